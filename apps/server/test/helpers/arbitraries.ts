import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries derived from the shared zod schemas (decision 028): a schema is turned
 * into its JSON Schema by zod 4's own `z.toJSONSchema` (the input side: what a client sends),
 * and this small generator walks that JSON Schema. No zod-4 → fast-check bridge is well kept
 * (zod-fast-check supports zod 3 only), and the JSON Schema keeps the generator independent of
 * zod's internals.
 *
 * Each value is valid, on a boundary (exactly the longest text, the largest id, 2³¹ − 1) or
 * malformed (the wrong type, one past a limit, NUL, lone surrogates, injection-looking text).
 */

/** The part of JSON Schema (draft 2020-12) that `z.toJSONSchema` writes for our schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
}

/** The JSON Schema of what a client sends to `schema` (transforms: their input side). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values any field may be sent by a hostile or buggy client: wrong types, edges, odd text. */
const HOSTILE: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  -(2 ** 31),
  1e308,
  '',
  ' ',
  '0',
  '-1',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  'a\u0000b',
  'a\ud800b',
  '\udc00',
  "' OR 1=1--",
  '"; DROP TABLE kids;--',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '🙂'.repeat(50),
  '\u202e\u0301',
  '2026-02-30',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-12:00',
  '2026-01-01T25:00:00Z',
  [],
  [1, 2],
  {},
  { nested: { deep: [1] } },
];

/** A malformed value for any field: the wrong type, an edge, or odd text. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  );
}

function regexArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  const options: fc.Arbitrary<string>[] = [];
  if (schema.format === 'date-time') {
    options.push(
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString()),
    );
  } else if (schema.format === 'date') {
    options.push(
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    );
  } else if (schema.pattern) {
    const fromPattern = regexArbitrary(schema.pattern);
    if (fromPattern) options.push(fromPattern);
    // An id pattern: small numbers name real rows of the test's families.
    if (new RegExp(schema.pattern).test('7')) {
      options.push(fc.integer({ min: 1, max: 40 }).map(String));
    }
  }
  if (options.length === 0) {
    options.push(fc.string({ minLength: min, maxLength: Math.min(max ?? min + 30, min + 30) }));
    if (max !== undefined) options.push(fc.constant('x'.repeat(max)));
    if (min > 0) options.push(fc.constant('y'.repeat(min)));
  }
  return fc.oneof(...options);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -Infinity) + (integer ? 1 : 0);
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? Infinity) - (integer ? 1 : 0);
  const low = Number.isFinite(min) ? min : 1;
  const high = Number.isFinite(max) ? max : 40;
  const edges = [min, max, 2 ** 31 - 1].filter(
    (edge) => Number.isFinite(edge) && edge >= min && edge <= max,
  );
  const inRange = integer
    ? fc.integer({ min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(high)) })
    : fc.double({ min: low, max: Math.max(low, high), noNaN: true });
  return edges.length > 0 ? fc.oneof(inRange, fc.constantFrom(...edges)) : inRange;
}

/**
 * A valid (or boundary) value of `schema`.
 * @param schema a JSON Schema from {@link inputJsonSchema}
 */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(validValue));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validValue(schema.items) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    case 'object':
      return objectOf(schema, 0);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A field of `schema`: mostly valid or on a boundary, sometimes malformed.
 * @param malformedWeight how often (out of 10) the value is malformed
 */
export function fieldValue(schema: JsonSchema, malformedWeight = 2): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 10 - malformedWeight, arbitrary: validValue(schema) },
    { weight: malformedWeight, arbitrary: hostileValue() },
  );
}

function objectOf(schema: JsonSchema, malformedWeight: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      malformedWeight > 0 ? fieldValue(property, malformedWeight) : validValue(property),
    ]),
  );
  // Required fields are usually present; any field may be missing now and then.
  const record = fc.record(fields, {
    requiredKeys: malformedWeight > 0 ? [] : [...required],
  });
  if (malformedWeight === 0) return record;
  return fc
    .tuple(record, fc.option(fc.tuple(fc.constantFrom('extra', '__proto__', 'id'), hostileValue())))
    .map(([value, extra]) => {
      const object = { ...(value as Record<string, unknown>) };
      if (extra) Object.defineProperty(object, extra[0], { value: extra[1], enumerable: true });
      for (const name of required) {
        if (!(name in object)) object[name] = undefined;
      }
      return JSON.parse(JSON.stringify(object)) as unknown;
    });
}

/**
 * A request part (body, query or path parameters) for `schema`: an object whose fields are
 * valid, on a boundary or malformed, with now and then an extra or missing field — or, one
 * time in ten, a whole value of the wrong shape.
 */
export function requestPart(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = inputJsonSchema(schema);
  const shaped =
    json.type === 'object' || json.properties ? objectOf(json, 3) : fieldValue(json, 3);
  return fc.oneof({ weight: 9, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue() });
}

/** A value as text in a URL or a form field: strings as they are, the rest as JSON. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}
