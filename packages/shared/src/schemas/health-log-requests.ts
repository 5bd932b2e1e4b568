import { z } from 'zod';
import { isFutureDate, isIsoDate } from '../rules/dates.js';
import { MOODS } from '../rules/health-logs.js';
import { recordIdSchema, textSchema } from './common.js';
import {
  HEALTH_LOG_PAGE_SIZE_MAX,
  HEALTH_LOG_TEXT_MAX,
  HEALTH_MESSAGES,
} from './health-log-texts.js';

/**
 * What a client sends to the health tracker (spec §5 Health log, Self-assessment; §7.5): the
 * health-log and self-assessment forms' fields, the log list's query and the export's. The
 * forms validate with them, the server parses with them; a screen that only shows logs needs
 * none of it (its answers' schemas are in health-logs.ts), so none of it is on the health
 * tracker's first load (issue 29: the forms load after the kid check, decision 067).
 */

const kidIdSchema = recordIdSchema(HEALTH_MESSAGES.kidIdInvalid);

/** A log's date: `YYYY-MM-DD`, required, not in the future. */
export const healthDateSchema = z
  .string({ error: HEALTH_MESSAGES.dateRequired })
  .trim()
  .min(1, HEALTH_MESSAGES.dateRequired)
  .transform((value) => value.slice(0, 10))
  .refine(isIsoDate, HEALTH_MESSAGES.dateInvalid)
  .refine((value) => !isFutureDate(value), HEALTH_MESSAGES.dateFuture);

const optionalText = (max = HEALTH_LOG_TEXT_MAX) =>
  textSchema()
    .trim()
    .max(max, HEALTH_MESSAGES.textTooLong)
    .nullable()
    .optional()
    .transform((value) => (value ? value.replace(/\r\n?/g, '\n') : null));

/** Hours of sleep: empty means not recorded; else 0–24 in half hours (spec §3: a number). */
export const sleepSchema = z
  .union([z.number(), z.string().trim()])
  .nullable()
  .optional()
  .transform((value, context) => {
    if (value === null || value === undefined || value === '') return null;
    const hours = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(hours) || hours < 0 || hours > 24 || !Number.isInteger(hours * 2)) {
      context.addIssue({ code: 'custom', message: HEALTH_MESSAGES.sleepInvalid });
      return z.NEVER;
    }
    return hours;
  });

const moodSchema = z
  .union([z.enum(MOODS), z.literal('')], { error: HEALTH_MESSAGES.moodInvalid })
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/**
 * The health-log form's text fields (POST /api/health multipart, spec §7.5). `kidName` is
 * what the form showed; the kid's stored name is what answers carry.
 */
export const healthLogFieldsSchema = z.object({
  kidId: kidIdSchema,
  kidName: textSchema().trim().max(60).optional(),
  mood: moodSchema,
  sleep: sleepSchema,
  date: healthDateSchema,
  notes: optionalText(),
  medicalInfo: optionalText(),
  vaccination: optionalText(500),
});
export type HealthLogFields = z.output<typeof healthLogFieldsSchema>;

/** PATCH /api/health/:id: the same fields but the kid; `removeDocument=true` drops the file. */
export const healthLogUpdateSchema = healthLogFieldsSchema.omit({ kidId: true }).extend({
  removeDocument: z.enum(['true', 'false']).optional(),
});
export type HealthLogUpdate = z.output<typeof healthLogUpdateSchema>;

const requiredSelect = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: HEALTH_MESSAGES.selectRequired });

/** POST /api/self-assessments (spec §3 Self-assessment, §5 required selects). */
export const selfAssessmentSchema = z.strictObject({
  kidId: kidIdSchema,
  moodToday: requiredSelect(MOODS),
  happyReason: optionalText(500),
  sadReason: optionalText(500),
  enjoyedDay: requiredSelect(['Yes', 'No']),
  schoolDay: requiredSelect(['Great', 'Okay', 'Bad']),
  bullied: requiredSelect(['No', 'Yes']),
  notes: optionalText(),
  /** The child's today as the browser sees it; default: the server's UTC date. */
  date: healthDateSchema.optional(),
});
export type SelfAssessmentRequest = z.output<typeof selfAssessmentSchema>;

/** A bound of a date range: a real `YYYY-MM-DD` date from year 100 on (see isIsoDate). */
const rangeDateSchema = z.string().refine(isIsoDate, HEALTH_MESSAGES.dateInvalid);

/** GET /api/health?kidId= with optional range and paging; newest first. */
export const healthLogQuerySchema = z
  .object({
    kidId: kidIdSchema,
    from: rangeDateSchema.optional(),
    to: rangeDateSchema.optional(),
    limit: z.coerce.number().int().min(1).max(HEALTH_LOG_PAGE_SIZE_MAX).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine(
    (query) => !query.from || !query.to || query.from <= query.to,
    'The range must have "from" before "to".',
  );

export const healthLogExportQuerySchema = z.object({
  kidId: kidIdSchema,
  format: z.literal('csv').default('csv'),
});
