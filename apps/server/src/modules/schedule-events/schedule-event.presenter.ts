import type { ScheduleEvent } from '@nestling/shared';
import type { ScheduleEventRecord } from './schedule-event.repository.js';

/** A schedule event as every answer shows it (spec §3 Schedule event). */
export function presentScheduleEvent(record: ScheduleEventRecord): ScheduleEvent {
  const start = record.startsAt.toISOString();
  return {
    id: record.id,
    createdBy: record.createdBy,
    kidId: record.kidId,
    kidName: record.kidName,
    title: record.title,
    description: record.description,
    date: start,
    startTime: start,
    createdAt: record.createdAt.toISOString(),
  };
}
