import { todayIsoDate, type HealthLog, type Kid } from '@nestling/shared';
import { daysBefore } from '../utils/chart-data';

/** A kid as GET /api/kids/:kidId answers; override any field. */
export function buildKid(overrides: Partial<Kid> = {}): Kid {
  return {
    id: 12,
    parentId: 7,
    name: 'Mia',
    age: 6,
    gender: 'Female',
    dob: '2020-03-14',
    address: '1 Nest Lane',
    interests: ['Art'],
    skillLevel: null,
    photoUrl: null,
    showInExplore: false,
    area: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

let nextId = 1;

/**
 * A health log as the API presents one; override any field. `daysAgo` sets its date relative
 * to the viewer's today.
 */
export function buildLog(overrides: Partial<HealthLog> & { daysAgo?: number } = {}): HealthLog {
  const { daysAgo = 0, ...fields } = overrides;
  const id = fields.id ?? nextId++;
  const date = fields.date ?? daysBefore(todayIsoDate(), daysAgo);
  return {
    id,
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
