/**
 * The query keys of schedule events (decision 009). They live in the entities layer because
 * more than the schedule-events feature changes what they cache: deleting or renaming a kid (the
 * server deletes the kid's events; each event carries its kid's name), and later the real-time
 * layer. Every key starts with `scheduleEventKeys.all`.
 */
export const scheduleEventKeys = {
  all: ['schedule-events'] as const,
  /** Prefix of every GET /api/schedules list (the hub's month views and upcoming events). */
  lists: ['schedule-events', 'list'] as const,
  /** GET /api/schedules with an optional range (ISO instants; undefined: open-ended). */
  list: (range: { from?: string; to?: string }) =>
    ['schedule-events', 'list', range.from ?? null, range.to ?? null] as const,
  /** GET /api/schedules/:kidId (the kid calendar). */
  kid: (kidId: number) => ['schedule-events', 'kid', kidId] as const,
};
