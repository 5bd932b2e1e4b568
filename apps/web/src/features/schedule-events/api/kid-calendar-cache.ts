import type { QueryClient } from '@tanstack/react-query';
import type { ScheduleEvent } from '@nestling/shared';
import { scheduleEventKeys } from '@/entities/schedule-events/api/schedule-event-keys';

/**
 * Writes a change to `event` into its kid calendar's cached list (spec §4 Kid calendar: the
 * returned event is appended, a deleted one removed, without loading the list again). The
 * hub's lists are refreshed by the mutation's `meta.invalidates` (`scheduleEventKeys.lists`).
 * @param queryClient the app's query client
 * @param event the created or deleted event
 * @param update the change to the kid's list
 */
export function updateKidCalendar(
  queryClient: QueryClient,
  event: ScheduleEvent,
  update: (events: ScheduleEvent[]) => ScheduleEvent[],
): void {
  if (event.kidId === null) return;
  queryClient.setQueryData<ScheduleEvent[]>(scheduleEventKeys.kid(event.kidId), (events) =>
    events ? update(events) : events,
  );
}
