import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSummary } from '@nestling/shared';
import { notificationKeys } from '@/entities/notifications/api/notification-keys';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const notificationSummaryBody = new LazySchema(() =>
  import('@/entities/notifications/api/notification-schemas').then((module) =>
    module.getNotificationSummarySchema(),
  ),
);

/**
 * Marks every notification of the parent read in one call (spec §2.16 Mark All as Read; POST
 * /api/notifications/read-all — one call, not one per item as the spec's client did).
 * @returns the new summary (`unread` 0)
 * @throws ApiError on network failure or a server error
 */
export async function markAllNotificationsRead(): Promise<NotificationSummary> {
  return apiClient.post('/notifications/read-all', undefined, notificationSummaryBody);
}

/** Mutation marking all read: the answered summary shows at once, the pages refresh. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    meta: { invalidates: [notificationKeys.pages] },
    onSuccess: (summary) => queryClient.setQueryData(notificationKeys.summary(), summary),
  });
}
