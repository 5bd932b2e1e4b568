import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { HEALTH_LOG_SOURCES, MOODS, type SelfAssessmentAnswers } from '@nestling/shared';
import { files } from './files.js';
import { kidRecordColumns } from './kid-records.js';
import { createdAt } from './columns.js';

/**
 * A health log (spec §3): a parent's entry (`source` = 'log') or a child's self-assessment
 * (`source` = 'self-assessment', answers in `selfAssessment`), both in the kid's one list.
 * The most sensitive data we keep: owner-only, deleted with the kid.
 */
export const healthLogs = pgTable(
  'health_logs',
  {
    id: serial('id').primaryKey(),
    ...kidRecordColumns(),
    source: text('source', { enum: HEALTH_LOG_SOURCES }).notNull().default('log'),
    date: date('date', { mode: 'string' }).notNull(),
    mood: text('mood', { enum: MOODS }),
    /** Hours of sleep (0–24, half hours). */
    sleepHours: real('sleep_hours'),
    notes: text('notes'),
    medicalInfo: text('medical_info'),
    vaccination: text('vaccination'),
    documentFileId: integer('document_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    selfAssessment: jsonb('self_assessment').$type<SelfAssessmentAnswers>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('health_logs_kid_date_idx').on(table.kidId, table.date)],
);
