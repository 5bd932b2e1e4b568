/** What this browser can do about push (issue 25). */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

/** Whether this browser can receive pushes, and whether the parent blocked them. */
export function pushSupport(): PushSupport {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof window === 'undefined' ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The endpoint of this browser's push subscription, if it has one. */
export async function thisDeviceEndpoint(): Promise<string | undefined> {
  if (pushSupport() === 'unsupported') return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription())?.endpoint;
}

/**
 * Asks the permission (call it from the parent's tap, never on page load) and subscribes this
 * browser with the server's VAPID public key; an existing subscription is reused.
 * @param publicKey base64url, from GET /api/push/public-key
 * @returns `PushSubscription.toJSON()`
 * @throws Error 'denied' when the parent refused notifications
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  if ((await Notification.requestPermission()) !== 'granted') throw new Error('denied');
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from(
        atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')),
        (character) => character.charCodeAt(0),
      ),
    }));
  return subscription.toJSON();
}

/** Ends this browser's push subscription when it is the one of `endpoint`. */
export async function unsubscribeThisDevice(endpoint: string): Promise<void> {
  if (pushSupport() === 'unsupported') return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription?.endpoint === endpoint) await subscription.unsubscribe();
}
