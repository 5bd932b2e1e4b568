import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { familyRecordColumns } from './kid-records.js';
import { kids } from './kids.js';
import { parents } from './parents.js';
import { createdAt } from './columns.js';

/**
 * A schedule event (spec §3): a kid's event, or a family event when `kidId` is null. One
 * model for both calendars; `startsAt` is a UTC instant shown in the viewer's time zone.
 */
export const scheduleEvents = pgTable(
  'schedule_events',
  {
    id: serial('id').primaryKey(),
    ...familyRecordColumns(),
    kidId: integer('kid_id').references(() => kids.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('schedule_events_family_start_idx').on(table.familyId, table.startsAt),
    index('schedule_events_kid_start_idx').on(table.kidId, table.startsAt),
    // The reminder scheduler reads every family's events of the next 24 hours.
    index('schedule_events_start_idx').on(table.startsAt),
  ],
);

/**
 * A member's private iCal feed of the family's calendar (issue 4; each member has their own
 * link, which stops with their membership: decision 056). Only the SHA-256 of the URL's token is kept: the
 * URL is shown once, when it is created or regenerated, like any other secret link.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  parentId: integer('parent_id')
    .primaryKey()
    .references(() => parents.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
