import { describe, expect, it } from 'vitest';
import { config } from 'zod';
import './zod-jitless';
import source from './zod-jitless.ts?raw';

describe('zod-jitless (issue 9: no `new Function` probe under the CSP; decision 032)', () => {
  it('turns zod’s eval fast path off without importing zod itself', () => {
    expect(config().jitless).toBe(true);
    // The module sets zod's global configuration object, which zod adopts when it loads later.
    const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
    expect(holder.__zod_globalConfig).toBe(config());
    expect(source).not.toMatch(/from ['"]zod/);
  });
});
