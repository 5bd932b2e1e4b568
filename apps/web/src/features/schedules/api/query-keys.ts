import type { QueryClient } from '@tanstack/react-query';
import type { ScheduleEvent } from '@nestling/shared';

/**
 * Query keys of the schedules feature. Every schedule query starts with `scheduleKeys.all`, so
 * one invalidation after a change refreshes the card, the kid cards and the kid calendars.
 */
export const scheduleKeys = {
  all: ['schedules'] as const,
  /** GET /api/schedules with an optional range (ISO instants; undefined: open-ended). */
  list: (range: { from?: string; to?: string }) =>
    ['schedules', 'list', range.from ?? null, range.to ?? null] as const,
  /** GET /api/schedules/:kidId. */
  kid: (kidId: number) => ['schedules', 'kid', kidId] as const,
  /** GET /api/calendar-feed. */
  feed: ['calendar-feed'] as const,
};

/**
 * After a change to `event`: its kid calendar's cached list is updated in place by `update`
 * (spec §4: the returned event is appended, a deleted one removed, without reloading), and every
 * other schedule query is marked stale so the card and kid cards refetch.
 */
export function refreshAfterChange(
  queryClient: QueryClient,
  event: ScheduleEvent,
  update: (events: ScheduleEvent[]) => ScheduleEvent[],
): void {
  if (event.kidId !== null) {
    queryClient.setQueryData<ScheduleEvent[]>(scheduleKeys.kid(event.kidId), (events) =>
      events ? update(events) : events,
    );
  }
  const isThisKidsCalendar = (key: readonly unknown[]) =>
    key[1] === 'kid' && event.kidId !== null && key[2] === event.kidId;
  void queryClient.invalidateQueries({
    queryKey: scheduleKeys.all,
    predicate: (query) => !isThisKidsCalendar(query.queryKey),
  });
}
