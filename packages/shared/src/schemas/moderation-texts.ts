/**
 * The constants and texts of reports and moderation (issue 27, decision 060), apart from their
 * zod schemas (moderation.ts) so that a screen showing only a text — a card's "Report" —
 * carries no schema code (route budgets, decision 059).
 */

/** Why a report is made (the display texts are {@link REPORT_MESSAGES}.reasons). */
export const REPORT_REASONS = [
  'spam',
  'inappropriate',
  'harassment',
  'child-safety',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a report is about: a family (named by one of its parents' ids) or one message. */
export const REPORT_TARGET_TYPES = ['family', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** A report is open until a moderator's first action closes it. */
export const REPORT_STATUSES = ['open', 'closed'] as const;

/** What a moderator does with a report (each with a required reason). */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'suspend', 'reinstate'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** At most this many reports per reporter per day (rolling 24 hours). */
export const REPORTS_PER_DAY = 10;
/** At most this many of a family's other reports come with an open report (its history). */
export const REPORT_HISTORY_LIMIT = 10;
/** The longest note of a report and reason of a moderation action. */
export const MAX_REPORT_NOTE = 1000;

/** How friends see a suspended account's name (where a deleted one shows "Deleted account"). */
export const SUSPENDED_ACCOUNT_NAME = 'Suspended account';

/** What each reason is called (REPORT_MESSAGES.reasons). */
const REASON_TEXTS = {
  spam: 'Spam',
  inappropriate: 'Inappropriate content',
  harassment: 'Harassment',
  'child-safety': 'A concern for a child’s safety',
  other: 'Other',
} as const satisfies Record<ReportReason, string>;

/** What each action is called (REPORT_MESSAGES.actions). */
const ACTION_TEXTS = {
  dismiss: 'Dismiss',
  hide: 'Hide the family’s kids from Explore',
  suspend: 'Suspend the account',
  reinstate: 'Reinstate',
} as const satisfies Record<ModerationAction, string>;

/** A report's standing in the history when no action names it. */
const STATUS_TEXTS = { open: 'open', closed: 'closed' } as const satisfies Record<
  (typeof REPORT_STATUSES)[number],
  string
>;

/** A report's reason and what was reported ("Spam — a message"). */
function reportSubject(reason: ReportReason, targetType: ReportTargetType): string {
  return `${REASON_TEXTS[reason]} — ${targetType === 'message' ? 'a message' : 'a family'}`;
}

/** Texts of reports and moderation. */
export const REPORT_MESSAGES = {
  reasons: REASON_TEXTS,
  reasonLabel: 'Why are you reporting this?',
  reasonRequired: 'Please choose a reason.',
  noteTooLong: `The note must be at most ${MAX_REPORT_NOTE} characters.`,
  submit: 'Send report',
  targetTypeInvalid: 'Choose a family or a message to report.',
  notFound: 'Not found.',
  ownFamily: 'You cannot report your own family.',
  tooMany: `You can send at most ${REPORTS_PER_DAY} reports a day. Please try again tomorrow.`,
  /** The reporter's notification when a moderator closes the report (no detail). */
  reviewed: 'We reviewed your report.',
  /** The offer after a report (issue 27, "Reporting also offers to block"). */
  blockOffer: (firstName: string) => `Block ${firstName}’s family too?`,
  blockFamily: (firstName: string) => `Block ${firstName}’s family`,
  close: 'Close',
  /** What each action is called on the screen and in the audit log. */
  actions: ACTION_TEXTS,
  /** An audit entry's subject: the report, its family and the accounts acted on. */
  auditSubject: (reportId: number, familyId: number, parentIds: readonly number[]) =>
    `Report #${reportId} · family #${familyId}` +
    (parentIds.length > 0
      ? ` · account${parentIds.length === 1 ? '' : 's'} #${parentIds.join(', #')}`
      : ''),
  actionInvalid: 'Choose dismiss, hide, suspend or reinstate.',
  actionReasonRequired: 'Please give a reason for the action.',
  actionReasonTooLong: `The reason must be at most ${MAX_REPORT_NOTE} characters.`,
  reportNotFound: 'Report not found.',
  /** A report card's title: the reason and what was reported. */
  reportTitle: reportSubject,
  /** A report card's line on the reported family: its kids' first names and its standing. */
  reportedFamily: (
    familyId: number,
    firstNames: readonly string[],
    reportCount: number,
    standing: { hidden: boolean; suspended: boolean },
  ) =>
    `Family #${familyId}: ${firstNames.join(', ') || 'no public kids'} · ` +
    `${reportCount} report${reportCount === 1 ? '' : 's'} in all` +
    (standing.hidden ? ' · hidden from Explore' : '') +
    (standing.suspended ? ' · suspended' : ''),
  /** One line of the report history: why, about what, and open or the first action taken. */
  historyEntry: (entry: {
    reason: ReportReason;
    targetType: ReportTargetType;
    status: (typeof REPORT_STATUSES)[number];
    firstAction: ModerationAction | null;
  }) =>
    `${reportSubject(entry.reason, entry.targetType)} · ` +
    (entry.firstAction ? ACTION_TEXTS[entry.firstAction] : STATUS_TEXTS[entry.status]),
  /** Who wrote a message of a report's context. */
  contextAuthor: (fromReported: boolean) => (fromReported ? 'Reported account' : 'Reporter'),
} as const;
