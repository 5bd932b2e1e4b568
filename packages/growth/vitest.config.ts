import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'growth', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
