import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS, type NotificationSummary } from '@nestling/shared';
import { apiClient, LazySchema } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const notificationSummaryBody = new LazySchema(() =>
  import('./notification-schemas').then((module) => module.getNotificationSummarySchema()),
);

/**
 * How many notifications the signed-in parent has and how many are unread (spec §7.6
 * GET /notifications/summary/me).
 * @param signal aborts the call (then it fails with status 499)
 * @throws ApiError on network failure or a server error
 */
export async function getNotificationSummary(signal?: AbortSignal): Promise<NotificationSummary> {
  return apiClient.get('/notifications/summary/me', notificationSummaryBody, { signal });
}

/** Query options of the summary, polled every 30 s (spec §7.6, §9 Notification summary poll). */
export const notificationSummaryQueryOptions = queryOptions({
  queryKey: notificationKeys.summary(),
  queryFn: () => getNotificationSummary(),
  refetchInterval: NOTIFICATION_POLL_MS,
  // The poll keeps the badge true also while the tab is in the background (one small GET).
  refetchIntervalInBackground: true,
});

/**
 * The notification summary: the navigation bar's unread badge and the Notifications Center's
 * counters share it. Its failures are silent (spec §8.2: "Summary … failures are silent").
 * @param enabled false while nobody is signed in
 */
export function useNotificationSummary(enabled = true) {
  return useQuery({ ...notificationSummaryQueryOptions, enabled });
}
