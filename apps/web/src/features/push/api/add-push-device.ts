import { useMutation } from '@tanstack/react-query';
import { pushPublicKeySchema, pushSubscriptionSchema } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { subscribeThisDevice } from '../utils/browser-push';
import { pushKeys } from './push-keys';

/**
 * Turns push on for this device (issue 25): after the parent's tap, asks the browser's
 * permission, subscribes its push manager with the server's VAPID key
 * (GET /api/push/public-key) and registers the subscription (POST /api/push/subscriptions).
 * @throws ApiError: 404 PUSH_NOT_CONFIGURED, 400 TOO_MANY_DEVICES or PUSH_ENDPOINT_NOT_ALLOWED;
 *   Error 'denied' when the parent refused notifications
 */
export async function addPushDevice(): Promise<void> {
  const { publicKey } = await apiClient.get('/push/public-key', pushPublicKeySchema);
  const subscription = await subscribeThisDevice(publicKey);
  await apiClient.post(
    '/push/subscriptions',
    { ...subscription, userAgent: navigator.userAgent.slice(0, 512) },
    pushSubscriptionSchema,
  );
}

/** The "Turn on for this device" mutation: the list refreshes. */
export function useAddPushDevice() {
  return useMutation({ mutationFn: addPushDevice, meta: { invalidates: [pushKeys.devices()] } });
}
