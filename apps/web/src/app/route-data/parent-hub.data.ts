import type { QueryClient } from '@tanstack/react-query';
import type { Parent } from '@nestling/shared';
import { kidsQueryOptions } from '@/entities/kids/api/get-kids';
import { sessionQueryKey } from '@/entities/parent/api/get-session';
import { firstScreenShown } from '@/hooks/use-first-screen-shown';
import type { Prefetch } from './prefetch';

/**
 * The parent hub (spec §2.10): the kids (profile card and "Your Kids") at once; the unread
 * previews and this month's events (the messages and schedule cards) once the first screen has
 * been shown — on a first load the hub draws those cards only then (issue 29: their code and
 * data would otherwise be requested before the profile's photo, its LCP, is painted), and on a
 * later navigation that wait is already over, so they start with the screen's code. The kids'
 * upcoming events start from the moment the section mounts, so that one request is the
 * section's own.
 */
export const prefetch: Prefetch = (queryClient) => {
  void queryClient.prefetchQuery(kidsQueryOptions);
  void firstScreenShown(queryClient).then(() => prefetchCards(queryClient));
};

/** The messages and schedule cards' reads, each query module loaded on demand. */
function prefetchCards(queryClient: QueryClient): void {
  // A caregiver has no messages (issue 24): their hub shows no messages card.
  if (queryClient.getQueryData<Parent | null>(sessionQueryKey)?.familyRole !== 'caregiver') {
    void import('@/features/messages/api/get-unread-preview').then(
      ({ unreadPreviewQueryOptions }) => queryClient.prefetchQuery(unreadPreviewQueryOptions),
      () => undefined, // the card asks again and says it failed
    );
  }
  void Promise.all([
    import('@/features/schedule-events/api/get-schedule-events'),
    import('@/features/schedule-events/utils/event-time'),
  ]).then(
    ([{ scheduleEventsQueryOptions }, { monthRange }]) =>
      queryClient.prefetchQuery(scheduleEventsQueryOptions(monthRange(new Date()))),
    () => undefined, // the card asks again and says it failed
  );
}
