import {
  and,
  desc,
  eq,
  getTableName,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageCursor } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import { friendshipOf } from '../../db/family-pairs.js';
import { preparedOnce } from '../../db/prepared.js';
import { familyMembers, friendships, messages, parents } from '../../db/schema/index.js';
import { orderedPair } from '../friends/friend.repository.js';
import { shownParentName } from '../parents/parent.repository.js';

export type MessageRecord = typeof messages.$inferSelect;

/** An unread message with its sender's name (the parent hub's preview). */
export interface UnreadPreviewRow {
  id: number;
  /** Null when the sender deleted their account (decision 029). */
  senderId: number | null;
  senderName: string | null;
  content: string;
  createdAt: Date;
}

/** The messages between `a` and `b`, whichever sent, in the conversation index's terms. */
function conversation(a: number, b: number): SQL {
  const [low, high] = orderedPair(a, b);
  return sql`least(${messages.senderId}, ${messages.receiverId}) = ${low}
    and greatest(${messages.senderId}, ${messages.receiverId}) = ${high}`;
}

const senderMember = alias(familyMembers, 'sender_member');
const receiverMember = alias(familyMembers, 'receiver_member');

/** The friendship row of the two members' families (decision 058), by its key. */
const friendshipOfMembers = friendshipOf(senderMember.familyId, receiverMember.familyId);

/**
 * The name of the sequence behind messages.id, as PostgreSQL knows it (`pg_get_serial_sequence`,
 * schema-qualified): the serial column's own, whatever a migration named it.
 * @throws Error when the column has no sequence
 */
async function lookUpIdSequence(db: Database): Promise<string> {
  // Both drivers are node-postgres (db/client.ts): the result is its QueryResult.
  const { rows } = (await db.execute(
    sql`select pg_get_serial_sequence(${getTableName(messages)}, ${messages.id.name}) as name`,
  )) as { rows: { name: string | null }[] };
  if (!rows[0]?.name) throw new Error('messages.id has no serial sequence');
  return rows[0].name;
}

/**
 * Data access for chat messages (decision 021). Every read and write names the session's
 * parent as a party (sender or receiver); whether the other party is a friend is the
 * service's question, except for a send, whose insert asks it itself (insertBetweenFriends).
 */
export function createMessageRepository(db: Database) {
  // The send path's one statement (issue 12's bench), prepared once: the row is inserted only
  // when the two are friends, and the friendship row stays locked (FOR KEY SHARE) until the
  // insert commits — see insertBetweenFriends. drizzle's insert…select names every column, so
  // the id is taken from the serial column's sequence. Its plan is made once per connection,
  // so nothing in it may look the catalog up per execution: the sequence is asked of
  // PostgreSQL once (pg_get_serial_sequence, which searches pg_depend — ≈20 µs of the database's
  // CPU — see idSequence) and bound as a regclass parameter, resolved at Bind by a cached name
  // lookup. Only what the database decides comes back (id, created_at); the rest of the row is
  // what the caller gave.
  let idSequenceName: Promise<string> | undefined;
  /** The name of messages.id's sequence, asked once (again after a failed asking). */
  const idSequence = () =>
    (idSequenceName ??= lookUpIdSequence(db).catch((error: unknown) => {
      idSequenceName = undefined;
      throw error;
    }));
  const senderId = sql.placeholder('senderId');
  const receiverId = sql.placeholder('receiverId');
  const insertToFriend = preparedOnce(() =>
    db
      .insert(messages)
      .select(
        db
          // drizzle's insert…select names every column: id and created_at get what their
          // column defaults would give (serial's sequence, now()), read_at null.
          .select({
            id: sql<number>`nextval(${sql.placeholder('idSequence')}::regclass)::int`.as('id'),
            senderId: sql<number>`${senderId}::int`.as('sender_id'),
            receiverId: sql<number>`${receiverId}::int`.as('receiver_id'),
            content: sql<string>`${sql.placeholder('content')}::text`.as('content'),
            createdAt: sql<Date>`now()`.as('created_at'),
            readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
          })
          // Both guardians, of two befriended families (decision 058).
          .from(senderMember)
          .innerJoin(receiverMember, eq(receiverMember.parentId, sql`${receiverId}::int`))
          .innerJoin(friendships, friendshipOfMembers)
          .where(
            and(
              eq(senderMember.parentId, sql`${senderId}::int`),
              eq(senderMember.role, 'guardian'),
              eq(receiverMember.role, 'guardian'),
            ),
          )
          .for('key share', { of: friendships }),
      )
      .returning({ id: messages.id, createdAt: messages.createdAt })
      .prepare('message_insert_to_friend'),
  );

  /** Marks read the unread messages to `receiverId` from `from`; the ids, ascending. */
  async function markReadWhere(receiverId: number, from: SQL): Promise<number[]> {
    const rows = await db
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(and(eq(messages.receiverId, receiverId), from, isNull(messages.readAt)))
      .returning({ id: messages.id });
    return rows.map((row) => row.id).sort((x, y) => x - y);
  }

  function pageWhere(
    where: SQL | undefined,
    limit: number,
    before?: MessageCursor,
  ): Promise<MessageRecord[]> {
    const older = before
      ? sql`(${messages.createdAt}, ${messages.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id})`
      : undefined;
    return db
      .select()
      .from(messages)
      .where(and(where, older))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit);
  }

  return {
    /**
     * Stores a message from `senderId` to `receiverId` if, and only if, the two are friends
     * now — one statement, no transaction of our own (decision 030). The friendship row is
     * read `FOR KEY SHARE`: an unfriending or a block deletes that row, and a delete waits for
     * this statement's commit (then the block's conversation delete, which comes after, sees
     * the message and removes it), while an insert that comes after an uncommitted delete waits
     * for it and then finds no friendship (read committed re-checks the locked row) and stores
     * nothing. So no message lands after the unfriending or block that ends the friendship,
     * as under the pair's advisory lock before.
     * @returns the stored row, or undefined when the two are not friends (or are one parent)
     */
    async insertBetweenFriends(values: {
      senderId: number;
      receiverId: number;
      content: string;
    }): Promise<MessageRecord | undefined> {
      const [row] = await insertToFriend().execute({ ...values, idSequence: await idSequence() });
      return row && { ...row, ...values, readAt: null };
    },

    /**
     * Up to `limit` messages between the two parents, newest first, older than `before` in
     * the keyset `(created_at, id)` when given (the conversation index, read backwards).
     */
    page(a: number, b: number, limit: number, before?: MessageCursor): Promise<MessageRecord[]> {
      return pageWhere(conversation(a, b), limit, before);
    },

    /**
     * Up to `limit` of `parentId`'s messages whose other party deleted their account (decision
     * 029), newest first, older than `before` when given.
     */
    pageWithDeletedAccounts(
      parentId: number,
      limit: number,
      before?: MessageCursor,
    ): Promise<MessageRecord[]> {
      return pageWhere(
        or(
          and(eq(messages.senderId, parentId), isNull(messages.receiverId)),
          and(eq(messages.receiverId, parentId), isNull(messages.senderId)),
        ),
        limit,
        before,
      );
    },

    /**
     * Marks read every unread message `senderId` sent `receiverId`.
     * @returns the ids it marked, ascending
     */
    async markRead(receiverId: number, senderId: number): Promise<number[]> {
      return markReadWhere(receiverId, eq(messages.senderId, senderId));
    },

    /**
     * Marks read every unread message `receiverId` got from parents who deleted their account
     * (sender null, decision 029).
     * @returns the ids it marked, ascending
     */
    async markReadFromDeletedAccounts(receiverId: number): Promise<number[]> {
      return markReadWhere(receiverId, isNull(messages.senderId));
    },

    /** Deletes `senderId`'s message `id`; answers it, or undefined when it is not theirs. */
    async deleteOwn(senderId: number, id: number): Promise<MessageRecord | undefined> {
      const [row] = await db
        .delete(messages)
        .where(and(eq(messages.id, id), eq(messages.senderId, senderId)))
        .returning();
      return row;
    },

    /**
     * Deletes every conversation between a member of the family `a` and a member of the family
     * `b` (a block between the families, decision 058); answers them by pair of parents.
     */
    async deleteBetweenFamilies(
      a: number,
      b: number,
    ): Promise<{ parentIds: [number, number]; ids: number[] }[]> {
      const ofFamily = (familyId: number) =>
        db
          .select({ id: familyMembers.parentId })
          .from(familyMembers)
          .where(eq(familyMembers.familyId, familyId));
      const rows = await db
        .delete(messages)
        .where(
          or(
            and(inArray(messages.senderId, ofFamily(a)), inArray(messages.receiverId, ofFamily(b))),
            and(inArray(messages.senderId, ofFamily(b)), inArray(messages.receiverId, ofFamily(a))),
          ),
        )
        .returning({
          id: messages.id,
          senderId: messages.senderId,
          receiverId: messages.receiverId,
        });
      const byPair = new Map<string, { parentIds: [number, number]; ids: number[] }>();
      for (const row of rows) {
        if (row.senderId === null || row.receiverId === null) continue;
        const parentIds = orderedPair(row.senderId, row.receiverId);
        const key = parentIds.join(':');
        const entry = byPair.get(key) ?? { parentIds, ids: [] };
        entry.ids.push(row.id);
        byPair.set(key, entry);
      }
      for (const entry of byPair.values()) entry.ids.sort((x, y) => x - y);
      return [...byPair.values()];
    },

    /**
     * The newest `limit` unread messages to `receiverId` from parents who are still friends,
     * or who deleted their account (sender and name null, decision 029), newest first, with
     * the sender's name.
     */
    unreadPreview(receiverId: number, limit: number): Promise<UnreadPreviewRow[]> {
      return (
        db
          .select({
            id: messages.id,
            senderId: messages.senderId,
            senderName: shownParentName,
            content: messages.content,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .leftJoin(parents, eq(parents.id, messages.senderId))
          // Still friends: the sender a guardian of a family befriended with the receiver's.
          .leftJoin(
            senderMember,
            and(eq(senderMember.parentId, messages.senderId), eq(senderMember.role, 'guardian')),
          )
          .leftJoin(receiverMember, eq(receiverMember.parentId, messages.receiverId))
          .leftJoin(friendships, friendshipOfMembers)
          .where(
            and(
              eq(messages.receiverId, receiverId),
              isNull(messages.readAt),
              or(isNotNull(friendships.familyLowId), isNull(messages.senderId)),
            ),
          )
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(limit)
      );
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;
