import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { calendarFeedCreatedSchema } from '@nestling/shared';
import type { z } from 'zod';
import { apiClient, LazySchema } from '@/lib/api-client';
import { calendarFeedKey, type CalendarFeedStatus } from './get-calendar-feed';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const calendarFeedCreatedBody = new LazySchema(() =>
  import('./schedule-event-schemas').then((module) => module.calendarFeedCreatedSchema),
);

export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/**
 * Turns the private calendar feed on, or regenerates its URL (issue 4, POST /api/calendar-feed;
 * 201). A regenerated URL replaces the old one, which stops working at once.
 * @returns `{ url, createdAt }`: the full feed URL (`…/api/calendar-feed/<token>.ics`), shown
 *   to the parent this once, never stored in the browser
 * @throws ApiError on network failure or a server error
 */
export async function createCalendarFeed(): Promise<CalendarFeedCreated> {
  return apiClient.post('/calendar-feed', undefined, calendarFeedCreatedBody);
}

/** Mutation running createCalendarFeed; the cached status becomes "on". */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (created) =>
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedKey, {
        enabled: true,
        createdAt: created.createdAt,
      }),
  });
}
