import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { calendarFeedKey, type CalendarFeedStatus } from './get-calendar-feed';

/**
 * Turns the private calendar feed off (issue 4, DELETE /api/calendar-feed; 204): its URL answers
 * 404 from then on.
 * @throws ApiError on network failure or a server error
 */
export async function deleteCalendarFeed(): Promise<void> {
  await apiClient.delete('/calendar-feed');
}

/** Mutation running deleteCalendarFeed; the cached status becomes "off". */
export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedKey, {
        enabled: false,
        createdAt: null,
      }),
  });
}
