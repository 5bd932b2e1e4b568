import { startNestlingServer, test, expect, expectConsoleErrors } from '../fixtures.js';
import { signInVerifiedParent } from '../support.js';

/**
 * The installed app offline (issue 29, decision 013): a parent who opened Nestling before
 * reopens it while its server is unreachable. The service worker's precache holds the shell, so
 * the page opens from it — not the browser's error page — and says "You're offline" with a way
 * to try again. This journey has a server of its own, stopped half-way.
 */
test('with the server gone, a reload opens the cached shell and the offline state', async ({
  page,
  context,
  shot,
}) => {
  test.slow();
  // The browser's own notes of the refused connections (the API, the socket) once it stops.
  expectConsoleErrors(page, [/ERR_CONNECTION_REFUSED/, /Failed to load resource/]);
  const server = await startNestlingServer();
  try {
    await signInVerifiedParent(server, context, 'Olive Offline');
    await page.goto(`${server.baseUrl}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Hi, Olive' })).toBeVisible();

    // The worker is in charge and its precache holds the shell (index.html and the scripts).
    const precached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      for (;;) {
        if (navigator.serviceWorker.controller) {
          for (const name of await caches.keys()) {
            const urls = (await (await caches.open(name)).keys()).map((request) => request.url);
            if (urls.some((url) => url.includes('/index.html'))) return urls;
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
    expect(precached.some((url) => /\/assets\/index-[\w-]+\.js/.test(url))).toBe(true);
  } finally {
    await server.stop();
  }

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await shot(page, 'offline-shell');
});
