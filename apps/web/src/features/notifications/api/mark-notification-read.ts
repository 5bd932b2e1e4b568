import { useMutation } from '@tanstack/react-query';
import type { Notification } from '@nestling/shared';
import { notificationKeys } from '@/entities/notifications/api/notification-keys';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const notificationBody = new LazySchema(() =>
  import('@/entities/notifications/api/notification-schemas').then((module) =>
    module.getNotificationSchema(),
  ),
);

/**
 * Marks one notification read (spec §7.6 PATCH /notifications/{id}/read).
 * @param id the notification's id
 * @returns the notification, now read
 * @throws ApiError: 404 not this parent's, 0 network
 */
export async function markNotificationRead(id: number): Promise<Notification> {
  return apiClient.patch(`/notifications/${id}/read`, undefined, notificationBody);
}

/** Mutation marking one read; the pages and the summary (the nav badge) refresh. */
export function useMarkNotificationRead() {
  return useMutation({
    mutationFn: markNotificationRead,
    meta: { invalidates: [notificationKeys.all] },
  });
}
