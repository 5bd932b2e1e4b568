import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { compileCatalogues } from './i18n-catalogues';

/** react-router's ES build (hoisted to the repository's node_modules by npm workspaces). */
const reactRouterBuild = new URL(
  '../../node_modules/react-router/dist/development',
  import.meta.url,
).pathname;

export default defineProject({
  plugins: [compileCatalogues(), react()],
  resolve: {
    alias: [
      // `@/…` imports resolve to `src/…`, as in vite.config.ts and tsconfig.json.
      { find: /^@\//, replacement: new URL('./src/', import.meta.url).pathname },
      // zod configured for the CSP, as in the app's bundles (lib/zod-jitless.ts).
      { find: /^zod$/, replacement: new URL('./src/lib/zod-jitless.ts', import.meta.url).pathname },
      // Under Node, `react-router/dom` resolves to the CommonJS build while `react-router` is the
      // ES build: two copies, two router contexts. Pin both to the ES build, as in the browser.
      { find: /^react-router$/, replacement: `${reactRouterBuild}/index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${reactRouterBuild}/dom-export.mjs` },
    ],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    // The build's chunk policy (route-chunks.ts) and first-load hints are tested beside them.
    include: [
      'src/**/*.test.{ts,tsx}',
      'route-chunks.test.ts',
      'first-load-hints.test.ts',
      'lazy-preloads.test.ts',
    ],
    setupFiles: ['src/testing/setup.ts'],
    // A loaded machine (CI on 2 cores, a build beside it) renders slowly: room to finish, while
    // a test that waits for something that never comes still fails.
    testTimeout: 30_000,
  },
});
