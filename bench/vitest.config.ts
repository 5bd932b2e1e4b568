import { defineProject } from 'vitest/config';

/** The bench's own helpers (the load generators); the benchmarks themselves are never tests. */
export default defineProject({
  test: { name: 'bench', environment: 'node', include: ['lib/**/*.test.ts'], testTimeout: 30_000 },
});
