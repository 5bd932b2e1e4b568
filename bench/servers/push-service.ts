/**
 * The push bench's push service (`bench/push.ts`, issue 25), a child process pinned to its own
 * CPU: the tests' local push service (`@nestling/testing`'s `startPushService` — https on
 * 127.0.0.1 with a certificate made for the run, each request's VAPID JWT checked against the
 * public key and its RFC 8291 body decrypted with the device's keys), with BENCH_PUSH_DEVICES
 * devices.
 *
 * IPC with the bench (`child_process.fork`):
 * - sent once ready: `{ type: 'ready', origin, cert, devices }` — the certificate's PEM and each
 *   device's subscription (endpoint and keys, as a browser registers it);
 * - `{ type: 'count' }` → `{ type: 'count', received }`: pushes received so far;
 * - `{ type: 'take' }` → `{ type: 'receipts', items: [{ tag, receivedAt, status }] }`: what was
 *   received since the last take (the payload's tag; `receivedAt` in ms since the epoch on
 *   `performance.timeOrigin + performance.now()`, the clock the bench reads too).
 */
import { readFileSync } from 'node:fs';
import { startPushService } from '@nestling/testing';

const publicKey = process.env.BENCH_VAPID_PUBLIC_KEY;
if (!publicKey || !process.send) {
  throw new Error('run by bench/push.ts: BENCH_VAPID_PUBLIC_KEY and an IPC channel are needed');
}
const service = await startPushService(publicKey);
const devices = Array.from(
  { length: Number(process.env.BENCH_PUSH_DEVICES ?? '100') },
  () => service.device().subscription,
);
let taken = 0;

process.on('message', (message: { type: string }) => {
  if (message.type === 'count') {
    process.send!({ type: 'count', received: service.received.length });
  } else if (message.type === 'take') {
    const items = service.received.slice(taken).map((push) => ({
      tag: (push.payload as { tag?: string }).tag ?? '',
      receivedAt: push.receivedAt,
      status: push.status,
    }));
    taken = service.received.length;
    process.send!({ type: 'receipts', items });
  }
});
process.on('disconnect', () => {
  void service.close().then(() => process.exit(0));
});
process.send({
  type: 'ready',
  origin: service.origin,
  cert: readFileSync(service.certFile, 'utf8'),
  devices,
});
