import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleEvent } from '@nestling/shared';
import { apiClient, LazySchema } from '@/lib/api-client';
import { scheduleEventKeys } from '@/entities/schedule-events/api/schedule-event-keys';

/**
 * The answer's shared schema, loaded on first use (decision 082): the hub's schedule card, a
 * first answer of the hub, no longer brings zod before its first screen (decision
 * decision 092).
 */
const scheduleEventListBody = new LazySchema(() =>
  import('./schedule-event-schemas').then((module) => module.scheduleEventListSchema),
);

/** An optional range of start instants: events starting in [from, to). */
export interface ScheduleEventRange {
  /** ISO instant, inclusive. */
  from?: string;
  /** ISO instant, exclusive. */
  to?: string;
}

/**
 * All of the parent's events, family-wide and per kid, ordered by start (spec §7.4
 * GET /schedules, issue 4's `from`/`to` range so a month view loads one month).
 * @param range optional start range (ISO instants)
 * @param signal aborts the call (then it fails with status 499)
 * @returns the events, each with the same UTC instant in `date` and `startTime`
 * @throws ApiError: 400 for a bad range, 0 network, INVALID_RESPONSE when the answer is not a list
 */
export async function getScheduleEvents(
  range: ScheduleEventRange = {},
  signal?: AbortSignal,
): Promise<ScheduleEvent[]> {
  return apiClient.get('/schedules', scheduleEventListBody, {
    query: { from: range.from, to: range.to },
    signal,
  });
}

/** Query options of getScheduleEvents for a range (the schedule card's abortable request). */
export function scheduleEventsQueryOptions(range: ScheduleEventRange = {}) {
  return queryOptions({
    queryKey: scheduleEventKeys.list(range),
    queryFn: ({ signal }) => getScheduleEvents(range, signal),
  });
}

/**
 * The parent's events in a range; while another range loads, the previous answer stays shown
 * (so the month calendar does not blink when the parent changes month).
 * @param range optional start range (ISO instants)
 */
export function useScheduleEvents(range: ScheduleEventRange = {}) {
  return useQuery({ ...scheduleEventsQueryOptions(range), placeholderData: keepPreviousData });
}
