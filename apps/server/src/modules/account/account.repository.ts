import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  calendarFeeds,
  messages,
  milestones,
  notifications,
  parents,
  sessions,
} from '../../db/schema/index.js';
import type { MessageRecord } from '../messages/message.repository.js';
import type { MilestoneRecord } from '../milestones/milestone.repository.js';
import type { NotificationRecord } from '../notifications/notification.repository.js';

/**
 * The rows of an account that no other module lists whole (the export), and the account
 * deletion itself (decision 029). Every query names the session's parent, or their family for
 * the kids' records (decision 056).
 */
export function createAccountRepository(db: Database) {
  return {
    /** When the account was made and last changed (the profile beyond what a request carries). */
    async accountDates(
      parentId: number,
    ): Promise<{ createdAt: Date; updatedAt: Date } | undefined> {
      const [row] = await db
        .select({ createdAt: parents.createdAt, updatedAt: parents.updatedAt })
        .from(parents)
        .where(eq(parents.id, parentId));
      return row;
    },

    /** Every milestone of every kid of the family, by kid then date. */
    milestones(familyId: number): Promise<MilestoneRecord[]> {
      return db
        .select()
        .from(milestones)
        .where(eq(milestones.familyId, familyId))
        .orderBy(asc(milestones.kidId), asc(milestones.date), asc(milestones.id));
    },

    /** Every notification of the parent, newest first. */
    notifications(parentId: number): Promise<NotificationRecord[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.parentId, parentId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id));
    },

    /** Every message the parent sent or received, oldest first. */
    messages(parentId: number): Promise<MessageRecord[]> {
      return db
        .select()
        .from(messages)
        .where(or(eq(messages.senderId, parentId), eq(messages.receiverId, parentId)))
        .orderBy(asc(messages.createdAt), asc(messages.id));
    },

    /** The parent's sessions: when each began and ends (never their token hashes). */
    sessions(parentId: number): Promise<{ createdAt: Date; expiresAt: Date }[]> {
      return db
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.parentId, parentId))
        .orderBy(asc(sessions.createdAt));
    },

    /** When the parent's private calendar feed was made, if they have one (not its token). */
    async calendarFeedCreatedAt(parentId: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.parentId, parentId));
      return row?.createdAt;
    },

    /**
     * Locks the parent's row (SELECT … FOR UPDATE) until the transaction ends: an upload in
     * flight, whose file row references the parent, waits for the deletion and then fails.
     * Run in a transaction.
     */
    async lockParent(parentId: number): Promise<void> {
      await db
        .select({ id: parents.id })
        .from(parents)
        .where(eq(parents.id, parentId))
        .for('update');
    },

    /**
     * Deletes the parent's row, and with it, by the schema's cascades, every record of theirs
     * (sessions, tokens, membership, the kids they represent and the kids' records, file rows
     * they uploaded, requests, friendships, blocks both ways, notifications, trial,
     * subscription; the family's own records go with the family: FamilyRepository's
     * deleteIfLastGuardian).
     * Messages keep the other party's copy (SET NULL); those whose other party is already gone
     * are deleted first, so no message is left with neither party. Run in a transaction.
     * @returns whether the parent existed
     */
    async deleteParent(parentId: number): Promise<boolean> {
      await db
        .delete(messages)
        .where(
          or(
            and(eq(messages.senderId, parentId), isNull(messages.receiverId)),
            and(eq(messages.receiverId, parentId), isNull(messages.senderId)),
          ),
        );
      const deleted = await db
        .delete(parents)
        .where(eq(parents.id, parentId))
        .returning({ id: parents.id });
      return deleted.length > 0;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
