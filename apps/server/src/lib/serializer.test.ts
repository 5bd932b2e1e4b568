import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { kidListSchema } from '@nestling/shared';
import { createSerializerCompiler, jsonSchemaOf } from './serializer.js';

const kid = z.object({
  id: z.number().int(),
  name: z.string(),
  skillLevel: z.enum(['Beginner', 'Advanced']).nullable(),
  photoUrl: z.string().nullable(),
});

/** The serializer a route answering `schema` gets. */
function serializerFor(schema: z.ZodType, checkWithZod: boolean) {
  const compile = createSerializerCompiler({ checkWithZod });
  return compile({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (
    data: unknown,
  ) => string;
}

describe('the answer serializer (decision 033)', () => {
  it('writes the schema’s fields only, never an extra one such as a password hash', () => {
    for (const checkWithZod of [false, true]) {
      const write = serializerFor(z.array(kid), checkWithZod);
      const answer = [
        { id: 1, name: 'Mia', skillLevel: null, photoUrl: null, passwordHash: 'x' },
        { id: 2, name: 'Leo', skillLevel: 'Advanced', photoUrl: '/api/files/3', parentId: 9 },
      ];
      expect(JSON.parse(write(answer))).toEqual([
        { id: 1, name: 'Mia', skillLevel: null, photoUrl: null },
        { id: 2, name: 'Leo', skillLevel: 'Advanced', photoUrl: '/api/files/3' },
      ]);
    }
  });

  it('refuses an answer without a required field', () => {
    expect(() => serializerFor(kid, false)({ id: 1, skillLevel: null, photoUrl: null })).toThrow();
  });

  it('refuses a value of the wrong type when checking with zod (development and tests)', () => {
    const wrong = { id: 1, name: 42, skillLevel: 'Expert', photoUrl: null };
    expect(() => serializerFor(kid, true)(wrong)).toThrow();
  });

  it('keeps zod’s serializer for a schema whose encoded form or union its JSON Schema does not say', () => {
    const transformed = z.object({ at: z.string().transform((text) => text.length) });
    const defaulted = z.object({ page: z.number().default(1) });
    expect(jsonSchemaOf(transformed)).toBeUndefined();
    expect(jsonSchemaOf(defaulted)).toBeUndefined();
    // A union of two answers (readiness or a page of logs on GET /api/health): zod picks.
    const status = z.object({ status: z.enum(['ok', 'unavailable']) });
    const page = z.object({ logs: z.array(z.object({ id: z.number() })), total: z.number() });
    expect(jsonSchemaOf(z.union([status, page]))).toBeUndefined();
    const write = serializerFor(z.union([status, page]), false);
    expect(JSON.parse(write({ logs: [{ id: 1 }], total: 1 }))).toEqual({
      logs: [{ id: 1 }],
      total: 1,
    });
    expect(jsonSchemaOf(kid)).toMatchObject({
      additionalProperties: false,
      properties: { skillLevel: { type: ['string', 'null'] } },
    });
  });

  it('writes a nullable object itself: null, or its declared keys only', () => {
    const withAge = kid.extend({
      gestationalAge: z.object({ weeks: z.number().int(), days: z.number().int() }).nullable(),
    });
    expect(jsonSchemaOf(withAge)).toMatchObject({
      properties: { gestationalAge: { type: ['object', 'null'], additionalProperties: false } },
    });
    for (const checkWithZod of [false, true]) {
      const write = serializerFor(z.array(withAge), checkWithZod);
      const base = { id: 1, name: 'Mia', skillLevel: null, photoUrl: null };
      const answer = [
        { ...base, gestationalAge: null },
        { ...base, gestationalAge: { weeks: 34, days: 2, note: 'private' } },
      ];
      expect(JSON.parse(write(answer))).toEqual([
        { ...base, gestationalAge: null },
        { ...base, gestationalAge: { weeks: 34, days: 2 } },
      ]);
    }
    // A required key of the nested object missing: no answer.
    const broken = { id: 1, name: 'Mia', skillLevel: null, photoUrl: null, gestationalAge: {} };
    expect(() => serializerFor(withAge, false)(broken)).toThrow();
  });

  it('compiles the signed-in kids list (GET /api/kids) without zod’s serializer', () => {
    expect(jsonSchemaOf(kidListSchema)).toMatchObject({ type: 'array' });
  });
});
