import { parseRecordId } from '@nestling/shared';
import { kidQueryOptions } from '@/entities/kids/api/get-kid';
import { kidScheduleEventsQueryOptions } from '@/features/schedule-events/api/get-kid-schedule-events';
import type { Prefetch } from './prefetch';

/**
 * A kid's calendar (spec §2.13): the kid (the title) and the kid's events ("Upcoming Events"),
 * together — the screen asks for the events only once its code has arrived and mounted.
 */
export const prefetch: Prefetch = (queryClient, params) => {
  const kidId = parseRecordId(params.kidId);
  if (kidId === undefined) return;
  void queryClient.prefetchQuery(kidQueryOptions(kidId));
  void queryClient.prefetchQuery(kidScheduleEventsQueryOptions(kidId));
};
