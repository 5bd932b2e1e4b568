import type { Report } from '@nestling/shared';

/** A report as `POST /api/reports` answers it (test data): an open spam report of family 42. */
export function buildReport(overrides: Partial<Report> = {}): Report {
  return {
    id: 3,
    targetType: 'family',
    targetId: 42,
    reason: 'spam',
    note: null,
    status: 'open',
    createdAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
