import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import { friendshipOf } from '../../db/family-pairs.js';
import { localeIn, parentLocale, parentLocales } from '../../db/parent-locales.js';
import {
  type NotificationSentence,
  familyMembers,
  friendRequests,
  friendships,
  kids,
  notifications,
  parents,
  scheduleEvents,
} from '../../db/schema/index.js';
import { saySentence } from './notification-content.js';

export type NotificationRecord = typeof notifications.$inferSelect;
/**
 * What a new notification says and is about (its id, read state and time are the database's):
 * its sentence as data, said in the reader's language whenever it is read (issue 28).
 */
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'parentId' | 'kind' | 'link' | 'subjectId' | 'startsAt'
> & { sentence: NotificationSentence };
/**
 * A notification as written, with its recipient's saved language then: its `message` (and its
 * push's, and the live `notification` event's text) is in it.
 */
export type WrittenNotification = NotificationRecord & { locale: Locale };

/** A calendar event that starts soon and has no reminder yet. */
export interface DueEvent {
  id: number;
  parentId: number;
  kidId: number | null;
  kidName: string | null;
  title: string;
  startsAt: Date;
}

/**
 * An accepted meetup that starts soon, between two families that are still friends, as one
 * guardian of either family is reminded of it: `parentId` the guardian, `otherId` and
 * `otherName` the request's parent of the other family (whose chat the reminder opens).
 */
export interface DueMeetup {
  id: number;
  parentId: number;
  otherId: number;
  otherName: string;
  meetingType: (typeof friendRequests.$inferSelect)['meetingType'];
  proposedTime: Date;
}

const sender = alias(parents, 'sender');
const receiver = alias(parents, 'receiver');
/** The guardian a meetup reminder goes to (either family's). */
const recipient = alias(familyMembers, 'recipient');

/** Whether `parentId` already has the reminder of `kind` for this subject and start. */
function hasReminder(
  parentId: AnyPgColumn,
  kind: 'meetup-reminder' | 'event-reminder',
  subjectId: AnyPgColumn,
  startsAt: AnyPgColumn,
): SQL {
  return sql`exists (select 1 from ${notifications} n
    where n.parent_id = ${parentId} and n.kind = ${kind}
      and n.subject_id = ${subjectId} and n.starts_at = ${startsAt})`;
}

/** The kinds whose `subjectId` is a friend or meetup request. */
const REQUEST_KINDS = [
  'friend-request-received',
  'friend-request-accepted',
  'friend-request-rejected',
  'meetup-reminder',
] as const satisfies readonly NotificationRecord['kind'][];

/** Data access for notifications; reads and updates are scoped by the parent. */
export function createNotificationRepository(db: Database) {
  return {
    /**
     * Inserts notifications: each row keeps its sentence as data (said in its reader's
     * language when read) and its text in its recipient's saved language now (its push's; what
     * an instance of an older version shows). A reminder that exists already (same parent, kind, subject and start: the partial
     * unique index) is skipped, by whichever instance comes second.
     * @returns the rows actually inserted, each with the language it was written in
     */
    async insert(values: NewNotification[]): Promise<WrittenNotification[]> {
      if (values.length === 0) return [];
      const locales = await parentLocales(
        db,
        values.map((value) => value.parentId),
      );
      const rows = await db
        .insert(notifications)
        .values(
          values.map(({ sentence, ...value }) => ({
            ...value,
            sentence,
            message: saySentence(sentence, localeIn(locales, value.parentId)) ?? '',
          })),
        )
        .onConflictDoNothing()
        .returning();
      return rows.map((row) => ({ ...row, locale: localeIn(locales, row.parentId) }));
    },

    /**
     * One page of `parentId`'s notifications, newest first, each with `suspendedName`: the
     * stored name of its request's other parent when a moderator suspended them (decision 060),
     * else null.
     */
    page(
      parentId: number,
      limit: number,
      offset: number,
    ): Promise<(NotificationRecord & { suspendedName: string | null })[]> {
      return db
        .select({
          ...getTableColumns(notifications),
          suspendedName: sql<string | null>`case
            when ${sender.suspendedAt} is not null and ${sender.id} <> ${parentId}
              then ${sender.name}
            when ${receiver.suspendedAt} is not null and ${receiver.id} <> ${parentId}
              then ${receiver.name} end`,
        })
        .from(notifications)
        .leftJoin(
          friendRequests,
          and(
            eq(friendRequests.id, notifications.subjectId),
            inArray(notifications.kind, REQUEST_KINDS),
          ),
        )
        .leftJoin(sender, eq(sender.id, friendRequests.senderId))
        .leftJoin(receiver, eq(receiver.id, friendRequests.receiverId))
        .where(eq(notifications.parentId, parentId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset);
    },

    async summary(parentId: number): Promise<{ total: number; unread: number }> {
      const [row] = await db
        .select({
          total: count(),
          unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
        })
        .from(notifications)
        .where(eq(notifications.parentId, parentId));
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
    },

    /**
     * Marks `parentId`'s notification `id` read (a second time changes nothing).
     * @returns it, or undefined when it is not theirs
     */
    async markRead(parentId: number, id: number): Promise<NotificationRecord | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.parentId, parentId)))
        .returning();
      return row;
    },

    /**
     * Rewrites the sentence and link of `parentId`'s notifications of `kind` about `subjectId`
     * (the receiver's "request received" once the request is closed, issue 29), its text in
     * the parent's saved language. Read state and time stay.
     */
    async rewriteForSubject(
      parentId: number,
      kind: NewNotification['kind'],
      subjectId: number,
      content: Pick<NewNotification, 'sentence' | 'link'>,
    ): Promise<void> {
      const message = saySentence(content.sentence, await parentLocale(db, parentId)) ?? '';
      await db
        .update(notifications)
        .set({ message, sentence: content.sentence, link: content.link })
        .where(
          and(
            eq(notifications.parentId, parentId),
            eq(notifications.kind, kind),
            eq(notifications.subjectId, subjectId),
          ),
        );
    },

    /**
     * The other parents' notifications about requests `parentId` sent or received (request
     * notifications and meetup reminders, `subjectId` the request): what account deletion
     * rewrites before the requests go (issue 27), each with its reader's saved language. Run in
     * a transaction.
     */
    othersAboutRequestsOf(
      parentId: number,
    ): Promise<
      (Pick<NotificationRecord, 'id' | 'kind' | 'message' | 'sentence'> & { locale: Locale })[]
    > {
      return db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          message: notifications.message,
          sentence: notifications.sentence,
          locale: parents.locale,
        })
        .from(notifications)
        .innerJoin(friendRequests, eq(friendRequests.id, notifications.subjectId))
        .innerJoin(parents, eq(parents.id, notifications.parentId))
        .where(
          and(
            inArray(notifications.kind, REQUEST_KINDS),
            // Every other guardian of either family may hold one (decision 058).
            or(eq(friendRequests.senderId, parentId), eq(friendRequests.receiverId, parentId)),
            ne(notifications.parentId, parentId),
          ),
        );
    },

    /** Sets the sentence and text of one notification (read state, link and time stay). */
    async setContent(
      id: number,
      content: Pick<NotificationRecord, 'message' | 'sentence'>,
    ): Promise<void> {
      await db.update(notifications).set(content).where(eq(notifications.id, id));
    },

    /** Marks every unread notification of `parentId` read, in one statement. */
    async markAllRead(parentId: number): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.parentId, parentId), isNull(notifications.readAt)));
    },

    /**
     * Calendar events of every family starting in (`from`, `until`], one row per member of the
     * event's family (every member sees the family's calendar, decision 056) who has no
     * reminder of it at that start yet, soonest first.
     */
    dueEvents(from: Date, until: Date, limit: number): Promise<DueEvent[]> {
      return db
        .select({
          id: scheduleEvents.id,
          parentId: familyMembers.parentId,
          kidId: scheduleEvents.kidId,
          kidName: kids.name,
          title: scheduleEvents.title,
          startsAt: scheduleEvents.startsAt,
        })
        .from(scheduleEvents)
        .innerJoin(familyMembers, eq(familyMembers.familyId, scheduleEvents.familyId))
        .leftJoin(kids, eq(kids.id, scheduleEvents.kidId))
        .where(
          and(
            gt(scheduleEvents.startsAt, from),
            lte(scheduleEvents.startsAt, until),
            sql`not ${hasReminder(familyMembers.parentId, 'event-reminder', scheduleEvents.id, scheduleEvents.startsAt)}`,
          ),
        )
        .orderBy(scheduleEvents.startsAt, scheduleEvents.id, familyMembers.parentId)
        .limit(limit);
    },

    /**
     * Accepted meetups starting in (`from`, `until`] between families that are still friends (a
     * block or an unfriending ends that), one row per guardian of either family (requests are
     * the guardians', decision 058; issue 24: reminders to every member who sees them) who has
     * no reminder of it at that start yet, soonest first.
     */
    dueMeetups(from: Date, until: Date, limit: number): Promise<DueMeetup[]> {
      const ofSender = sql`${recipient.familyId} = ${friendRequests.senderFamilyId}`;
      return db
        .select({
          id: friendRequests.id,
          parentId: recipient.parentId,
          otherId: sql<number>`case when ${ofSender} then ${friendRequests.receiverId} else ${friendRequests.senderId} end`,
          otherName: sql<string>`case when ${ofSender} then ${receiver.name} else ${sender.name} end`,
          meetingType: friendRequests.meetingType,
          proposedTime: friendRequests.proposedTime,
        })
        .from(friendRequests)
        .innerJoin(sender, eq(sender.id, friendRequests.senderId))
        .innerJoin(receiver, eq(receiver.id, friendRequests.receiverId))
        .innerJoin(
          friendships,
          friendshipOf(friendRequests.senderFamilyId, friendRequests.receiverFamilyId),
        )
        .innerJoin(
          recipient,
          and(
            eq(recipient.role, 'guardian'),
            or(
              eq(recipient.familyId, friendRequests.senderFamilyId),
              eq(recipient.familyId, friendRequests.receiverFamilyId),
            ),
          ),
        )
        .where(
          and(
            eq(friendRequests.status, 'accepted'),
            gt(friendRequests.proposedTime, from),
            lte(friendRequests.proposedTime, until),
            sql`not ${hasReminder(recipient.parentId, 'meetup-reminder', friendRequests.id, friendRequests.proposedTime)}`,
          ),
        )
        .orderBy(friendRequests.proposedTime, friendRequests.id, recipient.parentId)
        .limit(limit);
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
