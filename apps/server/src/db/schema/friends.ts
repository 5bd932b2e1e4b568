import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FRIEND_REQUEST_STATUSES, MEETING_TYPES } from '@nestling/shared';
import { kids } from './kids.js';
import { parents } from './parents.js';

/**
 * A friend and meetup request (spec §3 Friend request; product.md "Explore and friends"): from
 * a parent to the parent of the kid on an Explore card, recording that kid. `pending` until the
 * receiver accepts or rejects it or the sender (or a block) cancels it; `answeredAt` is then.
 * At most one request between two parents is pending, whichever sent it (the partial unique
 * index on the unordered pair); none to oneself (the check). Decision 016.
 */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    /** The receiver's kid on the card; null once that kid's profile is deleted. */
    kidId: integer('kid_id').references(() => kids.id, { onDelete: 'set null' }),
    meetingType: text('meeting_type', { enum: MEETING_TYPES }).notNull(),
    proposedTime: timestamp('proposed_time', { withTimezone: true }).notNull(),
    message: text('message'),
    status: text('status', { enum: FRIEND_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    check('friend_requests_not_to_self', sql`${table.senderId} <> ${table.receiverId}`),
    uniqueIndex('friend_requests_pending_pair_unique')
      .on(
        sql`least(${table.senderId}, ${table.receiverId})`,
        sql`greatest(${table.senderId}, ${table.receiverId})`,
      )
      .where(sql`${table.status} = 'pending'`),
    index('friend_requests_receiver_idx').on(table.receiverId, table.createdAt),
    index('friend_requests_sender_idx').on(table.senderId, table.createdAt),
    // The reminder scheduler reads accepted meetups of the next 24 hours.
    index('friend_requests_accepted_time_idx')
      .on(table.proposedTime)
      .where(sql`${table.status} = 'accepted'`),
  ],
);

/**
 * Two parents who are friends (spec §3 Friend): one row per pair, keyed by the ordered pair
 * (lower id, higher id), so however many requests they accept — both ways, or two accepts at
 * once — the primary key keeps one friendship. Ended by unfriending or a block. Decision 016.
 */
export const friendships = pgTable(
  'friendships',
  {
    parentLowId: integer('parent_low_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    parentHighId: integer('parent_high_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'friendships_pair_pk', columns: [table.parentLowId, table.parentHighId] }),
    check('friendships_ordered_pair', sql`${table.parentLowId} < ${table.parentHighId}`),
    index('friendships_high_idx').on(table.parentHighId),
  ],
);
