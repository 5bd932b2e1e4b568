import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  scheduleEventSchema,
  type ScheduleEvent,
  type scheduleEventCreateSchema,
} from '@nestling/shared';
import type { z } from 'zod';
import { scheduleEventKeys } from '@/entities/schedule-events/api/schedule-event-keys';
import { apiClient } from '@/lib/api-client';
import { updateKidCalendar } from './kid-calendar-cache';

/**
 * The body of POST /schedules in either form of spec §7.4: the kid calendar's
 * `{kidId, date (ISO date-time), title, description}` or the schedule card's
 * `{title, description, date (YYYY-MM-DD), startTime (ISO)}` (a family event).
 */
export type CreateScheduleEventBody = z.input<typeof scheduleEventCreateSchema>;

/**
 * Adds an event (spec §7.4 POST /schedules; 201 with the stored event).
 * @param body either payload form, title and description already trimmed
 * @returns the stored event
 * @throws ApiError: 400 with the rule broken (blank or too long title, bad date), 404 for a kid
 *   that is not the parent's, 0 network
 */
export async function createScheduleEvent(body: CreateScheduleEventBody): Promise<ScheduleEvent> {
  return apiClient.post('/schedules', body, scheduleEventSchema);
}

/**
 * Mutation running createScheduleEvent: the new event is appended to its kid calendar's list,
 * and the hub's lists (month views, upcoming events) refresh.
 */
export function useCreateScheduleEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScheduleEvent,
    meta: { invalidates: [scheduleEventKeys.lists] },
    onSuccess: (event) => updateKidCalendar(queryClient, event, (events) => [...events, event]),
  });
}
