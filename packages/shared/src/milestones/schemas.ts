import { z } from 'zod';
import { MILESTONE_TITLE_MAX_LENGTH } from '../constants.js';
import { isIsoDate, isTodaySomewhere } from '../rules/dates.js';
import { NOT_FOUND_MESSAGES, recordIdSchema, textSchema } from '../schemas/common.js';
import { MILESTONE_DOMAINS } from './domains.js';

/**
 * The most suggestions one call answers (our limit; spec §9 reveals them one by one every
 * 250 ms, so 12 take 3 s). Both providers keep to it.
 */
export const MAX_SUGGESTIONS = 12;

/** A suggestion's domain: one of the four of CDC's checklists (see MILESTONE_DOMAINS). */
export const milestoneDomainSchema = z.enum(MILESTONE_DOMAINS);

/**
 * One item of the answer of POST /api/ai/milestones (spec §3 AI milestone suggestion: title,
 * date; issue 10 adds domain and source, and the built-in provider also fills ageMonths and
 * rationale). Used by the server to validate what a provider returns — the OpenAI-compatible
 * one included — and by the web to read the answer.
 * - `date`: `YYYY-MM-DD`, the day the kid reaches the milestone's age (today if passed).
 * - `ageMonths`: the checklist age or the goal's minimum age, in whole months.
 * - `rationale`: one line on why it is suggested.
 */
export const milestoneSuggestionSchema = z.object({
  title: textSchema().trim().min(1).max(MILESTONE_TITLE_MAX_LENGTH),
  date: z.string().refine(isIsoDate, 'Expected a YYYY-MM-DD date.'),
  domain: milestoneDomainSchema,
  source: textSchema().trim().min(1).max(80),
  ageMonths: z.number().int().min(0).max(300).optional(),
  rationale: textSchema().trim().min(1).max(200).optional(),
});
export type MilestoneSuggestion = z.infer<typeof milestoneSuggestionSchema>;

/** The whole answer of POST /api/ai/milestones: at most MAX_SUGGESTIONS items. */
export const milestoneSuggestionListSchema = z
  .array(milestoneSuggestionSchema)
  .max(MAX_SUGGESTIONS);

/** Text of a `today` that is no time zone's today. */
export const SUGGESTION_TODAY_MESSAGE = 'Send today’s date as YYYY-MM-DD.';

/**
 * The body of POST /api/ai/milestones (spec §7.5: `{kidId}`), and optionally the parent's
 * `today` (`YYYY-MM-DD` in the browser's time zone), the day suggestions are dated from — the
 * health routes' rule. It must be today somewhere on Earth (UTC−12 … UTC+14); without it the
 * server's UTC date is used.
 */
export const milestoneSuggestionRequestSchema = z.object({
  kidId: recordIdSchema(NOT_FOUND_MESSAGES.kid),
  today: z
    .string({ error: SUGGESTION_TODAY_MESSAGE })
    .refine((value) => isTodaySomewhere(value), SUGGESTION_TODAY_MESSAGE)
    .optional(),
});
export type MilestoneSuggestionRequest = z.infer<typeof milestoneSuggestionRequestSchema>;
