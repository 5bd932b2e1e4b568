/**
 * Registers the service worker that precaches the shell (decision 013), once the page has
 * loaded, in the production build only (the development server has no `/sw.js`). Part of the
 * entry rather than vite-plugin-pwa's separate `registerSW.js`, which cost every first load a
 * request of its own (decision 063); the CSP allows no inline script, so it cannot go in
 * index.html either.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
