import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from '@nestling/shared';
import { parents } from './parents.js';
import { familyReference, createdAt } from './columns.js';

/**
 * A guardian's report of a family or of a message they received (issue 27, decision 060).
 * `target_id` is what the reporter named (a family's parent id as the app shows it, or the
 * message's id); `family_id` the family it is about (for a message: the sender's), and
 * `parent_id` the sender of a reported message. The reported party never learns who reported:
 * no answer but the reporter's own carries `reporter_id`.
 *
 * At most one open report per reporter and target (the partial unique index). A report goes
 * from `open` to `closed` with a moderator's first action.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    /** Null once the reporter's account is deleted (the report stays for the moderators). */
    reporterId: integer('reporter_id').references(() => parents.id, { onDelete: 'set null' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    familyId: familyReference('family_id'),
    /** The reported message's sender (null for a family report, or once their account is gone). */
    parentId: integer('parent_id').references(() => parents.id, { onDelete: 'set null' }),
    /** The reported message (null for a family report, or once the message is deleted). */
    messageId: integer('message_id'),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reports_open_unique')
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index('reports_open_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.status} = 'open'`),
    index('reports_reporter_created_idx').on(table.reporterId, table.createdAt),
    index('reports_family_idx').on(table.familyId),
  ],
);

/**
 * The moderation audit log (issue 27, decision 060): who did what, when and why. Append-only:
 * the app has no route that changes or deletes a row, and a trigger refuses UPDATE and DELETE
 * (the migration's hand-written part). Ids are plain columns, no foreign keys, so deleting an
 * account or a family never reaches into the log.
 */
export const moderationAudit = pgTable(
  'moderation_audit',
  {
    id: serial('id').primaryKey(),
    moderatorId: integer('moderator_id').notNull(),
    /** The moderator's e-mail when they acted (who, readable after their account is gone). */
    moderatorEmail: text('moderator_email').notNull(),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    reason: text('reason').notNull(),
    reportId: integer('report_id').notNull(),
    familyId: integer('family_id').notNull(),
    /** The accounts a suspension or reinstatement applied to. */
    parentIds: integer('parent_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    createdAt: createdAt(),
  },
  (table) => [
    index('moderation_audit_created_idx').on(table.createdAt, table.id),
    // The queue's first action per report of the families on a page (moderation.repository's
    // `firstActions`: family_id IN (…), DISTINCT ON report_id ordered by created_at, id).
    index('moderation_audit_family_report_idx').on(
      table.familyId,
      table.reportId,
      table.createdAt,
      table.id,
    ),
  ],
);
