import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleEvent } from '@nestling/shared';
import { apiClient, LazySchema } from '@/lib/api-client';
import { scheduleEventKeys } from '@/entities/schedule-events/api/schedule-event-keys';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const scheduleEventListBody = new LazySchema(() =>
  import('./schedule-event-schemas').then((module) => module.scheduleEventListSchema),
);

/**
 * One kid's events, ordered by start (spec §7.4 GET /schedules/{kidId}).
 * @param kidId the kid's numeric id (spec §2.13: the route parameter must be numeric)
 * @param signal aborts the call (then it fails with status 499)
 * @returns the kid's events
 * @throws ApiError: 404 when the kid is not the parent's, 0 network, INVALID_RESPONSE when the
 *   answer is not a list (spec §8.2 'Unexpected data from server.')
 */
export async function getKidScheduleEvents(
  kidId: number,
  signal?: AbortSignal,
): Promise<ScheduleEvent[]> {
  return apiClient.get(`/schedules/${kidId}`, scheduleEventListBody, { signal });
}

/** Query options of getKidScheduleEvents. */
export function kidScheduleEventsQueryOptions(kidId: number) {
  return queryOptions({
    queryKey: scheduleEventKeys.kid(kidId),
    queryFn: ({ signal }) => getKidScheduleEvents(kidId, signal),
  });
}

/**
 * The kid calendar's events (spec §4 Kid calendar: loaded on mount and when kidId changes).
 * @param kidId the kid's numeric id
 * @param enabled false: not asked for yet (pending); the calendar asks once its title has been
 *   presented (issue 29)
 */
export function useKidScheduleEvents(kidId: number, enabled = true) {
  return useQuery({ ...kidScheduleEventsQueryOptions(kidId), enabled });
}
