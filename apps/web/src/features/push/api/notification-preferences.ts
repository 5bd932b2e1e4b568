import { useMutation, useQuery } from '@tanstack/react-query';
import { notificationPreferencesSchema, type NotificationPreferences } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { pushKeys } from './push-keys';

/**
 * This parent's notification preferences (GET /api/notification-preferences).
 * @throws ApiError: 0 network
 */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiClient.get('/notification-preferences', notificationPreferencesSchema, { signal });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: pushKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

/**
 * Replaces the preferences (PUT /api/notification-preferences); answers them as stored.
 * @throws ApiError: 400 VALIDATION_FAILED with details, 0 network
 */
export function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return apiClient.put('/notification-preferences', preferences, notificationPreferencesSchema);
}

export function useSaveNotificationPreferences() {
  return useMutation({
    mutationFn: saveNotificationPreferences,
    meta: { invalidates: [pushKeys.preferences()] },
  });
}
