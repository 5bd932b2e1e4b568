import { z } from 'zod';
import { isFutureDate, isIsoDate } from '../rules/dates.js';
import { MOODS } from '../rules/health-logs.js';
import { recordIdSchema, textSchema } from './common.js';

/** Texts of the health tracker (spec §5 Health log, Self-assessment; §8.2 Health). */
export const HEALTH_MESSAGES = {
  kidMissing: '❌ This kid does not exist. Redirecting...',
  kidCheckFailed: '❌ Failed to verify kid. Redirecting...',
  loadFailed: '❌ Failed to load logs.',
  submissionFailed: '❌ Submission failed: ',
  logAdded: '✅ Health log added successfully!',
  assessmentAdded: '✅ Self-assessment submitted successfully!',
  nameAndDateRequired: '❌ Kid Name and Date are required.',
  logUpdated: '✅ Health log updated.',
  logDeleted: '✅ Health log deleted.',
  deleteConfirm: 'Delete this health log? This cannot be undone.',
  exportFailed: '❌ Could not export the logs.',
  dateRequired: 'Please enter a date.',
  dateInvalid: 'Enter a valid date.',
  dateFuture: 'The date cannot be in the future.',
  moodInvalid: 'Mood must be Happy, Okay or Sad.',
  sleepInvalid: 'Sleep must be a number of hours from 0 to 24, in half hours.',
  textTooLong: 'This text is too long.',
  selectRequired: 'Please answer every question.',
  kidIdInvalid: 'Invalid or missing kid ID.',
  documentType: 'Unsupported file type. Allowed: JPG, PNG, WEBP, PDF.',
  documentTooLarge: 'File too large. Max 5MB.',
  documentUnreadable: 'The file could not be read. Please choose another one.',
} as const;

/** Self-assessment options (spec §5): stored as words; the emoji are labels on screen. */
export const SELF_ASSESSMENT_OPTIONS = {
  moodToday: [
    { value: 'Happy', label: '😊 Happy' },
    { value: 'Okay', label: '😐 Okay' },
    { value: 'Sad', label: '😢 Sad' },
  ],
  enjoyedDay: [
    { value: 'Yes', label: '👍 Yes' },
    { value: 'No', label: '👎 No' },
  ],
  schoolDay: [
    { value: 'Great', label: '🟢 Great' },
    { value: 'Okay', label: '🟡 Okay' },
    { value: 'Bad', label: '🔴 Bad' },
  ],
  bullied: [
    { value: 'No', label: 'No' },
    { value: 'Yes', label: 'Yes' },
  ],
} as const;

export const HEALTH_LOG_TEXT_MAX = 2000;
export const HEALTH_LOG_PAGE_SIZE_MAX = 500;

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

export const selfAssessmentAnswersSchema = z.object({
  moodToday: z.enum(MOODS),
  happyReason: z.string().nullable(),
  sadReason: z.string().nullable(),
  enjoyedDay: z.enum(['Yes', 'No']),
  schoolDay: z.enum(['Great', 'Okay', 'Bad']),
  bullied: z.enum(['No', 'Yes']),
});
export type SelfAssessmentAnswers = z.infer<typeof selfAssessmentAnswersSchema>;

/** Where a log comes from: a parent's entry or a child's self-assessment (spec §3). */
export const HEALTH_LOG_SOURCES = ['log', 'self-assessment'] as const;

/** A health log as answered (spec §3 Health log; self-assessments appear as logs too). */
export const healthLogSchema = z.object({
  id: z.number().int(),
  /** The member who wrote it (decision 056), null once their account is gone. */
  createdBy: z.number().int().nullable(),
  kidId: z.number().int(),
  kidName: z.string(),
  source: z.enum(HEALTH_LOG_SOURCES),
  mood: z.enum(MOODS).nullable(),
  sleep: z.number().nullable(),
  date: z.string(),
  notes: z.string().nullable(),
  medicalInfo: z.string().nullable(),
  vaccination: z.string().nullable(),
  document: z.object({ url: z.string(), name: z.string(), contentType: z.string() }).nullable(),
  selfAssessment: selfAssessmentAnswersSchema.nullable(),
  createdAt: z.string(),
});
export type HealthLog = z.infer<typeof healthLogSchema>;

export const healthLogBodySchema = z.object({ log: healthLogSchema });

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

export const healthLogPageSchema = z.object({
  logs: z.array(healthLogSchema),
  /** Offset of the next page, or null on the last one. */
  nextOffset: z.number().int().nullable(),
});

export const healthLogExportQuerySchema = z.object({
  kidId: kidIdSchema,
  format: z.literal('csv').default('csv'),
});
