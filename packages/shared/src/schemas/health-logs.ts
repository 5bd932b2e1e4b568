import { z } from 'zod';
import { MOODS } from '../rules/health-logs.js';

// The health tracker's texts and what the server answers. What a client sends — the forms',
// the query's and the export's schemas — is in health-log-requests.ts: only the forms and the
// server load it, so a kid's health tracker draws its first screen without it (issue 29).

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

export const healthLogPageSchema = z.object({
  logs: z.array(healthLogSchema),
  /** Offset of the next page, or null on the last one. */
  nextOffset: z.number().int().nullable(),
});
