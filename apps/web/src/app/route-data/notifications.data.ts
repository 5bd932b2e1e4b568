import { NOTIFICATION_PAGE_SIZES } from '@nestling/shared';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { notificationSummaryQueryOptions } from '@/entities/notifications/api/get-notification-summary';
import type { Prefetch } from './prefetch';

/**
 * The Notifications Center (spec §2.16): its first page at the first page size and the summary
 * (its counters; on other screens the navigation bar asks for it after the first paint).
 */
export const prefetch: Prefetch = (queryClient) => {
  void queryClient.prefetchQuery(notificationsQueryOptions(1, NOTIFICATION_PAGE_SIZES[0]));
  void queryClient.prefetchQuery(notificationSummaryQueryOptions);
};
