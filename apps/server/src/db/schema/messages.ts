import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { parents } from './parents.js';

/**
 * A chat message between two parents who were friends when it was sent (spec §3 Message;
 * product.md "Children's privacy and safety"; decision 021). Deleting it (its sender) removes
 * the row for both; a block between the two families deletes their conversation; an account
 * deletion takes its rows with it (cascade).
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
    senderId: integer('sender_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    check('messages_not_to_self', sql`${table.senderId} <> ${table.receiverId}`),
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
