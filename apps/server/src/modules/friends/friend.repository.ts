import { and, asc, count, desc, eq, getTableColumns, gte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FriendRequestStatus } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import { friendRequests, friendships, kids, messages, parents } from '../../db/schema/index.js';
import { shownParentName } from '../parents/parent.repository.js';

export type FriendRequestRecord = typeof friendRequests.$inferSelect;

/**
 * A request with what its two parents see of each other: names, e-mails (shown only between
 * friends, which `friends` says), and the name of the kid on the card.
 */
export type FriendRequestView = FriendRequestRecord & {
  senderName: string;
  senderEmail: string;
  receiverName: string;
  receiverEmail: string;
  kidName: string | null;
  friends: boolean;
};

/** A friend as the list shows them. */
export interface FriendRow {
  id: number;
  name: string;
  email: string;
  photoFileId: number | null;
  since: Date;
  /** How many of the friend's messages to the listing parent are unread. */
  unread: number;
}

/** The pair of two parents in the order the friendships key uses: (lower id, higher id). */
export function orderedPair(a: number, b: number): [low: number, high: number] {
  return a < b ? [a, b] : [b, a];
}

const sender = alias(parents, 'sender');
const receiver = alias(parents, 'receiver');

/** The friendship row of a request's two parents, if any (for the e-mail rule). */
const friendshipOfRequest = and(
  eq(friendships.parentLowId, sql`least(${friendRequests.senderId}, ${friendRequests.receiverId})`),
  eq(
    friendships.parentHighId,
    sql`greatest(${friendRequests.senderId}, ${friendRequests.receiverId})`,
  ),
);

/**
 * Data access for friend requests and friendships (decision 016). Reads are scoped by the
 * parent who asks; writes that decide something between two families run in a transaction
 * holding {@link lockPair}.
 */
export function createFriendRepository(db: Database) {
  function selectViews() {
    return db
      .select({
        ...getTableColumns(friendRequests),
        senderName: sender.name,
        senderEmail: sender.email,
        receiverName: receiver.name,
        receiverEmail: receiver.email,
        kidName: kids.name,
        friends: sql<boolean>`${friendships.parentLowId} is not null`,
      })
      .from(friendRequests)
      .innerJoin(sender, eq(sender.id, friendRequests.senderId))
      .innerJoin(receiver, eq(receiver.id, friendRequests.receiverId))
      .leftJoin(kids, eq(kids.id, friendRequests.kidId))
      .leftJoin(friendships, friendshipOfRequest);
  }

  /** Requests matching `where`, newest first; at most `limit` of them, or all without one. */
  async function listViews(where: SQL | undefined, limit?: number): Promise<FriendRequestView[]> {
    const query = selectViews()
      .where(where)
      .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id));
    return limit === undefined ? query : query.limit(limit);
  }

  return {
    /**
     * Serialises, until the transaction ends, everything that decides something between the two
     * families: a request, its answer, a friendship, a block (a transaction-scoped advisory
     * lock on the ordered pair; decision 016). Call it inside a transaction.
     */
    async lockPair(a: number, b: number): Promise<void> {
      const [low, high] = orderedPair(a, b);
      await db.execute(sql`select pg_advisory_xact_lock(${low}::int, ${high}::int)`);
    },

    /**
     * Serialises one parent's sending until the transaction ends, so two requests sent at once
     * cannot both slip under the daily cap. Uses the key (id, id), which no pair lock can take
     * (a pair's ids differ).
     */
    async lockSender(senderId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${senderId}::int, ${senderId}::int)`);
    },

    /** How many requests `senderId` sent since `since`, whatever became of them. */
    async countSentSince(senderId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(friendRequests)
        .where(and(eq(friendRequests.senderId, senderId), gte(friendRequests.createdAt, since)));
      return row?.value ?? 0;
    },

    /**
     * Inserts a pending request; undefined when one between the two parents is pending already
     * (the partial unique index on the unordered pair decides, so two at once cannot both win).
     */
    async insertRequest(
      values: Pick<
        typeof friendRequests.$inferInsert,
        'senderId' | 'receiverId' | 'kidId' | 'meetingType' | 'proposedTime' | 'message'
      >,
    ): Promise<FriendRequestRecord | undefined> {
      const [row] = await db
        .insert(friendRequests)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** The request `id` with both parents' names, if `parentId` sent or received it. */
    async findViewFor(parentId: number, id: number): Promise<FriendRequestView | undefined> {
      const [row] = await selectViews()
        .where(
          and(
            eq(friendRequests.id, id),
            or(eq(friendRequests.senderId, parentId), eq(friendRequests.receiverId, parentId)),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Moves the request `id` from pending to `status`, if it still is pending.
     * @returns the updated request, or undefined when it was not pending any more
     */
    async closePending(
      id: number,
      status: Exclude<FriendRequestStatus, 'pending'>,
    ): Promise<FriendRequestRecord | undefined> {
      const [row] = await db
        .update(friendRequests)
        .set({ status, answeredAt: new Date() })
        .where(and(eq(friendRequests.id, id), eq(friendRequests.status, 'pending')))
        .returning();
      return row;
    },

    /** Cancels every pending request between the two parents (a block); answers them. */
    cancelPendingBetween(a: number, b: number): Promise<FriendRequestRecord[]> {
      return db
        .update(friendRequests)
        .set({ status: 'cancelled', answeredAt: new Date() })
        .where(
          and(
            eq(friendRequests.status, 'pending'),
            or(
              and(eq(friendRequests.senderId, a), eq(friendRequests.receiverId, b)),
              and(eq(friendRequests.senderId, b), eq(friendRequests.receiverId, a)),
            ),
          ),
        )
        .returning();
    },

    /** Requests waiting for `receiverId`'s answer, newest first. */
    listIncoming: (receiverId: number, limit: number) =>
      listViews(
        and(eq(friendRequests.receiverId, receiverId), eq(friendRequests.status, 'pending')),
        limit,
      ),

    /** Requests `senderId` sent, every status, newest first (all without a limit: the export). */
    listSent: (senderId: number, limit?: number) =>
      listViews(eq(friendRequests.senderId, senderId), limit),

    /** Requests `receiverId` received, every status, newest first (all without a limit). */
    listReceived: (receiverId: number, limit?: number) =>
      listViews(eq(friendRequests.receiverId, receiverId), limit),

    /**
     * Makes the two parents friends.
     * @returns true when the friendship is new, false when they were friends already
     */
    async insertFriendship(a: number, b: number): Promise<boolean> {
      const [low, high] = orderedPair(a, b);
      const rows = await db
        .insert(friendships)
        .values({ parentLowId: low, parentHighId: high })
        .onConflictDoNothing()
        .returning({ low: friendships.parentLowId });
      return rows.length > 0;
    },

    /** Ends the two parents' friendship; false when they were not friends. */
    async deleteFriendship(a: number, b: number): Promise<boolean> {
      const [low, high] = orderedPair(a, b);
      const rows = await db
        .delete(friendships)
        .where(and(eq(friendships.parentLowId, low), eq(friendships.parentHighId, high)))
        .returning({ low: friendships.parentLowId });
      return rows.length > 0;
    },

    async areFriends(a: number, b: number): Promise<boolean> {
      const [low, high] = orderedPair(a, b);
      const [row] = await db
        .select({ low: friendships.parentLowId })
        .from(friendships)
        .where(and(eq(friendships.parentLowId, low), eq(friendships.parentHighId, high)))
        .limit(1);
      return Boolean(row);
    },

    /** `parentId`'s friends, by name (spec §2.20), then id, with their unread messages. */
    listFriends(parentId: number): Promise<FriendRow[]> {
      const friendId = sql<number>`case when ${friendships.parentLowId} = ${parentId} then ${friendships.parentHighId} else ${friendships.parentLowId} end`;
      return db
        .select({
          id: parents.id,
          name: shownParentName,
          email: parents.email,
          photoFileId: parents.photoFileId,
          since: friendships.createdAt,
          unread: sql<number>`(select count(*)::int from ${messages}
            where ${messages.receiverId} = ${parentId} and ${messages.senderId} = ${parents.id}
              and ${messages.readAt} is null)`,
        })
        .from(friendships)
        .innerJoin(parents, eq(parents.id, friendId))
        .where(or(eq(friendships.parentLowId, parentId), eq(friendships.parentHighId, parentId)))
        .orderBy(asc(sql`lower(${parents.name})`), asc(parents.id));
    },
  };
}

export type FriendRepository = ReturnType<typeof createFriendRepository>;
