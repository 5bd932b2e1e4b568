import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { MessageCursor } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import { friendships, messages, parents } from '../../db/schema/index.js';
import { orderedPair } from '../friends/friend.repository.js';

export type MessageRecord = typeof messages.$inferSelect;

/** An unread message with its sender's name (the parent hub's preview). */
export interface UnreadPreviewRow {
  id: number;
  senderId: number;
  senderName: string;
  content: string;
  createdAt: Date;
}

/** The messages between `a` and `b`, whichever sent, in the conversation index's terms. */
function conversation(a: number, b: number): SQL {
  const [low, high] = orderedPair(a, b);
  return sql`least(${messages.senderId}, ${messages.receiverId}) = ${low}
    and greatest(${messages.senderId}, ${messages.receiverId}) = ${high}`;
}

/**
 * Data access for chat messages (decision 021). Every read and write names the session's
 * parent as a party (sender or receiver); whether the other party is a friend is the
 * service's question, asked under the pair's lock for writes.
 */
export function createMessageRepository(db: Database) {
  return {
    async insert(values: {
      senderId: number;
      receiverId: number;
      content: string;
    }): Promise<MessageRecord> {
      const [row] = await db.insert(messages).values(values).returning();
      if (!row) throw new Error('The message insert returned no row');
      return row;
    },

    /**
     * Up to `limit` messages between the two parents, newest first, older than `before` in
     * the keyset `(created_at, id)` when given (the conversation index, read backwards).
     */
    page(a: number, b: number, limit: number, before?: MessageCursor): Promise<MessageRecord[]> {
      const older = before
        ? sql`(${messages.createdAt}, ${messages.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id})`
        : undefined;
      return db
        .select()
        .from(messages)
        .where(and(conversation(a, b), older))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit);
    },

    /**
     * Marks read every unread message `senderId` sent `receiverId`.
     * @returns the ids it marked, ascending
     */
    async markRead(receiverId: number, senderId: number): Promise<number[]> {
      const rows = await db
        .update(messages)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(messages.receiverId, receiverId),
            eq(messages.senderId, senderId),
            isNull(messages.readAt),
          ),
        )
        .returning({ id: messages.id });
      return rows.map((row) => row.id).sort((x, y) => x - y);
    },

    /** Deletes `senderId`'s message `id`; answers it, or undefined when it is not theirs. */
    async deleteOwn(senderId: number, id: number): Promise<MessageRecord | undefined> {
      const [row] = await db
        .delete(messages)
        .where(and(eq(messages.id, id), eq(messages.senderId, senderId)))
        .returning();
      return row;
    },

    /** Deletes the whole conversation between the two parents (a block); answers the ids. */
    async deleteConversation(a: number, b: number): Promise<number[]> {
      const rows = await db
        .delete(messages)
        .where(conversation(a, b))
        .returning({ id: messages.id });
      return rows.map((row) => row.id).sort((x, y) => x - y);
    },

    /**
     * The newest `limit` unread messages to `receiverId` from parents who are still friends,
     * newest first, with the sender's name.
     */
    unreadPreview(receiverId: number, limit: number): Promise<UnreadPreviewRow[]> {
      return db
        .select({
          id: messages.id,
          senderId: messages.senderId,
          senderName: parents.name,
          content: messages.content,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .innerJoin(parents, eq(parents.id, messages.senderId))
        .innerJoin(
          friendships,
          and(
            eq(friendships.parentLowId, sql`least(${messages.senderId}, ${messages.receiverId})`),
            eq(
              friendships.parentHighId,
              sql`greatest(${messages.senderId}, ${messages.receiverId})`,
            ),
          ),
        )
        .where(and(eq(messages.receiverId, receiverId), isNull(messages.readAt)))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit);
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;
