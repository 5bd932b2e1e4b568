import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { kidRecordColumns } from './kid-records.js';
import { createdAt } from './columns.js';

/**
 * A kid's milestone (spec §3 Milestone), added by hand or from a suggestion. A title is unique
 * per kid case-insensitively after trimming (spec §5 AI milestone): the unique index on the
 * normalised title decides, so two concurrent adds cannot both succeed. Owner-only (product.md),
 * deleted with the kid.
 */
export const milestones = pgTable(
  'milestones',
  {
    id: serial('id').primaryKey(),
    ...kidRecordColumns(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    completed: boolean('completed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('milestones_kid_title_unique').on(table.kidId, sql`lower(btrim(${table.title}))`),
    // The list's order (date, then id, either way) and its kid filter: one index scan a page.
    index('milestones_kid_date_idx').on(table.kidId, table.date, table.id),
  ],
);
