import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker, not per file: each file still builds its own app, database
    // copy, SMTP sink and Redis namespaces (test/helpers), and nothing here mocks modules, so
    // re-importing the whole app for each of 60-odd files (half the project's time on CI's two
    // cores, docs/performance-log/2026-11-26-ci-time.md) bought no isolation the files lack.
    isolate: false,
  },
});
