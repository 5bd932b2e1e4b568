import { expect, it, vi } from 'vitest';
import { z } from 'zod';
import type * as ApiClient from './api-client';

/*
 * Every LazySchema of the app may check its answer after the first screen has drawn it
 * (`checkAnswersAfter`, decision 092): its schema must be a pure check — parse(x) is
 * x for a valid x. Held here for every LazySchema the app's modules make, found by their source.
 */

const created: { load(): Promise<z.ZodType> }[] = [];
vi.mock('./api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClient>();
  /** A LazySchema that records itself, so the test finds every one the modules make. */
  class RecordedLazySchema<T> extends original.LazySchema<T> {
    constructor(...args: ConstructorParameters<typeof original.LazySchema<T>>) {
      super(...args);
      created.push(this as never);
    }
  }
  return { ...original, LazySchema: RecordedLazySchema };
});

const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/**/testing/**'],
  { query: '?raw', import: 'default', eager: true },
);
const modules = import.meta.glob([
  '/src/**/*.{ts,tsx}',
  '!/src/**/*.test.{ts,tsx}',
  '!/src/**/testing/**',
]);

/** What zod's parse would change of a valid answer: a transform, default, coercion, catch, pipe. */
const CHANGING = new Set(['transform', 'default', 'prefault', 'catch', 'pipe', 'success']);

/**
 * Why `schema` is not a pure check, or [] when it is. Through zod's public JSON Schema API:
 * its input and output JSON Schemas must be alike but for `additionalProperties: false` (which
 * zod writes for output objects only: an answer's unknown keys — the server never writes them,
 * decision 033 — are dropped by the check, and the late check fails then), it must not refuse
 * to write one (transforms, dates, custom types), and no node may change a value (`override`
 * sees every node's definition, as zod's JSON Schema guide shows).
 */
function whyNotPure(schema: z.ZodType): string[] {
  const reasons = new Set<string>();
  const override = (context: {
    zodSchema: { _zod: { def: { type: string; coerce?: boolean } } };
  }) => {
    const { type, coerce } = context.zodSchema._zod.def;
    if (CHANGING.has(type)) reasons.add(type);
    if (coerce) reasons.add(`coerced ${type}`);
  };
  try {
    const options = { unrepresentable: 'throw', override } as const;
    const input = JSON.stringify(z.toJSONSchema(schema, { ...options, io: 'input' }));
    const output = JSON.stringify(
      z.toJSONSchema(schema, { ...options, io: 'output' }),
      (key, value: unknown) =>
        key === 'additionalProperties' && value === false ? undefined : value,
    );
    if (input !== output) reasons.add('input and output differ');
  } catch (error) {
    reasons.add(`no JSON Schema: ${(error as Error).message}`);
  }
  return [...reasons];
}

it('finds a transform, a default, a coercion, a catch and a preprocess', () => {
  expect(whyNotPure(z.object({ a: z.string(), b: z.number().nullable() }))).toEqual([]);
  expect(whyNotPure(z.object({ a: z.string().transform((x) => x.trim()) }))).not.toEqual([]);
  expect(whyNotPure(z.object({ a: z.string().default('en') }))).not.toEqual([]);
  expect(whyNotPure(z.string().default('en'))).not.toEqual([]);
  expect(whyNotPure(z.object({ a: z.coerce.number() }))).not.toEqual([]);
  expect(whyNotPure(z.object({ a: z.string().catch('') }))).not.toEqual([]);
  expect(whyNotPure(z.preprocess((x) => x, z.string()))).not.toEqual([]);
  expect(whyNotPure(z.date())).not.toEqual([]);
});

it("every LazySchema's schema is a pure check, so its answer may be drawn before it", async () => {
  const makers = Object.entries(sources)
    .filter(
      ([file, source]) => source.includes('new LazySchema(') && !file.endsWith('/api-client.ts'),
    )
    .map(([file]) => file);
  for (const file of makers) await modules[file]?.();
  // Every module that makes one was imported, and made at least one each.
  expect(makers.length).toBeGreaterThan(20);
  expect(created.length).toBeGreaterThanOrEqual(makers.length);
  for (const lazy of created) {
    const schema = await lazy.load();
    expect({
      schema: schema.description ?? Object.keys((schema as z.ZodObject).shape ?? {}).join(','),
      why: whyNotPure(schema),
    }).toMatchObject({ why: [] });
  }
});
