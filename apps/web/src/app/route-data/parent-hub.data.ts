import type { Parent } from '@nestling/shared';
import { kidsQueryOptions } from '@/entities/kids/api/get-kids';
import { sessionQueryKey } from '@/entities/parent/api/get-session';
import { unreadPreviewQueryOptions } from '@/features/messages/api/get-unread-preview';
import { scheduleEventsQueryOptions } from '@/features/schedule-events/api/get-schedule-events';
import { monthRange } from '@/features/schedule-events/utils/event-time';
import type { Prefetch } from './prefetch';

/**
 * The parent hub (spec §2.10): the kids (profile card and "Your Kids"), the unread previews
 * and this month's events (the schedule card). The kids' upcoming events start from the moment
 * the section mounts, so that one request is the section's own.
 */
export const prefetch: Prefetch = (queryClient) => {
  void queryClient.prefetchQuery(kidsQueryOptions);
  // A caregiver has no messages (issue 24): their hub shows no messages card.
  if (queryClient.getQueryData<Parent | null>(sessionQueryKey)?.familyRole !== 'caregiver') {
    void queryClient.prefetchQuery(unreadPreviewQueryOptions);
  }
  void queryClient.prefetchQuery(scheduleEventsQueryOptions(monthRange(new Date())));
};
