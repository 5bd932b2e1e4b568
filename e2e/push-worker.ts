import type { CDPSession, Page } from '@playwright/test';
import type { PushPayload } from '@nestling/shared';
import { expect } from './fixtures.js';

/**
 * The page's service worker driven through the DevTools protocol (issue 25, decisions 061 and
 * 066): its registration id, the notifications it shows, and a push handed to its real `push`
 * handler (`ServiceWorker.deliverPushMessage`) — shared by push.spec and push-call.spec.
 */

/** The registration id of the page's service worker (enables CDP's ServiceWorker domain). */
export async function registrationOf(cdp: CDPSession): Promise<string> {
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((entry) => !entry.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return registration;
}

/** The notifications the page's service worker shows now: title, body, tag and data. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      data: notification.data as unknown,
    }));
  });
}

/**
 * Hands a `show` payload to the worker until it shows it as the one notification. A push
 * delivered while the worker is still starting can be dropped (seen once in CI at load), so it
 * is delivered again; the same tag replaces, so at most one shows. Fails after 30 s.
 */
export async function deliverUntilShown(
  page: Page,
  cdp: CDPSession,
  registrationId: string,
  payload: PushPayload & { type: 'show' },
): Promise<void> {
  const origin = new URL(page.url()).origin;
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() => shownNotifications(page), { timeout: 3_000 })
      .toEqual([
        { title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } },
      ]);
  }).toPass({ timeout: 30_000 });
}
