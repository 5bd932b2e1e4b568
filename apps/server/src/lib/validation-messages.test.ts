import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@nestling/shared';
import { loadTranslations } from './request-locale.js';
import { validationDetails } from './validation-messages.js';

beforeAll(async () => {
  await loadTranslations();
});

/** The details of `input` against `schema` (which must refuse it), in `locale`. */
function detailsOf(schema: z.ZodType, input: unknown, whole?: string, locale?: Locale) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return validationDetails(result.error.issues, whole, locale);
}

describe('validationDetails: zod’s generic texts in plain words, a schema’s own texts kept', () => {
  const schema = z.strictObject({
    name: z.string().max(50),
    age: z.number().int().min(0),
    email: z.email(),
    kind: z.enum(['a', 'b']),
    tags: z.array(z.string()).max(2),
    code: z.string().regex(/^\d+$/),
    note: z.string().min(1),
    custom: z.string().max(3, 'A custom text.'),
    either: z.union([z.number(), z.string()]),
    kids: z.array(z.object({ name: z.string().max(2) })),
  });

  it('names the field and the rule', () => {
    expect(
      detailsOf(schema, {
        name: 'x'.repeat(51),
        age: -1,
        email: 'no',
        kind: 'c',
        tags: ['a', 'b', 'c'],
        code: 'ab',
        note: '',
        custom: 'long',
        either: true,
        kids: [{ name: 'Ivy' }],
        extra: 1,
      }),
    ).toEqual([
      { path: 'name', message: 'name: must be at most 50 characters' },
      { path: 'age', message: 'age: must be at least 0' },
      { path: 'email', message: 'email: must be an e-mail address' },
      { path: 'kind', message: 'kind: must be one of: a, b' },
      { path: 'tags', message: 'tags: must have at most 2 items' },
      { path: 'code', message: 'code: is not in the expected format' },
      { path: 'note', message: 'note: must not be empty' },
      { path: 'custom', message: 'A custom text.' },
      { path: 'either', message: 'either: is not valid' },
      { path: 'kids.0.name', message: 'kids.0.name: must be at most 2 characters' },
      { path: 'extra', message: 'extra: is not an accepted field' },
    ]);
  });

  it('says them in Spanish with the same paths, a schema’s own text left to the catalogues (decision 076)', () => {
    const input = {
      name: 'x'.repeat(51),
      age: -1,
      email: 'no',
      kind: 'c',
      tags: ['a', 'b', 'c'],
      code: 'ab',
      note: '',
      custom: 'long',
      either: true,
      kids: [{ name: 'Ivy' }],
      extra: 1,
    };
    const english = detailsOf(schema, input);
    const spanish = detailsOf(schema, input, 'body', 'es');
    expect(spanish.map((detail) => detail.path)).toEqual(english.map((detail) => detail.path));
    expect(spanish.map((detail) => detail.message)).toEqual([
      'name: debe tener como máximo 50 caracteres',
      'age: debe ser como mínimo 0',
      'email: debe ser una dirección de correo electrónico',
      'kind: debe ser uno de: a, b',
      'tags: debe tener como máximo 2 elementos',
      'code: no tiene el formato esperado',
      'note: no puede estar vacío',
      'A custom text.',
      'either: no es válido',
      'kids.0.name: debe tener como máximo 2 caracteres',
      'extra: no es un campo admitido',
    ]);
    expect(detailsOf(z.object({ name: z.string() }), {}, 'body', 'es')).toEqual([
      { path: 'name', message: 'name: es obligatorio' },
    ]);
    expect(detailsOf(z.string().max(1), 'ab', 'query', 'es')).toEqual([
      { path: '', message: 'query: debe tener como máximo 1 carácter' },
    ]);
  });

  it('says a missing field is required, and a wrong type what it must be', () => {
    expect(detailsOf(z.object({ name: z.string() }), {})).toEqual([
      { path: 'name', message: 'name: is required' },
    ]);
    expect(detailsOf(z.object({ age: z.number() }), { age: 'x' })).toEqual([
      { path: 'age', message: 'age: must be a number' },
    ]);
    expect(detailsOf(z.object({}), 'text', 'query')).toEqual([
      { path: '', message: 'query: must be an object' },
    ]);
  });
});
