import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { parents } from './parents.js';

/**
 * A chat message between two parents who were friends when it was sent (spec §3 Message;
 * product.md "Children's privacy and safety"; decision 021). Deleting it (its sender) removes
 * the row for both; a block between the two families deletes their conversation. An account
 * deletion leaves the other party's copy: the deleted parent's side turns null (SET NULL), the
 * presenter and the web name it "Deleted account", and a message with neither party is
 * deleted with the account (decision 029).
 *
 * `created_at` keeps milliseconds (precision 3), exactly what a JavaScript Date holds, so a
 * page cursor written from a row finds that row's place again: the conversation index serves
 * the keyset `(created_at, id)` of `GET /api/messages/:friendId`, read backwards for newest
 * first (ascending columns: a backward scan is exactly `ORDER BY created_at DESC, id DESC`),
 * whichever of the two sent. `read_at` is when the receiver opened the conversation; the partial index
 * holds only unread messages (the unread counts and previews, mark-read).
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    /** Null once the sender deleted their account: the receiver keeps the message (decision 029). */
    senderId: integer('sender_id').references(() => parents.id, { onDelete: 'set null' }),
    /** Null once the receiver deleted their account: the sender keeps the message. */
    receiverId: integer('receiver_id').references(() => parents.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    check('messages_not_to_self', sql`${table.senderId} <> ${table.receiverId}`),
    check(
      'messages_has_a_party',
      sql`${table.senderId} is not null or ${table.receiverId} is not null`,
    ),
    index('messages_conversation_idx').on(
      sql`least(${table.senderId}, ${table.receiverId})`,
      sql`greatest(${table.senderId}, ${table.receiverId})`,
      table.createdAt,
      table.id,
    ),
    index('messages_unread_idx')
      .on(table.receiverId, table.senderId, table.createdAt)
      .where(sql`${table.readAt} is null`),
    // An account deletion's cascade finds its rows by either side.
    index('messages_sender_idx').on(table.senderId),
    index('messages_receiver_idx').on(table.receiverId),
  ],
);
