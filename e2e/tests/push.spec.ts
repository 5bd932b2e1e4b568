import { PUSH_MESSAGES, type PushPayload } from '@nestling/shared';
import { pushDeviceBody } from '@nestling/testing';
import { expect, test } from '../fixtures.js';
import { deliverUntilShown, registrationOf, shownNotifications } from '../push-worker.js';
import { api, signInVerifiedParent } from '../support.js';

/**
 * Web Push on the web (issue 25): Settings' push card on a phone and a laptop in both schemes,
 * a registered device listed with its browser, and the service worker's `push` handler driven
 * through the DevTools protocol (`ServiceWorker.deliverPushMessage`): a pushed payload shows a
 * notification with the path to open, and a withdrawal closes it.
 */

/** A browser's push subscription on Chrome's push service host, as a phone's Chrome names itself. */
function deviceBody() {
  return {
    ...pushDeviceBody(),
    userAgent:
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  };
}

test('Settings shows push devices and preferences on a phone and a laptop, light and dark', async ({
  page,
  server,
  shot,
}) => {
  await signInVerifiedParent(server, page.context(), 'Pia Push');
  await page.goto('/dashboard/settings');
  await api(page, 'POST', '/api/push/subscriptions', deviceBody());
  await page.reload();
  const card = page.getByRole('region', { name: PUSH_MESSAGES.cardTitle });
  await expect(card.getByText('Chrome on Android')).toBeVisible();
  await expect(card.getByRole('button', { name: PUSH_MESSAGES.turnOn })).toBeVisible();
  await expect(card.getByRole('switch', { name: PUSH_MESSAGES.quietHours })).toBeVisible();
  await card.getByRole('switch', { name: PUSH_MESSAGES.quietHours }).click();
  await expect(card.getByRole('group', { name: PUSH_MESSAGES.quietFrom })).toBeVisible();
  for (const [viewport, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await shot(page, `push-settings-${viewport}-${scheme}`);
    }
  }
});

test('the service worker shows a pushed notification and closes it when withdrawn', async ({
  page,
  server,
}) => {
  await page.context().grantPermissions(['notifications'], { origin: server.baseUrl });
  await signInVerifiedParent(server, page.context(), 'Quin Push');
  await page.goto('/dashboard/settings');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  const cdp = await page.context().newCDPSession(page);
  const registrationId = await registrationOf(cdp);
  const origin = new URL(server.baseUrl).origin;

  const show: PushPayload & { type: 'show' } = {
    type: 'show',
    kind: 'messages',
    title: PUSH_MESSAGES.messageTitle('Ada Stone'),
    body: PUSH_MESSAGES.messageBody,
    url: '/dashboard/messages?chatWith=7',
    tag: 'chat-7',
  };
  await deliverUntilShown(page, cdp, registrationId, show);

  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({ type: 'withdraw', tag: 'chat-7' } satisfies PushPayload),
  });
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});
