import { useQuery } from '@tanstack/react-query';
import { pushSubscriptionListSchema, type PushSubscriptionList } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { pushKeys } from './push-keys';

/**
 * This parent's devices that receive pushes, oldest first (GET /api/push/subscriptions).
 * @throws ApiError: 0 network
 */
export function getPushDevices(signal?: AbortSignal): Promise<PushSubscriptionList> {
  return apiClient.get('/push/subscriptions', pushSubscriptionListSchema, { signal });
}

/** The Settings list of devices. */
export function usePushDevices() {
  return useQuery({
    queryKey: pushKeys.devices(),
    queryFn: ({ signal }) => getPushDevices(signal),
  });
}
