/**
 * Query keys of the health feature. Everything about one kid's logs sits under
 * `healthKeys.kid(kidId)`, so a change invalidates the list, the summary and the charts at once.
 */
export const healthKeys = {
  all: ['health'] as const,
  kidDetails: (kidId: number) => ['health', 'kid-details', kidId] as const,
  kid: (kidId: number) => ['health', 'logs', kidId] as const,
  list: (kidId: number) => ['health', 'logs', kidId, 'list'] as const,
  recent: (kidId: number, from: string, to: string) =>
    ['health', 'logs', kidId, 'recent', from, to] as const,
};
