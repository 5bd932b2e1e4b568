import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPage } from '@nestling/shared';
import { notificationKeys } from '@/entities/notifications/api/notification-keys';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const notificationPageBody = new LazySchema(() =>
  import('@/entities/notifications/api/notification-schemas').then((module) =>
    module.getNotificationPageSchema(),
  ),
);

/**
 * One page of the parent's notifications, newest first (spec §7.6; GET /api/notifications/me,
 * product.md's reading of /notifications/{parentId}).
 * @param page 1-based
 * @param pageSize 10, 20 or 50 (spec §9)
 * @throws ApiError on network failure or a server error
 */
export async function getNotifications(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return apiClient.get('/notifications/me', notificationPageBody, {
    signal,
    query: { page, pageSize },
  });
}

/**
 * Query options of one page of notifications (the Notifications Center's hook, and its route's
 * prefetch of the first page: decision 051).
 * @param page 1-based
 * @param pageSize 10, 20 or 50 (spec §9)
 */
export function notificationsQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: notificationKeys.page(page, pageSize),
    queryFn: () => getNotifications(page, pageSize),
  });
}

/** The Notifications Center's page; the previous page stays shown while the next loads. */
export function useNotifications(page: number, pageSize: number) {
  return useQuery({
    ...notificationsQueryOptions(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
