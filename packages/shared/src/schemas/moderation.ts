import { z } from 'zod';
import { recordIdSchema, textSchema } from './common.js';
import { pageNumberSchema, pageSchema, pageSizeUpTo } from './paging.js';

/**
 * Reports and moderation (issue 27, decision 060). A guardian reports a family (from a public
 * kid card, a request or the chat header) or a single message they received, with a reason and
 * an optional note; moderators read the open reports and act on them, and every action is
 * written to an append-only audit log. The reported party never learns who reported.
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
/** The longest note of a report and reason of a moderation action. */
export const MAX_REPORT_NOTE = 1000;

/** How friends see a suspended account's name (where a deleted one shows "Deleted account"). */
export const SUSPENDED_ACCOUNT_NAME = 'Suspended account';

/** Texts of reports and moderation. */
export const REPORT_MESSAGES = {
  reasons: {
    spam: 'Spam',
    inappropriate: 'Inappropriate content',
    harassment: 'Harassment',
    'child-safety': 'A concern for a child’s safety',
    other: 'Other',
  } satisfies Record<ReportReason, string>,
  reportFamily: 'Report family',
  /** A card's or a request's button (its accessible name adds whose family). */
  report: 'Report',
  reportFamilyOf: (name: string) => `Report the family of ${name}`,
  reportMessage: 'Report message',
  reasonLabel: 'Why are you reporting this?',
  reasonRequired: 'Please choose a reason.',
  noteLabel: 'Anything else our moderators should know? (optional)',
  noteTooLong: `The note must be at most ${MAX_REPORT_NOTE} characters.`,
  submit: 'Send report',
  sent: 'Thank you. Our moderators will review your report; the family is not told who reported.',
  failed: '❌ Failed to send the report',
  targetTypeInvalid: 'Choose a family or a message to report.',
  notFound: 'Not found.',
  ownFamily: 'You cannot report your own family.',
  tooMany: `You can send at most ${REPORTS_PER_DAY} reports a day. Please try again tomorrow.`,
  /** The reporter's notification when a moderator closes the report (no detail). */
  reviewed: 'We reviewed your report.',
  /** The offer after a report (issue 27, "Reporting also offers to block"). */
  blockOffer: (firstName: string) => `Block ${firstName}’s family too?`,
  /** Where no public kid of the family is at hand (a chat, a request): how to block it. */
  blockElsewhere:
    'To block this family as well, use Block on one of their kids’ cards in Explore Kids.',
  blockFamily: (firstName: string) => `Block ${firstName}’s family`,
  close: 'Close',
  cancel: 'Cancel',
  reasonPlaceholder: 'Choose a reason',
  moderationTitle: 'Moderation',
  moderationDescription:
    'Open reports, newest first. Every action needs a reason and is written to the audit log.',
  /** The Moderation screen's two views. */
  views: { reports: 'Open reports', audit: 'Audit log' },
  viewsLabel: 'Moderation views',
  /** What each action is called on the screen and in the audit log. */
  actions: {
    dismiss: 'Dismiss',
    hide: 'Hide the family’s kids from Explore',
    suspend: 'Suspend the account',
    reinstate: 'Reinstate',
  } satisfies Record<ModerationAction, string>,
  actionLabel: 'Action',
  actionReasonLabel: 'Reason',
  apply: 'Apply',
  actionFailed: 'The action failed.',
  loadingReports: 'Loading reports…',
  loadReportsFailed: 'Could not load reports.',
  reportPages: 'Report pages',
  loadingAudit: 'Loading the audit log…',
  loadAuditFailed: 'Could not load the audit log.',
  auditPages: 'Audit log pages',
  auditEmpty: 'No moderation action yet.',
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
  noOpenReports: 'No open reports.',
} as const;

/** `POST /api/reports`. */
export const reportCreateSchema = z.strictObject({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: REPORT_MESSAGES.targetTypeInvalid }),
  targetId: recordIdSchema(REPORT_MESSAGES.notFound),
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired }),
  note: textSchema({ error: REPORT_MESSAGES.noteTooLong })
    .trim()
    .max(MAX_REPORT_NOTE, REPORT_MESSAGES.noteTooLong)
    .optional(),
});
export type ReportCreate = z.output<typeof reportCreateSchema>;

/** A report as its reporter gets it back. */
export const reportSchema = z.object({
  id: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/** A message as a moderator reads it: who of the two sent it (`fromReported`), and when. */
export const moderationMessageSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  /** Sent by the reported account (else by the reporter). */
  fromReported: z.boolean(),
});

/**
 * An open report as the Moderation screen shows it: the reported message with the five
 * before it in that conversation (`context`, oldest first; empty for a family report), and the
 * family: its public cards by first name (as Explore shows them), how many reports it has had
 * in all, and whether it is hidden or has a suspended account now.
 */
export const moderationReportSchema = z.object({
  id: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
  message: moderationMessageSchema.nullable(),
  context: z.array(moderationMessageSchema),
  family: z.object({
    id: z.number().int(),
    cards: z.array(z.object({ kidId: z.number().int(), firstName: z.string() })),
    reportCount: z.number().int(),
    hidden: z.boolean(),
    suspended: z.boolean(),
  }),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

/** `GET /api/moderation/reports` and `GET /api/moderation/audit`: the page asked for. */
export const moderationPageQuerySchema = z.object({
  page: pageNumberSchema,
  pageSize: pageSizeUpTo(50, 20),
});
export type ModerationPageQuery = z.output<typeof moderationPageQuerySchema>;

/** `GET /api/moderation/reports`: open reports, newest first. */
export const moderationReportPageSchema = pageSchema(moderationReportSchema);
export type ModerationReportPage = z.infer<typeof moderationReportPageSchema>;

/** `POST /api/moderation/reports/:id/actions`. */
export const moderationActionSchema = z.strictObject({
  action: z.enum(MODERATION_ACTIONS, { error: REPORT_MESSAGES.actionInvalid }),
  reason: textSchema({ error: REPORT_MESSAGES.actionReasonRequired })
    .trim()
    .min(1, REPORT_MESSAGES.actionReasonRequired)
    .max(MAX_REPORT_NOTE, REPORT_MESSAGES.actionReasonTooLong),
});
export type ModerationActionRequest = z.output<typeof moderationActionSchema>;

/** `POST /api/moderation/reports/:id/actions`: the report's id. */
export const reportIdParamsSchema = z.object({
  id: recordIdSchema(REPORT_MESSAGES.reportNotFound),
});

/** One entry of the audit log: who, when, what, why, and on what. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  moderatorId: z.number().int(),
  moderatorEmail: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string(),
  reportId: z.number().int(),
  familyId: z.number().int(),
  parentIds: z.array(z.number().int()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/moderation/audit`: newest first. */
export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
