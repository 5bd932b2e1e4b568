import type { HealthLog } from '@nestling/shared';
import { fileUrl } from '../files/file.presenter.js';
import type { HealthLogRecord } from './health-log.repository.js';

/** A health log as every answer shows it (spec §3 Health log). */
export function presentHealthLog(record: HealthLogRecord): HealthLog {
  return {
    id: record.id,
    createdBy: record.createdBy,
    kidId: record.kidId,
    kidName: record.kidName,
    source: record.source,
    mood: record.mood,
    sleep: record.sleepHours,
    date: record.date,
    notes: record.notes,
    medicalInfo: record.medicalInfo,
    vaccination: record.vaccination,
    document: record.document
      ? {
          url: fileUrl(record.document.id),
          name: record.document.name ?? `document-${record.document.id}`,
          contentType: record.document.contentType,
        }
      : null,
    selfAssessment: record.selfAssessment,
    createdAt: record.createdAt.toISOString(),
  };
}
