import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineStylesheet, routePreloadsPlugin } from './first-load-hints';
import { compileCatalogues } from './i18n-catalogues';
import { lazyPartPreloads } from './lazy-preloads';
import { placeTilesPlugin } from './place-tiles';
import { appChunkGroups } from './route-chunks';

/** A lazy part preloads its own file, not its dependencies; a route all of its (issue 29). */
const lazyPreloads = lazyPartPreloads();

/** Where `npm run dev` and `vite preview` forward API and socket traffic (the Fastify server). */
const API_ORIGIN = 'http://localhost:3000';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: API_ORIGIN },
  '/socket.io': { target: API_ORIGIN, ws: true },
};

/**
 * `@/…` imports resolve to `src/…` (mirrors `paths` in tsconfig.json); `zod` to zod configured
 * without its eval probe, for the CSP (lib/zod-jitless.ts, decision 046).
 */
const alias = [
  { find: /^@\//, replacement: new URL('./src/', import.meta.url).pathname },
  { find: /^zod$/, replacement: new URL('./src/lib/zod-jitless.ts', import.meta.url).pathname },
];

/** The API and the socket: never answered by the service worker (decision 013). */
const NOT_THE_SHELL = [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/];

/**
 * The installable app (decision 013): the web app manifest, icons drawn from
 * public/favicon.svg by @vite-pwa/assets-generator (pwa-assets.config.ts), and a Workbox
 * service worker that precaches the shell (index.html, JS, CSS, icons) so it opens offline.
 * API answers are private: the worker has no route for `/api/*` (never stored, not even passed
 * through), and navigations there are not answered with the shell.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // Registered by the entry (app/register-service-worker.ts): no registerSW.js request of its
  // own on every first load (decision 063), and the CSP allows no inline script.
  injectRegister: false,
  // The head's icon links are written by `inlineFavicon` below (the manifest keeps the PNGs).
  pwaAssets: { config: true, overrideManifestIcons: true, includeHtmlHeadLinks: false },
  manifest: {
    name: 'Nestling',
    short_name: 'Nestling',
    description:
      "Kids' profiles, health, milestones and calendars in one private place, and child-safe friendships.",
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#fffaf3',
    theme_color: '#1e7a72',
  },
  workbox: {
    // The manifest is not globbed: the plugin adds its own entry for it, and two entries of one
    // URL make Workbox's install fail (add-to-cache-list-conflicting-entries: the cache stayed
    // empty, issue 29).
    globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: NOT_THE_SHELL,
    // No route for /api: the worker does not answer API requests at all, so they go to the
    // network as the page made them — never cached, and without a hop through the worker
    // (decision 051; decision 013 had a NetworkOnly route, which also re-sent every API call
    // from the worker).
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // Web Push's `push` and `notificationclick` handlers (issue 25): public/push-sw.js.
    importScripts: ['/push-sw.js'],
  },
});

/**
 * The tab's icon inline in index.html, as a data: URI of public/favicon.svg (the CSP's img-src
 * allows data:), so a first load does not spend a request on it (issue 29, decision 063); the
 * apple-touch-icon and the manifest's icons stay files (vite-plugin-pwa draws them from the same
 * SVG). Browsers that ask for /favicon.ico anyway find the plugin's copy.
 */
function inlineFavicon(): Plugin {
  return {
    name: 'nestling:inline-favicon',
    transformIndexHtml: () => {
      const svg = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8').trim();
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'icon',
            type: 'image/svg+xml',
            href: `data:image/svg+xml,${encodeURIComponent(svg)}`,
          },
          injectTo: 'head',
        },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon-180x180.png' },
          injectTo: 'head',
        },
      ];
    },
  };
}

/** The web app manifest's link as vite-plugin-pwa writes it into index.html (its build). */
const MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest">';

/**
 * index.html without vite-plugin-pwa's manifest link, which the plugin always writes (it has no
 * option to leave it out): the entry adds the link once the service worker is ready
 * (app/register-service-worker.ts). In the head, Chromium fetched the manifest and then its
 * 192 px icon (2 requests, 2.4–3.8 KB) as the page loaded, before a signed-in screen's LCP —
 * bytes Lighthouse's simulation prices the LCP from (issue 29). Fails the build if the link is
 * not there, so a change of the plugin's output cannot pass unseen.
 */
function manifestLinkLater(): Plugin {
  return {
    name: 'nestling:manifest-link-later',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(MANIFEST_LINK)) {
          throw new Error(`index.html has no ${MANIFEST_LINK} (vite-plugin-pwa's)`);
        }
        return html.replace(MANIFEST_LINK, '');
      },
    },
  };
}

/**
 * Precompressed copies of every text asset (decision 012): `.br` (brotli, quality 11) and
 * `.gz` (gzip level 9) beside each file in dist/, served by the server's web-app plugin with
 * `Content-Encoding` and `Vary: Accept-Encoding` — no compression work per request.
 */
const precompress = compression({
  include: /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/,
  threshold: 1024,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  logLevel: 'silent',
});

export default defineConfig({
  plugins: [
    lazyPreloads.plugin,
    compileCatalogues(),
    react(),
    tailwindcss(),
    pwa,
    manifestLinkLater(),
    inlineFavicon(),
    inlineStylesheet(),
    routePreloadsPlugin(new URL('./budgets.json', import.meta.url).pathname),
    placeTilesPlugin(),
    precompress,
  ],
  resolve: { alias },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route loads (scripts/check-budgets.ts).
    manifest: true,
    modulePreload: { resolveDependencies: lazyPreloads.resolveDependencies },
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // Chart and date libraries get their own chunks, loaded only by the lazy routes using them.
        codeSplitting: {
          groups: [
            {
              // Every route's first load: React, React Router, TanStack Query and the base of
              // lucide's icons (each icon stays with the code drawing it) in one file.
              name: 'react',
              test: /node_modules[\\/]((react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))/,
              priority: 8,
            },
            {
              // zod: on the first load of signed-in screens; the account screens load it lazily
              // (decision 032). lib/zod-jitless.ts, what `zod` resolves to, goes with it.
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$/,
              priority: 9,
            },
            {
              // The one form approach (decision 048): react-hook-form and its zod resolver adapter
              // (which imports no zod itself: the account screens keep zod off their first load).
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/,
              priority: 8,
            },
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|es-toolkit|decimal\.js-light|@reduxjs|redux|immer|reselect|react-redux|use-sync-external-store)[\\/]/,
              priority: 7,
            },
            {
              name: 'date-picker',
              test: /node_modules[\\/](react-day-picker|date-fns|@date-fns)[\\/]/,
              priority: 7,
            },
            {
              // The form primitives every form and frame draws with: one small file, not six.
              name: 'fields',
              test: /src[\\/]components[\\/]ui[\\/](text-field|text-area|select|checkbox|field-shell|field-message|field-styles)\.tsx?$/,
              priority: 6,
            },
            {
              // Issue 28 (decision 074): Lingui's runtime and our hooks over it — what every screen
              // speaking through a catalogue loads — in one file, not one per screen's hook.
              name: 'i18n',
              test: /node_modules[\\/]@lingui[\\/]core[\\/]|packages[\\/]shared[\\/]src[\\/]i18n[\\/](catalogue|translations)\.ts$|src[\\/]lib[\\/]i18n[\\/]|src[\\/]app[\\/]localized-screen\.tsx$/,
              priority: 6,
            },
            {
              // The kids area's English words and the hook saying a kid's age and gender with them:
              // loaded by the same screens, one file.
              name: 'kids-words',
              test: /i18n[\\/]catalogues[\\/]kids[\\/](kids-catalogue\.ts|en\.json)$|src[\\/]entities[\\/]kids[\\/]hooks[\\/]use-kid-texts\.ts$/,
              priority: 6,
              // Not the constants they import (the known interests' words, rules/interests.ts):
              // Explore and the forms read those too, and would load the kids area with them.
              includeDependenciesRecursively: false,
            },
            {
              // Everything else the entry loads statically — the app's boot modules, the shared
              // package's texts and constants, the form primitives and icons it draws, Vite's
              // preload helper — in the entry's own file: every route loads all of it anyway, so
              // one file instead of five costs no route a byte (Rolldown's `$initial` tag:
              // statically reached from the entry).
              name: 'boot',
              tags: ['$initial'],
              priority: 7,
            },
            // The app's own modules by who loads them — boot, common, account, shell
            // (route-chunks.ts): a route loads a handful of files, not dozens (decision 051).
            ...appChunkGroups(4),
          ],
        },
      },
    },
  },
});
