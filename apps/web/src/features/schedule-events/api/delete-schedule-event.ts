import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleEvent } from '@nestling/shared';
import { scheduleEventKeys } from '@/entities/schedule-events/api/schedule-event-keys';
import { apiClient } from '@/lib/api-client';
import { updateKidCalendar } from './kid-calendar-cache';

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
 * (spec §4 Kid calendar: "removes the event from the list only after the server call
 * succeeds"): its kid calendar's list at once, the hub's lists by refreshing.
 */
export function useDeleteScheduleEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: ScheduleEvent) => deleteScheduleEvent(event.id),
    meta: { invalidates: [scheduleEventKeys.lists] },
    onSuccess: (_answer, event) =>
      updateKidCalendar(queryClient, event, (events) =>
        events.filter((item) => item.id !== event.id),
      ),
  });
}
