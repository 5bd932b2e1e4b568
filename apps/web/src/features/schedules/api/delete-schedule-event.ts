import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleEvent } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { refreshAfterChange } from './query-keys';

/**
 * Deletes an event (spec §7.4 DELETE /schedules/{id}; 204).
 * @param eventId the event's id
 * @throws ApiError: 404 when the event is not the parent's (or already gone), 0 network
 */
export async function deleteScheduleEvent(eventId: number): Promise<void> {
  await apiClient.delete(`/schedules/${eventId}`);
}

/**
 * Mutation deleting an event; the event leaves the cached lists only once the server said yes
 * (spec §4 Kid calendar: "removes the event from the list only after the server call succeeds").
 */
export function useDeleteScheduleEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: ScheduleEvent) => deleteScheduleEvent(event.id),
    onSuccess: (_answer, event) =>
      refreshAfterChange(queryClient, event, (events) =>
        events.filter((item) => item.id !== event.id),
      ),
  });
}
