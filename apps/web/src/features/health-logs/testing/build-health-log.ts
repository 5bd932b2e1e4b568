import { todayIsoDate, type HealthLog } from '@nestling/shared';
import { daysBefore } from '../utils/log-days';

let nextId = 1;

/**
 * A health log as the API presents one; override any field. `daysAgo` sets its date relative
 * to the viewer's today.
 */
export function buildHealthLog(
  overrides: Partial<HealthLog> & { daysAgo?: number } = {},
): HealthLog {
  const { daysAgo = 0, ...fields } = overrides;
  const id = fields.id ?? nextId++;
  const date = fields.date ?? daysBefore(todayIsoDate(), daysAgo);
  return {
    id,
    // Written by buildParent's parent (the session's, in tests).
    createdBy: 7,
    kidId: 12,
    kidName: 'Mia',
    source: 'log',
    mood: null,
    sleep: null,
    date,
    notes: null,
    medicalInfo: null,
    vaccination: null,
    document: null,
    selfAssessment: null,
    createdAt: `${date}T08:00:${String(id % 60).padStart(2, '0')}.000Z`,
    ...fields,
  };
}
