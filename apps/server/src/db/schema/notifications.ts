import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@nestling/shared';
import { parentReference, createdAt } from './columns.js';

/**
 * What a notification says, as data: the notifications catalogue's message `key` and its ICU
 * `values` (names, the meeting's and the kid's selects, the hours). A name value may be
 * `{ account: 'deleted' }`: account deletion's "Deleted account", said in the reader's language.
 * The server says it in the reader's language when it lists the notification (issue 28).
 */
export interface NotificationSentence {
  key: string;
  values: Record<string, string | number | { account: 'deleted' }>;
}

/**
 * A notification of a parent's (spec §3 Notification), written in the same transaction as its
 * cause. `subjectId` is what it is about — the friend request (request notifications, meetup
 * reminders) or the schedule event (event reminders) — and `startsAt` when that meetup or event
 * starts. A reminder is made once per parent, subject and start: the partial unique index makes
 * a second insert, by this app instance or another, a no-op (and moving an event to another
 * time earns a new reminder). Decision 016.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    parentId: parentReference('parent_id'),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /**
     * The sentence as written, in the recipient's language then: what a row without
     * `sentence` (written before migration 0021) shows, parsed back into a sentence when the
     * catalogue's messages match it.
     */
    message: text('message').notNull(),
    /** What it says as data, said in the reader's language at read time (issue 28). */
    sentence: jsonb('sentence').$type<NotificationSentence>(),
    /** The app path of the place to act (shared NOTIFICATION_LINKS). */
    link: text('link').notNull(),
    subjectId: integer('subject_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_parent_created_idx').on(table.parentId, table.createdAt, table.id),
    index('notifications_parent_unread_idx')
      .on(table.parentId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_reminder_unique')
      .on(table.parentId, table.kind, table.subjectId, table.startsAt)
      .where(sql`${table.kind} in ('meetup-reminder', 'event-reminder')`),
  ],
);
