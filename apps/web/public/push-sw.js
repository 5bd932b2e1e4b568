/* global self */
/*
 * Web Push in the service worker (issue 25, decision 061), imported by the Workbox worker
 * (vite.config.ts, workbox.importScripts). The server's payload (packages/shared, pushPayloadSchema):
 * { type: 'show', kind, title, body, url, tag } shows a notification whose tap opens `url` (an
 * app path); { type: 'withdraw', tag } closes the notification of that tag (a call answered or
 * ended elsewhere). Plain JS: it is served as is, under the CSP's 'self'.
 */
self.addEventListener('push', (event) => {
  let data = null;
  try {
    data = event.data ? event.data.json() : null;
  } catch {
    data = null;
  }
  if (!data || typeof data.tag !== 'string') return;
  if (data.type === 'withdraw') {
    event.waitUntil(
      self.registration
        .getNotifications({ tag: data.tag })
        .then((shown) => shown.forEach((notification) => notification.close())),
    );
    return;
  }
  if (data.type !== 'show' || typeof data.url !== 'string' || !data.url.startsWith('/')) return;
  const call = data.kind === 'calls';
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body,
      tag: data.tag,
      data: { url: data.url },
      icon: '/pwa-192x192.png',
      renotify: call,
      requireInteraction: call,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data && event.notification.data.url;
  const url = new URL(
    typeof path === 'string' && path.startsWith('/') ? path : '/dashboard',
    self.location.origin,
  );
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === url.origin);
      if (open && 'navigate' in open) {
        const navigated = await open.navigate(url.href);
        if (navigated) return navigated.focus();
      }
      return self.clients.openWindow(url.href);
    }),
  );
});
