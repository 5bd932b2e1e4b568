/**
 * The query keys of health logs and self-assessments (decision 009). They live in the entities
 * layer because deleting or renaming a kid, in the kids feature, changes them too (the server
 * deletes the kid's logs; each log carries its kid's name). Everything about one kid's logs sits
 * under `healthLogKeys.kid(kidId)`, so one invalidation reaches the list, the summary and the charts.
 */
export const healthLogKeys = {
  all: ['health-logs'] as const,
  /** Every query of one kid's logs. */
  kid: (kidId: number) => ['health-logs', kidId] as const,
  /** The paged list (GET /api/health?kidId=&limit=&offset=). */
  list: (kidId: number) => ['health-logs', kidId, 'list'] as const,
  /** A date range for the weekly summary and the charts (GET /api/health?kidId=&from=&to=). */
  recent: (kidId: number, from: string, to: string) =>
    ['health-logs', kidId, 'recent', from, to] as const,
};
