import { and, count, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { ModerationAction, ReportReason, ReportTargetType } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import {
  families,
  familyMembers,
  kids,
  messages,
  moderationAudit,
  parents,
  reports,
} from '../../db/schema/index.js';

export type ReportRecord = typeof reports.$inferSelect;
export type AuditRecord = typeof moderationAudit.$inferSelect;

/** A message as a moderator reads it, with its two parties. */
export interface MessageRow {
  id: number;
  senderId: number | null;
  receiverId: number | null;
  content: string;
  createdAt: Date;
}

/** Data access for reports, moderation actions and the audit log (issue 27, decision 060). */
export function createModerationRepository(db: Database) {
  return {
    /** Message `id` if `receiverId` received it, with its sender's family; else undefined. */
    async findReceived(
      receiverId: number,
      id: number,
    ): Promise<{ senderId: number; familyId: number } | undefined> {
      const [row] = await db
        .select({ senderId: familyMembers.parentId, familyId: familyMembers.familyId })
        .from(messages)
        .innerJoin(familyMembers, eq(familyMembers.parentId, messages.senderId))
        .where(and(eq(messages.id, id), eq(messages.receiverId, receiverId)))
        .limit(1);
      return row;
    },

    /** Holds the reporter's row until the transaction ends: their reports are counted one at a time. */
    async lockReporter(reporterId: number): Promise<void> {
      await db
        .select({ id: parents.id })
        .from(parents)
        .where(eq(parents.id, reporterId))
        .for('update');
    },

    /** How many reports `reporterId` made since `since`. */
    async countSince(reporterId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(reports)
        .where(and(eq(reports.reporterId, reporterId), gte(reports.createdAt, since)));
      return row?.n ?? 0;
    },

    /** The reporter's open report of this target, if any. */
    async findOpen(
      reporterId: number,
      targetType: ReportTargetType,
      targetId: number,
    ): Promise<ReportRecord | undefined> {
      const [row] = await db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, reporterId),
            eq(reports.targetType, targetType),
            eq(reports.targetId, targetId),
            eq(reports.status, 'open'),
          ),
        )
        .limit(1);
      return row;
    },

    /** Inserts a report; undefined when an open one of the same reporter and target exists. */
    async insert(values: {
      reporterId: number;
      targetType: ReportTargetType;
      targetId: number;
      familyId: number;
      parentId: number | null;
      messageId: number | null;
      reason: ReportReason;
      note: string | null;
    }): Promise<ReportRecord | undefined> {
      const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** One page of open reports, newest first, and how many are open. */
    async pageOpen(
      limit: number,
      offset: number,
    ): Promise<{ rows: ReportRecord[]; total: number }> {
      const open = eq(reports.status, 'open');
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(reports)
          .where(open)
          .orderBy(desc(reports.createdAt), desc(reports.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(reports).where(open),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /**
     * Message `id` and up to `before` messages before it in the same conversation, oldest
     * first; empty when the message is gone.
     */
    async messageWithContext(id: number, before: number): Promise<MessageRow[]> {
      const [message] = await db
        .select({ senderId: messages.senderId, receiverId: messages.receiverId })
        .from(messages)
        .where(eq(messages.id, id))
        .limit(1);
      if (!message) return [];
      const { senderId: a, receiverId: b } = message;
      const rows = await db
        .select({
          id: messages.id,
          senderId: messages.senderId,
          receiverId: messages.receiverId,
          content: messages.content,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(
          and(
            lte(messages.id, id),
            or(
              and(
                a === null ? sql`${messages.senderId} is null` : eq(messages.senderId, a),
                b === null ? sql`${messages.receiverId} is null` : eq(messages.receiverId, b),
              ),
              and(
                b === null ? sql`${messages.senderId} is null` : eq(messages.senderId, b),
                a === null ? sql`${messages.receiverId} is null` : eq(messages.receiverId, a),
              ),
            ),
          ),
        )
        .orderBy(desc(messages.id))
        .limit(before + 1);
      return rows.reverse();
    },

    /** A family's public kids (id and full name: the presenter shows the first name only). */
    async publicKidsOf(familyId: number): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: kids.id, name: kids.name })
        .from(kids)
        .where(and(eq(kids.familyId, familyId), sql`${kids.showInExplore}`))
        .orderBy(kids.id);
    },

    /** How many reports a family has had, open or closed; whether it is hidden or suspended. */
    async familyStanding(
      familyId: number,
    ): Promise<{ reportCount: number; hidden: boolean; suspended: boolean }> {
      const [row] = await db
        .select({
          reportCount: sql<number>`(select count(*)::int from ${reports} where ${reports.familyId} = ${familyId})`,
          hidden: sql<boolean>`${families.hiddenAt} is not null`,
          suspended: sql<boolean>`exists (select 1 from ${familyMembers}
            join ${parents} on ${parents.id} = ${familyMembers.parentId}
            where ${familyMembers.familyId} = ${familyId} and ${parents.suspendedAt} is not null)`,
        })
        .from(families)
        .where(eq(families.id, familyId));
      return row ?? { reportCount: 0, hidden: false, suspended: false };
    },

    /**
     * The report history of these families in one query: each family's `perFamily` newest
     * reports (open or closed; newest first, ties by id), each with the first moderation action
     * taken on it (the audit log's oldest entry for it — one scan of these families' entries;
     * null while none). No reporter column.
     */
    async historyOf(
      familyIds: readonly number[],
      perFamily: number,
    ): Promise<
      {
        id: number;
        familyId: number;
        createdAt: Date;
        reason: ReportReason;
        targetType: ReportTargetType;
        status: ReportRecord['status'];
        firstAction: ModerationAction | null;
      }[]
    > {
      if (familyIds.length === 0) return [];
      const ranked = db
        .select({
          id: reports.id,
          familyId: reports.familyId,
          createdAt: reports.createdAt,
          reason: reports.reason,
          targetType: reports.targetType,
          status: reports.status,
          rank: sql<number>`row_number() over (partition by ${reports.familyId}
            order by ${reports.createdAt} desc, ${reports.id} desc)`.as('rank'),
        })
        .from(reports)
        .where(inArray(reports.familyId, [...familyIds]))
        .as('ranked');
      const firstActions = db
        .selectDistinctOn([moderationAudit.reportId], {
          reportId: moderationAudit.reportId,
          action: moderationAudit.action,
        })
        .from(moderationAudit)
        .where(inArray(moderationAudit.familyId, [...familyIds]))
        .orderBy(moderationAudit.reportId, moderationAudit.createdAt, moderationAudit.id)
        .as('first_actions');
      return db
        .select({
          id: ranked.id,
          familyId: ranked.familyId,
          createdAt: ranked.createdAt,
          reason: ranked.reason,
          targetType: ranked.targetType,
          status: ranked.status,
          firstAction: firstActions.action,
        })
        .from(ranked)
        .leftJoin(firstActions, eq(firstActions.reportId, ranked.id))
        .where(lte(ranked.rank, perFamily))
        .orderBy(ranked.familyId, desc(ranked.createdAt), desc(ranked.id));
    },

    /** Report `id`, its row held until the transaction ends (one action at a time). */
    async findForAction(id: number): Promise<ReportRecord | undefined> {
      const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
      return row;
    },

    /** Closes report `id`; whether it was open (the reporter is then told, once). */
    async close(id: number): Promise<boolean> {
      const closed = await db
        .update(reports)
        .set({ status: 'closed', closedAt: sql`now()` })
        .where(and(eq(reports.id, id), eq(reports.status, 'open')))
        .returning({ id: reports.id });
      return closed.length > 0;
    },

    /** The guardians of a family (whom a family report's suspension applies to). */
    async guardiansOf(familyId: number): Promise<number[]> {
      const rows = await db
        .select({ id: familyMembers.parentId })
        .from(familyMembers)
        .where(and(eq(familyMembers.familyId, familyId), eq(familyMembers.role, 'guardian')));
      return rows.map((row) => row.id);
    },

    /** Suspends (`at` now) or reinstates (null) these accounts. */
    async setSuspended(parentIds: number[], suspended: boolean): Promise<void> {
      if (parentIds.length === 0) return;
      await db
        .update(parents)
        .set({ suspendedAt: suspended ? sql`now()` : null })
        .where(inArray(parents.id, parentIds));
    },

    /** Hides a family's kids from Explore, or shows them again. */
    async setHidden(familyId: number, hidden: boolean): Promise<void> {
      await db
        .update(families)
        .set({ hiddenAt: hidden ? sql`now()` : null })
        .where(eq(families.id, familyId));
    },

    /** Appends an entry to the audit log. */
    async appendAudit(values: {
      moderatorId: number;
      moderatorEmail: string;
      action: ModerationAction;
      reason: string;
      reportId: number;
      familyId: number;
      parentIds: number[];
    }): Promise<void> {
      await db.insert(moderationAudit).values(values);
    },

    /** One page of the audit log, newest first, and how many entries it has. */
    async pageAudit(
      limit: number,
      offset: number,
    ): Promise<{ rows: AuditRecord[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(moderationAudit)
          .orderBy(desc(moderationAudit.createdAt), desc(moderationAudit.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(moderationAudit),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
