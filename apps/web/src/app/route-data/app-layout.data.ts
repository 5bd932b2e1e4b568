import { notificationSummaryQueryOptions } from '@/entities/notifications/api/get-notification-summary';
import type { Prefetch } from './prefetch';

/** Every signed-in screen: the navigation bar's unread count (spec §2.3). */
export const prefetch: Prefetch = (queryClient) => {
  void queryClient.prefetchQuery(notificationSummaryQueryOptions);
};
