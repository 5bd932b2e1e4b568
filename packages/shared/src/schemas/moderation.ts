import { z } from 'zod';
import { recordIdSchema, textSchema } from './common.js';
import {
  MAX_REPORT_NOTE,
  MODERATION_ACTIONS,
  REPORT_HISTORY_LIMIT,
  REPORT_MESSAGES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from './moderation-texts.js';
import { pageSchema } from './page.js';
import { pageNumberSchema, pageSizeUpTo } from './paging.js';

/**
 * Reports and moderation (issue 27, decision 060). A guardian reports a family (from a public
 * kid card, a request or the chat header) or a single message they received, with a reason and
 * an optional note; moderators read the open reports and act on them, and every action is
 * written to an append-only audit log. The reported party never learns who reported.
 */

export * from './moderation-texts.js';

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
 * One of a family's other reports as a moderator reads it in the report's history: when it was
 * filed, why, about what, whether it is still open and, once closed, the first moderation action
 * taken on it (the audit log's; null while open). Never who reported it.
 */
export const reportHistoryEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  reason: z.enum(REPORT_REASONS),
  targetType: z.enum(REPORT_TARGET_TYPES),
  status: z.enum(REPORT_STATUSES),
  firstAction: z.enum(MODERATION_ACTIONS).nullable(),
});
export type ReportHistoryEntry = z.infer<typeof reportHistoryEntrySchema>;

/**
 * An open report as the Moderation screen shows it: the reported message with the five
 * before it in that conversation (`context`, oldest first; empty for a family report), and the
 * family: its public cards by first name (as Explore shows them), how many reports it has had
 * in all, whether it is hidden or has a suspended account now, and its report history — its
 * other reports (open or closed, this one excluded), newest first, at most
 * {@link REPORT_HISTORY_LIMIT} (10; `reportCount` says how many there are in all).
 */
export const moderationReportSchema = reportSchema.omit({ status: true }).extend({
  message: moderationMessageSchema.nullable(),
  context: z.array(moderationMessageSchema),
  family: z.object({
    id: z.number().int(),
    cards: z.array(z.object({ kidId: z.number().int(), firstName: z.string() })),
    reportCount: z.number().int(),
    hidden: z.boolean(),
    suspended: z.boolean(),
    history: z.array(reportHistoryEntrySchema).max(REPORT_HISTORY_LIMIT),
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
