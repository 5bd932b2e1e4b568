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
import { familyReference, parentReference, createdAt } from './columns.js';

/**
 * A friend and meetup request (spec §3 Friend request; product.md "Explore and friends"): from
 * a family to the family of the kid on an Explore card, recording that kid (decision 058).
 * `senderId` is the guardian who sent it, `receiverId` the guardian who represents the kid
 * (`kids.parent_id`); any guardian of the receiving family answers it, any of the sending
 * family cancels it. `pending` until then (or a block); `answeredAt` is then, `answeredBy`
 * the guardian who answered or cancelled. At most one request between two families is
 * pending, whichever sent it (the partial unique index on the unordered pair of families);
 * none within a family (the checks). Decisions 016, 058.
 */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: serial('id').primaryKey(),
    senderId: parentReference('sender_id'),
    receiverId: parentReference('receiver_id'),
    /** The sending family (decision 058). */
    senderFamilyId: familyReference('sender_family_id'),
    /** The receiving family: the family of the kid on the card. */
    receiverFamilyId: familyReference('receiver_family_id'),
    /** The receiver's kid on the card; null once that kid's profile is deleted. */
    kidId: integer('kid_id').references(() => kids.id, { onDelete: 'set null' }),
    meetingType: text('meeting_type', { enum: MEETING_TYPES }).notNull(),
    proposedTime: timestamp('proposed_time', { withTimezone: true }).notNull(),
    message: text('message'),
    status: text('status', { enum: FRIEND_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The guardian who answered or cancelled it; null while pending, or once their account is gone. */
    answeredBy: integer('answered_by').references(() => parents.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('friend_requests_not_to_self', sql`${table.senderId} <> ${table.receiverId}`),
    // A pending request within one family means nothing (one family's members may have
    // requested each other before they joined it: the migration cancelled those).
    check(
      'friend_requests_pending_between_families',
      sql`${table.status} <> 'pending' or ${table.senderFamilyId} <> ${table.receiverFamilyId}`,
    ),
    uniqueIndex('friend_requests_pending_family_pair_unique')
      .on(
        sql`least(${table.senderFamilyId}, ${table.receiverFamilyId})`,
        sql`greatest(${table.senderFamilyId}, ${table.receiverFamilyId})`,
      )
      .where(sql`${table.status} = 'pending'`),
    index('friend_requests_receiver_idx').on(table.receiverId, table.createdAt),
    index('friend_requests_sender_idx').on(table.senderId, table.createdAt),
    index('friend_requests_receiver_family_idx').on(table.receiverFamilyId, table.createdAt),
    index('friend_requests_sender_family_idx').on(table.senderFamilyId, table.createdAt),
    // The reminder scheduler reads accepted meetups of the next 24 hours.
    index('friend_requests_accepted_time_idx')
      .on(table.proposedTime)
      .where(sql`${table.status} = 'accepted'`),
  ],
);

/**
 * Two families that are friends (spec §3 Friend; decision 058): one row per pair, keyed by the
 * ordered pair (lower id, higher id), so however many requests they accept — both ways, or two
 * accepts at once — the primary key keeps one friendship. Every guardian of one may chat with
 * and call every guardian of the other. Ended by unfriending or a block. Decisions 016, 058.
 */
export const friendships = pgTable(
  'friendships',
  {
    familyLowId: familyReference('family_low_id'),
    familyHighId: familyReference('family_high_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'friendships_pair_pk', columns: [table.familyLowId, table.familyHighId] }),
    check('friendships_ordered_pair', sql`${table.familyLowId} < ${table.familyHighId}`),
    index('friendships_high_idx').on(table.familyHighId),
  ],
);
