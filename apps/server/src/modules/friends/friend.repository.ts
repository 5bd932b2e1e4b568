import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FriendRequestStatus } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import { friendshipOf, requestBetween } from '../../db/family-pairs.js';
import {
  familyMembers,
  friendRequests,
  friendships,
  kids,
  messages,
  parents,
} from '../../db/schema/index.js';
import type { FamilyMember } from '../../lib/request-context.js';
import { visibleTo } from '../explore/explore.repository.js';
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
  /** Whether a moderator suspended the sender's account (shown as "Suspended account"). */
  senderSuspended: boolean;
  /** Whether a moderator suspended the receiver's account. */
  receiverSuspended: boolean;
};

/** A friend as the list shows them: a guardian of a befriended family (decision 058). */
export interface FriendRow {
  id: number;
  name: string;
  email: string;
  photoFileId: number | null;
  since: Date;
  /** How many of the friend's messages to the listing parent are unread. */
  unread: number;
}

/** An unordered pair in the order the friendships key uses: (lower id, higher id). */
export function orderedPair(a: number, b: number): [low: number, high: number] {
  return a < b ? [a, b] : [b, a];
}

const sender = alias(parents, 'sender');
const receiver = alias(parents, 'receiver');

/** The friendship row of a request's two families, if any (for the e-mail rule). */
const friendshipOfRequest = friendshipOf(
  friendRequests.senderFamilyId,
  friendRequests.receiverFamilyId,
);

const memberA = alias(familyMembers, 'member_a');
const memberB = alias(familyMembers, 'member_b');

/**
 * Data access for friend requests and friendships, between families (decisions 016, 058).
 * Reads are scoped by the family of the guardian who asks; writes that decide something
 * between two families run in a transaction holding {@link lockPair}.
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
        friends: sql<boolean>`${friendships.familyLowId} is not null`,
        senderSuspended: sql<boolean>`${sender.suspendedAt} is not null`,
        receiverSuspended: sql<boolean>`${receiver.suspendedAt} is not null`,
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
     * The family of parent `parentId` if `viewer` can see it: a public kid of it is in the
     * viewer's Explore (the same rule as Explore's), or a friend or meetup request stands (or
     * stood) between the two families, or they are friends (decision 058: between families).
     * Undefined otherwise (404). The one rule by which a family is named by a parent's id, for
     * a report (decision 060) and a block from a chat or a request.
     */
    async visibleFamilyOf(viewer: FamilyMember, parentId: number): Promise<number | undefined> {
      const mine = viewer.familyId;
      const [row] = await db
        .select({ familyId: familyMembers.familyId })
        .from(familyMembers)
        .where(
          and(
            eq(familyMembers.parentId, parentId),
            sql`(exists (select 1 from ${kids} join ${parents} on ${parents.id} = ${kids.parentId}
                  where ${kids.familyId} = ${familyMembers.familyId} and ${visibleTo(viewer)})
              or exists (select 1 from ${friendRequests} where ${requestBetween(mine, familyMembers.familyId)})
              or exists (select 1 from ${friendships} where ${friendshipOf(mine, familyMembers.familyId)}))`,
          ),
        )
        .limit(1);
      return row?.familyId;
    },

    /**
     * Serialises, until the transaction ends, everything that decides something between the two
     * families: a request, its answer, a friendship, a block (a transaction-scoped advisory
     * lock on the ordered pair of family ids; decision 016). Call it inside a transaction.
     */
    async lockPair(a: number, b: number): Promise<void> {
      const [low, high] = orderedPair(a, b);
      await db.execute(sql`select pg_advisory_xact_lock(${low}::int, ${high}::int)`);
    },

    /**
     * Serialises one family's sending until the transaction ends, so two requests sent at once
     * by its guardians cannot both slip under the daily cap. Uses the key (id, id), which no
     * pair lock can take (a pair's ids differ).
     */
    async lockSender(familyId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${familyId}::int, ${familyId}::int)`);
    },

    /** How many requests the family `familyId` sent since `since`, whatever became of them. */
    async countSentSince(familyId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(friendRequests)
        .where(
          and(eq(friendRequests.senderFamilyId, familyId), gte(friendRequests.createdAt, since)),
        );
      return row?.value ?? 0;
    },

    /**
     * Inserts a pending request; undefined when one between the two families is pending
     * already (the partial unique index on the unordered pair decides, so two at once cannot
     * both win).
     */
    async insertRequest(
      values: Pick<
        typeof friendRequests.$inferInsert,
        | 'senderId'
        | 'receiverId'
        | 'senderFamilyId'
        | 'receiverFamilyId'
        | 'kidId'
        | 'meetingType'
        | 'proposedTime'
        | 'message'
      >,
    ): Promise<FriendRequestRecord | undefined> {
      const [row] = await db
        .insert(friendRequests)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /**
     * The request `id` with both parents' names, if the family `familyId` sent or received it.
     */
    async findViewFor(familyId: number, id: number): Promise<FriendRequestView | undefined> {
      const [row] = await selectViews()
        .where(
          and(
            eq(friendRequests.id, id),
            or(
              eq(friendRequests.senderFamilyId, familyId),
              eq(friendRequests.receiverFamilyId, familyId),
            ),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Moves the request `id` from pending to `status`, if it still is pending, as `answeredBy`
     * (null for a block's cancellation).
     * @returns the updated request, or undefined when it was not pending any more
     */
    async closePending(
      id: number,
      status: Exclude<FriendRequestStatus, 'pending'>,
      answeredBy: number | null,
    ): Promise<FriendRequestRecord | undefined> {
      const [row] = await db
        .update(friendRequests)
        .set({ status, answeredAt: new Date(), answeredBy })
        .where(and(eq(friendRequests.id, id), eq(friendRequests.status, 'pending')))
        .returning();
      return row;
    },

    /** Cancels every pending request between the two families (a block); answers them. */
    cancelPendingBetween(a: number, b: number): Promise<FriendRequestRecord[]> {
      return db
        .update(friendRequests)
        .set({ status: 'cancelled', answeredAt: new Date() })
        .where(
          and(
            eq(friendRequests.status, 'pending'),
            or(
              and(eq(friendRequests.senderFamilyId, a), eq(friendRequests.receiverFamilyId, b)),
              and(eq(friendRequests.senderFamilyId, b), eq(friendRequests.receiverFamilyId, a)),
            ),
          ),
        )
        .returning();
    },

    /** Requests waiting for the family `familyId`'s answer, newest first. */
    listIncoming: (familyId: number, limit: number) =>
      listViews(
        and(eq(friendRequests.receiverFamilyId, familyId), eq(friendRequests.status, 'pending')),
        limit,
      ),

    /**
     * Requests the family `familyId` sent, every status, newest first (all without a limit:
     * the export).
     */
    listSent: (familyId: number, limit?: number) =>
      listViews(eq(friendRequests.senderFamilyId, familyId), limit),

    /** Requests the family `familyId` received, every status, newest first (all without a limit). */
    listReceived: (familyId: number, limit?: number) =>
      listViews(eq(friendRequests.receiverFamilyId, familyId), limit),

    /**
     * Makes the two families friends.
     * @returns true when the friendship is new, false when they were friends already
     */
    async insertFriendship(a: number, b: number): Promise<boolean> {
      const [low, high] = orderedPair(a, b);
      const rows = await db
        .insert(friendships)
        .values({ familyLowId: low, familyHighId: high })
        .onConflictDoNothing()
        .returning({ low: friendships.familyLowId });
      return rows.length > 0;
    },

    /** Ends the two families' friendship; false when they were not friends. */
    async deleteFriendship(a: number, b: number): Promise<boolean> {
      const rows = await db
        .delete(friendships)
        .where(friendshipOf(a, b))
        .returning({ low: friendships.familyLowId });
      return rows.length > 0;
    },

    /**
     * Whether the parents `a` and `b` may chat and call (decision 058): both are guardians,
     * of two families that are friends.
     */
    async areFriends(a: number, b: number): Promise<boolean> {
      if (a === b) return false;
      const [row] = await db
        .select({ low: friendships.familyLowId })
        .from(memberA)
        .innerJoin(memberB, eq(memberB.parentId, b))
        .innerJoin(friendships, friendshipOf(memberA.familyId, memberB.familyId))
        .where(
          and(eq(memberA.parentId, a), eq(memberA.role, 'guardian'), eq(memberB.role, 'guardian')),
        )
        .limit(1);
      return Boolean(row);
    },

    /** The family of the guardian `parentId` if it is a friend of the family `familyId`. */
    async friendFamilyOf(familyId: number, parentId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ familyId: familyMembers.familyId })
        .from(familyMembers)
        .innerJoin(friendships, friendshipOf(familyId, familyMembers.familyId))
        .where(and(eq(familyMembers.parentId, parentId), eq(familyMembers.role, 'guardian')))
        .limit(1);
      return row?.familyId;
    },

    /** The guardians' parent ids of the families `familyIds` (whom their events reach). */
    async guardiansOf(familyIds: number[]): Promise<number[]> {
      if (familyIds.length === 0) return [];
      const rows = await db
        .select({ id: familyMembers.parentId })
        .from(familyMembers)
        .where(and(inArray(familyMembers.familyId, familyIds), eq(familyMembers.role, 'guardian')))
        .orderBy(asc(familyMembers.parentId));
      return rows.map((row) => row.id);
    },

    /**
     * The friends of `member` (spec §2.20): every guardian of every family that is a friend of
     * theirs, by name, then id, with their unread messages to `member`.
     */
    listFriends(member: { id: number; familyId: number }): Promise<FriendRow[]> {
      const { id: parentId, familyId } = member;
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
        .innerJoin(
          familyMembers,
          and(
            eq(
              familyMembers.familyId,
              sql`case when ${friendships.familyLowId} = ${familyId} then ${friendships.familyHighId} else ${friendships.familyLowId} end`,
            ),
            eq(familyMembers.role, 'guardian'),
          ),
        )
        .innerJoin(parents, eq(parents.id, familyMembers.parentId))
        .where(or(eq(friendships.familyLowId, familyId), eq(friendships.familyHighId, familyId)))
        .orderBy(asc(sql`lower(${parents.name})`), asc(parents.id));
    },
  };
}

export type FriendRepository = ReturnType<typeof createFriendRepository>;
