import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unsubscribeThisDevice } from '../utils/browser-push';
import { pushKeys } from './push-keys';

/**
 * Removes a device (DELETE /api/push/subscriptions/:id); when it is this browser's, its push
 * subscription is ended too.
 * @throws ApiError: 404 not this parent's device, 0 network
 */
export async function removePushDevice(device: { id: number; endpoint: string }): Promise<void> {
  await apiClient.delete(`/push/subscriptions/${device.id}`);
  await unsubscribeThisDevice(device.endpoint);
}

/** The Remove mutation: the list refreshes. */
export function useRemovePushDevice() {
  return useMutation({ mutationFn: removePushDevice, meta: { invalidates: [pushKeys.devices()] } });
}
