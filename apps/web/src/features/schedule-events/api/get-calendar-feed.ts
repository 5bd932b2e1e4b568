import { queryOptions, useQuery } from '@tanstack/react-query';
import type { calendarFeedStatusSchema } from '@nestling/shared';
import type { z } from 'zod';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const calendarFeedStatusBody = new LazySchema(() =>
  import('./schedule-event-schemas').then((module) => module.calendarFeedStatusSchema),
);

/** Key of GET /api/calendar-feed (the feed's status; only this feature caches it). */
export const calendarFeedKey = ['calendar-feed'] as const;

export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/**
 * Whether the parent's private calendar feed is on (issue 4, GET /api/calendar-feed). The URL
 * itself is never answered here: only its hash is stored, so it can be shown once, at creation.
 * @param signal aborts the call (then it fails with status 499)
 * @returns `{ enabled, createdAt }` (createdAt an ISO instant, null when off)
 * @throws ApiError on network failure or a server error
 */
export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedStatus> {
  return apiClient.get('/calendar-feed', calendarFeedStatusBody, { signal });
}

/** Query options of getCalendarFeed. */
export const calendarFeedQueryOptions = queryOptions({
  queryKey: calendarFeedKey,
  queryFn: ({ signal }) => getCalendarFeed(signal),
});

/** The calendar feed's status. */
export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions);
}
