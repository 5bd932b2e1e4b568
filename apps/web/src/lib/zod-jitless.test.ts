import { describe, expect, it } from 'vitest';
import { config, z } from 'zod';
import { iceServerSchema } from '@nestling/shared';
import source from './zod-jitless.ts?raw';

// `zod` resolves to lib/zod-jitless.ts here as in the app's bundles (vitest.config.ts,
// vite.config.ts): issue 9 (no eval probe through the Function constructor under the CSP),
// decisions 032 and 046.
describe('zod as the web app gets it', () => {
  it('is configured jitless through zod’s own config(), before any schema is made', () => {
    expect(config().jitless).toBe(true);
    expect(source).toMatch(/config\(\{ jitless: true \}\)/);
    // Through zod's public API only: no write to a global of zod's.
    expect(source).not.toMatch(/globalThis/);
  });

  it('makes and parses object schemas without generating code', () => {
    const made: unknown[] = [];
    const RealFunction = globalThis.Function;
    // Any code made by the Function constructor (zod's probe, its generated parser) counts here.
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        made.push(args);
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const schema = z.object({ name: z.string(), age: z.number().int() });
      expect(schema.parse({ name: 'Ada', age: 3 })).toEqual({ name: 'Ada', age: 3 });
      expect(iceServerSchema.safeParse({}).success).toBe(false);
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(made).toEqual([]);
  });
});
