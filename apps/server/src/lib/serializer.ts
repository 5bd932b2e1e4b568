import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type SerializerRoute = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/**
 * The answer serializer of every route (decision 033, issue 13): each response schema — the
 * shared zod schema the route names per status — is turned into a JSON Schema once, when the
 * route is registered, and compiled by fast-json-stringify into a function that writes exactly
 * the schema's properties. Unknown keys are never written (a repository row's extra column, a
 * password hash, cannot leak), a missing required key throws (the answer becomes a 500), and
 * no zod parse runs per answer: `safeEncode` of the whole answer was the largest app-side cost
 * of a `GET /api/kids` after its query.
 *
 * What the zod serializer did and this one does not, per answer: refuse a value of the wrong
 * type (fast-json-stringify writes what the type says — a number for an integer, truncated; a
 * string's text) and run zod refinements. Answers are built by presenters typed by the same
 * schemas (TypeScript checks them at build time), and with `checkWithZod` (development and
 * tests) every answer is checked by zod first, as before, so a test still fails on a wrong
 * answer; production writes without the check.
 *
 * A schema whose JSON Schema would not say the whole of it keeps zod's serializer: one that
 * transforms or has a codec (its encoded form differs from what the handler returns), defaults
 * (its input and output forms differ), a union other than "T or null" (fast-json-stringify
 * chooses a branch by its own validation, not zod's), or anything zod cannot express as JSON
 * Schema.
 */
export function createSerializerCompiler(options: {
  checkWithZod: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const zodSerializer = zodSerializerCompiler(route as never) as (data: unknown) => string;
    const json = jsonSchemaOf(route.schema);
    if (!json) return zodSerializer;
    const write = fastJson(json) as (data: unknown) => string;
    if (!options.checkWithZod) return write;
    return (data) => {
      zodSerializer(data); // throws ResponseSerializationError for a wrong answer
      return write(data);
    };
  };
}

/**
 * The JSON Schema fast-json-stringify compiles for a route's response schema, or undefined when
 * only zod's own serializer says the whole of it (see `createSerializerCompiler`).
 * @param schema a zod schema, or `{ properties: zodSchema }` as fastify-type-provider-zod takes
 */
export function jsonSchemaOf(schema: SerializerRoute['schema']): JsonSchema | undefined {
  const zod = resolve(schema);
  if (!zod) return undefined;
  try {
    const options = { target: 'draft-7', unrepresentable: 'throw', reused: 'inline' } as const;
    const output = z.toJSONSchema(zod, { ...options, io: 'output' }) as JsonSchema;
    const input = z.toJSONSchema(zod, { ...options, io: 'input' }) as JsonSchema;
    // Alike but for `additionalProperties: false`, which zod writes for output objects only.
    if (JSON.stringify(output, withoutClosedObjects) !== JSON.stringify(input)) return undefined;
    delete output.$schema;
    const json = simplifyNullable(output) as JsonSchema;
    // Unions left (of objects): fast-json-stringify picks a branch by validating the value
    // with Ajv, which can pick another branch than zod does; zod's serializer keeps them.
    return JSON.stringify(json).match(/"(?:anyOf|oneOf|allOf|not|if)":/) ? undefined : json;
  } catch {
    // Transforms, custom types, dates: zod's serializer keeps them.
    return undefined;
  }
}

/** A JSON.stringify replacer that leaves out `additionalProperties: false`. */
function withoutClosedObjects(key: string, value: unknown): unknown {
  return key === 'additionalProperties' && value === false ? undefined : value;
}

/** The zod schema of a route's response entry, if it is one. */
function resolve(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  return properties instanceof z.ZodType ? properties : undefined;
}

/**
 * Rewrites `anyOf: [{ type: T, … }, { type: 'null' }]` (zod's `.nullable()` of an enum, a
 * literal, an object or an array) as `{ type: [T, 'null'], … }`, recursively:
 * fast-json-stringify writes the latter directly (null first, then the one type, else a
 * TypeError), where an `anyOf` would make it validate the value against each branch (Ajv) on
 * every answer — and `jsonSchemaOf` would hand the whole schema back to zod's serializer. A
 * nullable object keeps its `properties` and `additionalProperties: false`, so its unknown keys
 * are still never written (a kid's `gestationalAge`, issue 26, put `GET /api/kids` back on
 * zod's serializer until this covered objects).
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplifyNullable(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && Object.keys(out).length === 1) {
    const [first, second] = anyOf as JsonSchema[];
    const nullable = isNull(second) ? first : isNull(first) ? second : undefined;
    if (nullable && typeof nullable.type === 'string') {
      return { ...nullable, type: [nullable.type, 'null'] };
    }
  }
  return out;
}

function isNull(schema: JsonSchema | undefined): boolean {
  return !!schema && schema.type === 'null' && Object.keys(schema).length === 1;
}
