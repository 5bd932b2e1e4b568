/** The web app manifest vite-plugin-pwa builds (its default `manifestFilename`). */
const MANIFEST_URL = '/manifest.webmanifest';

/**
 * Registers the service worker that precaches the shell (decision 013), once the page has
 * loaded, in the production build only (the development server has no `/sw.js`). Part of the
 * entry rather than vite-plugin-pwa's separate `registerSW.js`, which cost every first load a
 * request of its own (decision 063); the CSP allows no inline script, so it cannot go in
 * index.html either.
 *
 * The manifest's link comes then too (vite.config.ts takes it out of index.html): once the
 * worker is ready — it has precached the manifest and the icons, so the browser reads them from
 * there — or at once where it cannot register. As a link in the head, Chromium fetched the
 * manifest and an icon while the first screen was loading (issue 29); the app is installable
 * from the moment its worker is active either way.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  window.addEventListener('load', () => {
    if (!('serviceWorker' in navigator)) {
      addManifestLink();
      return;
    }
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(
        () => navigator.serviceWorker.ready,
        () => undefined,
      )
      .then(addManifestLink, () => undefined);
  });
}

/** Adds `<link rel="manifest">` to the head (once). */
function addManifestLink(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_URL;
  document.head.append(link);
}
