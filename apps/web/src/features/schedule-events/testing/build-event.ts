import type { ScheduleEvent } from '@nestling/shared';

/** A schedule event as the API answers one; override any field (`date` sets both instants). */
export function buildEvent(overrides: Partial<ScheduleEvent> = {}): ScheduleEvent {
  const start = overrides.startTime ?? overrides.date ?? new Date(2030, 4, 1, 10, 15).toISOString();
  return {
    id: 1,
    // Written by buildParent's parent (the session's, in tests).
    createdBy: 7,
    kidId: 5,
    kidName: 'Mia',
    title: 'Swimming lesson',
    description: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
    date: start,
    startTime: start,
  };
}
