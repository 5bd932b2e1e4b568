import { defineConfig } from 'vitest/config';

/** One `vitest run` covers every workspace; each has its own vitest.config.ts. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/growth', 'apps/server', 'apps/web', 'bench'],
  },
});
