import type { Worker } from '@playwright/test';
import { CALL_TEXTS, PUSH_MESSAGES, type PushPayload } from '@nestling/shared';
import { startPushService, vapidKeyPair, type TestPushService } from '@nestling/testing';
import {
  lendUntilStopped,
  startNestlingServer,
  test as base,
  expect,
  type NestlingServer,
} from '../fixtures.js';
import { deliverUntilShown, registrationOf, shownNotifications } from '../push-worker.js';
import { api, makeFriends, secondFamily, signInVerifiedParent } from '../support.js';

/**
 * A call's Web Push from the server to the tap (issue 25, decision 066), in Chromium:
 *
 * 1. Maya calls Sam. The app's outbox sends the ring, encrypted and VAPID-signed, to this
 *    file's local push service (`@nestling/testing`: it checks the JWT and decrypts RFC 8291),
 *    where Sam's device is registered through the API — standing in for Chrome's push service,
 *    which a headless browser here cannot reach.
 * 2. The decrypted payload is handed to Sam's service worker through the DevTools protocol
 *    (`ServiceWorker.deliverPushMessage`): the worker's real `push` handler shows the
 *    notification.
 * 3. The tap: Chromium has no protocol command that clicks a notification, so the test
 *    dispatches a `NotificationEvent('notificationclick')` carrying the notification the
 *    worker showed, in the worker's own context (Playwright's service worker `evaluate`): the
 *    worker's real `notificationclick` listener runs, and Sam's window navigates to the call's
 *    path — a new document, whose socket connects after the ring and is rung by the server's
 *    replay (`join`). What is not the real path: the event is untrusted, so its `waitUntil`
 *    throws and the browser grants it no window interaction (`focus()` and `openWindow()`, the
 *    path with no window of the app open, are refused and not exercised).
 * 4. Sam answers on the new page and the call connects: the replayed offer and early ICE
 *    candidates were enough. The answer withdraws the ring: the withdrawal reaches the push
 *    service too.
 */
/** This file's push service and the VAPID pair its server signs with. */
interface LocalPush {
  service: TestPushService;
  keys: ReturnType<typeof vapidKeyPair>;
  stop(): Promise<void>;
}

const test = base.extend<object, { push: LocalPush; server: NestlingServer }>({
  push: [
    async ({}, use) => {
      const keys = vapidKeyPair();
      const service = await startPushService(keys.publicKey);
      await lendUntilStopped({ service, keys, stop: () => service.close() }, use);
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ push }, use) =>
      lendUntilStopped(
        await startNestlingServer({
          VAPID_PUBLIC_KEY: push.keys.publicKey,
          VAPID_PRIVATE_KEY: push.keys.privateKey,
          VAPID_SUBJECT: 'mailto:e2e@nestling.test',
          PUSH_ALLOWED_HOSTS: '127.0.0.1',
          PUSH_POLL_MS: '200',
          // The server's https requests trust the local push service's certificate.
          NODE_EXTRA_CA_CERTS: push.service.certFile,
        }),
        use,
      ),
    { scope: 'worker', timeout: 180_000 },
  ],
});

/**
 * Dispatches `notificationclick` for the shown notification of `tag` in the worker's context
 * (see the file's comment for what this is and is not).
 */
function tap(worker: Worker, tag: string) {
  return worker.evaluate(async (wanted) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification ${wanted}`);
    const NotificationEvent = (
      globalThis as unknown as {
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      }
    ).NotificationEvent;
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  }, tag);
}

test('a call’s push, tapped, opens the chat with the call ringing; answering connects and withdraws it', async ({
  page,
  browser,
  server,
  push,
}) => {
  const pushService = push.service;
  await page.context().grantPermissions(['notifications'], { origin: server.baseUrl });
  await signInVerifiedParent(server, page.context(), 'Sam Park');
  const maya = await secondFamily(browser, server, 'Maya Lopez');
  const { aId: mayaId, bId: samId } = await makeFriends(maya, page);

  // Sam's device: the local push service's subscription, registered as Settings would.
  await page.goto('/dashboard/settings');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const device = pushService.device();
  await api(page, 'POST', '/api/push/subscriptions', device.subscription);
  const cdp = await page.context().newCDPSession(page);
  const registrationId = await registrationOf(cdp);
  const worker =
    page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent('serviceworker'));

  // Maya calls; the ring rings Sam's open page live, and is pushed.
  await maya.goto(`/dashboard/messages?chatWith=${String(samId)}`);
  await maya.getByRole('button', { name: 'Call' }).click();
  const mayaModal = maya.getByRole('dialog', { name: CALL_TEXTS.title('Sam Park') });
  await expect(mayaModal).toBeVisible();
  const prompt = page.getByRole('alertdialog', { name: CALL_TEXTS.incoming('Maya Lopez') });
  await expect(prompt).toBeVisible();
  await expect.poll(() => pushService.receivedBy(device).length, { timeout: 20_000 }).toBe(1);
  const [ring] = pushService.receivedBy(device);
  expect(ring).toMatchObject({ urgency: 'high', ttl: 45, topic: 'call' });
  const payload = ring!.payload as PushPayload & { type: 'show' };
  expect(payload).toMatchObject({
    type: 'show',
    kind: 'calls',
    title: PUSH_MESSAGES.callTitle('Maya Lopez'),
    body: PUSH_MESSAGES.callBody,
    url: `/dashboard/messages?chatWith=${String(mayaId)}&call=incoming`,
  });

  // The push reaches the worker, which shows it.
  await deliverUntilShown(page, cdp, registrationId, payload);

  // The tap: the window goes to the call's path as a new document, which rings.
  await page.evaluate(() => {
    (window as unknown as { before: boolean }).before = true;
  });
  await tap(worker, payload.tag);
  await page.waitForURL(`**${payload.url}`);
  expect(await page.evaluate(() => 'before' in window)).toBe(false);
  await expect(prompt).toBeVisible();
  await expect.poll(() => shownNotifications(page)).toEqual([]);

  await prompt.getByRole('button', { name: 'Answer' }).click();
  await expect(mayaModal.getByText('Connected')).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('dialog', { name: CALL_TEXTS.title('Maya Lopez') }).getByText('Connected'),
  ).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => pushService.receivedBy(device).map((push) => push.payload))
    .toEqual([payload, { type: 'withdraw', tag: payload.tag }]);
  await maya.context().close();
});
