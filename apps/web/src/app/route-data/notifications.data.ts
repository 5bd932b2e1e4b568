import { NOTIFICATION_PAGE_SIZES } from '@nestling/shared';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import type { Prefetch } from './prefetch';

/**
 * The Notifications Center (spec §2.16): its first page at the first page size (the summary
 * comes with every signed-in screen, app-layout.data.ts).
 */
export const prefetch: Prefetch = (queryClient) => {
  void queryClient.prefetchQuery(notificationsQueryOptions(1, NOTIFICATION_PAGE_SIZES[0]));
};
