import { createECDH, randomBytes } from 'node:crypto';

/**
 * A browser's push subscription body (`POST /api/push/subscriptions`, issue 25) on Chrome's push
 * service host, with a fresh P-256 key (65 bytes) and a 16-byte auth secret, base64url. No
 * request is ever sent to its endpoint by the tests that use it.
 */
export function pushDeviceBody() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}
