import {
  REPORT_HISTORY_LIMIT,
  REPORT_MESSAGES,
  REPORTS_PER_DAY,
  pageOffset,
  publicFirstName,
  type AuditPage,
  type ModerationActionRequest,
  type ModerationPageQuery,
  type ModerationReport,
  type ModerationReportPage,
  type Report,
  type ReportHistoryEntry,
  type ReportCreate,
} from '@nestling/shared';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.js';
import type { FamilyMember, SessionParent } from '../../lib/request-context.js';
import type { AuthService } from '../auth/auth.service.js';
import type { SessionRef } from '../auth/auth.repository.js';
import { notificationFor } from '../notifications/notification-content.js';
import type { WrittenNotification } from '../notifications/notification.repository.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { FamilyRepository } from '../family/family.repository.js';
import type { FriendRepository } from '../friends/friend.repository.js';
import type { RunInTransaction } from '../repositories.js';
import type {
  AuditRecord,
  MessageRow,
  ModerationRepository,
  ReportRecord,
} from './moderation.repository.js';

/** How many messages before a reported one a moderator sees. */
const CONTEXT_MESSAGES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What every reader of a report sees of it, the reporter and the moderators alike. */
function reportFields(row: ReportRecord): Omit<Report, 'status'> {
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentReport(row: ReportRecord): Report {
  return { ...reportFields(row), status: row.status };
}

function presentAudit(row: AuditRecord): AuditPage['items'][number] {
  return {
    id: row.id,
    moderatorId: row.moderatorId,
    moderatorEmail: row.moderatorEmail,
    action: row.action,
    reason: row.reason,
    reportId: row.reportId,
    familyId: row.familyId,
    parentIds: row.parentIds,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Reports and moderation (issue 27, decision 060). A guardian reports a family they can see or
 * a message they received; a moderator reads the open reports and acts on one — dismiss, hide
 * the family from Explore, suspend the account(s), reinstate — each written to the audit log in
 * the same transaction, and the report's first action closes it and tells the reporter "We
 * reviewed your report." A suspension's sessions end on every instance after the commit.
 */
export function createModerationService(deps: {
  repository: ModerationRepository;
  /** Whose family a reported parent is in (a report of one's own family is refused). */
  family: Pick<FamilyRepository, 'membership'>;
  /** Which family a parent's id names, if the reporter can see it (the friends repository's rule). */
  friends: Pick<FriendRepository, 'visibleFamilyOf'>;
  transaction: RunInTransaction;
  auth: Pick<AuthService, 'suspendedSessions'>;
  notifications: Pick<NotificationService, 'announce'>;
  now?: (() => number) | undefined;
}) {
  const { repository, family, friends, transaction, auth, notifications } = deps;
  const now = deps.now ?? Date.now;

  /** The family a report names and, for a message, its sender; 404 when the reporter cannot see it. */
  async function resolveTarget(
    reporter: FamilyMember,
    input: ReportCreate,
  ): Promise<{ familyId: number; parentId: number | null; messageId: number | null }> {
    if (input.targetType === 'message') {
      const message = await repository.findReceived(reporter.id, input.targetId);
      if (!message) throw notFound(REPORT_MESSAGES.notFound);
      return { familyId: message.familyId, parentId: message.senderId, messageId: input.targetId };
    }
    if ((await family.membership(input.targetId))?.familyId === reporter.familyId) {
      throw badRequest('OWN_FAMILY', REPORT_MESSAGES.ownFamily);
    }
    const familyId = await friends.visibleFamilyOf(reporter, input.targetId);
    if (familyId === undefined) throw notFound(REPORT_MESSAGES.notFound);
    return { familyId, parentId: null, messageId: null };
  }

  function presentMessage(row: MessageRow, reportedId: number | null) {
    return {
      id: row.id,
      text: row.content,
      createdAt: row.createdAt.toISOString(),
      fromReported: reportedId !== null && row.senderId === reportedId,
    };
  }

  /**
   * The report history of every family on a page in one query: for each family its
   * REPORT_HISTORY_LIMIT + 1 newest reports, so that once a report drops itself from its
   * family's list, REPORT_HISTORY_LIMIT remain (decision 060, "Report history").
   */
  async function historiesOf(rows: ReportRecord[]): Promise<Map<number, ReportHistoryEntry[]>> {
    const familyIds = [...new Set(rows.map((row) => row.familyId))];
    const byFamily = new Map<number, ReportHistoryEntry[]>();
    for (const entry of await repository.historyOf(familyIds, REPORT_HISTORY_LIMIT + 1)) {
      const list = byFamily.get(entry.familyId) ?? [];
      list.push({
        id: entry.id,
        createdAt: entry.createdAt.toISOString(),
        reason: entry.reason,
        targetType: entry.targetType,
        status: entry.status,
        firstAction: entry.firstAction,
      });
      byFamily.set(entry.familyId, list);
    }
    return byFamily;
  }

  async function presentForModerator(
    row: ReportRecord,
    familyHistory: readonly ReportHistoryEntry[],
  ): Promise<ModerationReport> {
    const [thread, cards, standing] = await Promise.all([
      row.messageId === null
        ? Promise.resolve([])
        : repository.messageWithContext(row.messageId, CONTEXT_MESSAGES),
      repository.publicKidsOf(row.familyId),
      repository.familyStanding(row.familyId),
    ]);
    const reported = thread.at(-1);
    const message = reported && reported.id === row.messageId ? reported : undefined;
    return {
      ...reportFields(row),
      message: message ? presentMessage(message, row.parentId) : null,
      context: message ? thread.slice(0, -1).map((m) => presentMessage(m, row.parentId)) : [],
      family: {
        id: row.familyId,
        cards: cards.map((kid) => ({ kidId: kid.id, firstName: publicFirstName(kid.name) })),
        ...standing,
        history: familyHistory
          .filter((entry) => entry.id !== row.id)
          .slice(0, REPORT_HISTORY_LIMIT),
      },
    };
  }

  return {
    /**
     * Files a report of a family (named by one of its parents' ids, as the app shows it) or of a
     * message the reporter received. One open report per reporter and target: reporting it again
     * answers the open one (`created` false).
     * @throws HttpError 404 for a family the reporter cannot see or a message they did not
     *   receive; 400 OWN_FAMILY for their own family; 429 DAILY_REPORT_LIMIT after REPORTS_PER_DAY in 24 hours
     */
    async report(
      reporter: FamilyMember,
      input: ReportCreate,
    ): Promise<{ report: Report; created: boolean }> {
      const target = await resolveTarget(reporter, input);
      return transaction(async ({ moderation }) => {
        await moderation.lockReporter(reporter.id);
        const open = await moderation.findOpen(reporter.id, input.targetType, input.targetId);
        if (open) return { report: presentReport(open), created: false };
        if (
          (await moderation.countSince(reporter.id, new Date(now() - DAY_MS))) >= REPORTS_PER_DAY
        ) {
          throw new HttpError(429, 'DAILY_REPORT_LIMIT', REPORT_MESSAGES.tooMany);
        }
        const row = await moderation.insert({
          reporterId: reporter.id,
          targetType: input.targetType,
          targetId: input.targetId,
          ...target,
          reason: input.reason,
          note: input.note ? input.note : null,
        });
        if (!row) throw notFound(REPORT_MESSAGES.notFound);
        return { report: presentReport(row), created: true };
      });
    },

    /** Open reports, newest first, each with what a moderator needs to decide. */
    async openReports(query: ModerationPageQuery): Promise<ModerationReportPage> {
      const { rows, total } = await repository.pageOpen(query.pageSize, pageOffset(query));
      const histories = await historiesOf(rows);
      return {
        items: await Promise.all(
          rows.map((row) => presentForModerator(row, histories.get(row.familyId) ?? [])),
        ),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * A moderator's action on report `id` (open or closed: reinstating follows a closed one),
     * written to the audit log in the same transaction. `suspend` and `reinstate` apply to a
     * message report's sender, or to a family report's guardians; `reinstate` also shows a
     * hidden family again. The report's first action closes it and notifies its reporter.
     * @throws HttpError 404 for no such report
     */
    async act(
      moderator: Pick<SessionParent, 'id' | 'email'>,
      id: number,
      input: ModerationActionRequest,
    ): Promise<void> {
      const outcome = await transaction(
        async ({ moderation, auth: sessions, notifications: rows }) => {
          const report = await moderation.findForAction(id);
          if (!report) throw notFound(REPORT_MESSAGES.reportNotFound);
          const accounts =
            input.action === 'suspend' || input.action === 'reinstate'
              ? report.targetType === 'message'
                ? report.parentId === null
                  ? []
                  : [report.parentId]
                : await moderation.guardiansOf(report.familyId)
              : [];
          const ended: SessionRef[] = [];
          if (input.action === 'hide') await moderation.setHidden(report.familyId, true);
          if (input.action === 'suspend') {
            await moderation.setSuspended(accounts, true);
            for (const parentId of accounts) {
              ended.push(...(await sessions.deleteSessionsOfParent(parentId)));
            }
          }
          if (input.action === 'reinstate') {
            await moderation.setSuspended(accounts, false);
            await moderation.setHidden(report.familyId, false);
          }
          await moderation.appendAudit({
            moderatorId: moderator.id,
            moderatorEmail: moderator.email,
            action: input.action,
            reason: input.reason,
            reportId: report.id,
            familyId: report.familyId,
            parentIds: accounts,
          });
          let written: WrittenNotification[] = [];
          if ((await moderation.close(report.id)) && report.reporterId !== null) {
            written = await rows.insert([
              notificationFor.reportReviewed(report.reporterId, report.id),
            ]);
          }
          return { ended, written };
        },
      );
      await auth.suspendedSessions(outcome.ended);
      notifications.announce(outcome.written);
    },

    /** The audit log, newest first. */
    async audit(query: ModerationPageQuery): Promise<AuditPage> {
      const { rows, total } = await repository.pageAudit(query.pageSize, pageOffset(query));
      return { items: rows.map(presentAudit), total, page: query.page, pageSize: query.pageSize };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
