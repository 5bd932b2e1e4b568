import { z } from 'zod';
import { MOODS } from '../rules/health-logs.js';

// The health tracker's texts and what the server answers. What a client sends — the forms',
// the query's and the export's schemas — is in health-log-requests.ts: only the forms and the
// server load it, so a kid's health tracker draws its first screen without it (issue 29).

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
