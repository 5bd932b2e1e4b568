import type { KeptAnswer } from './api-client';

/*
 * Loaded once the first screen has been shown (`checkAnswersAfter` in api-client.ts), in the
 * `schemas` chunk with the session's and the first answers' schemas and zod (route-chunks.ts).
 */

/**
 * Whether two JSON values are alike: the same primitives, arrays of alike items in order, and
 * objects with the same keys (in any order) holding alike values.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const keys = Object.keys(aRecord);
  return (
    keys.length === Object.keys(bRecord).length &&
    keys.every((key) => Object.hasOwn(bRecord, key) && sameJson(aRecord[key], bRecord[key]))
  );
}

/**
 * Checks the answers handed over before their schemas had loaded: each schema must accept its
 * answer and parse it to alike data (what was drawn is what the check gives; a schema with a
 * transform or a default, or an answer with a key the schema leaves out, fails here).
 * @param kept the answers with their schemas
 * @returns true when every one passed; false when one did not or its schema could not be loaded
 */
export async function checkKeptAnswers(kept: readonly KeptAnswer[]): Promise<boolean> {
  const passed = await Promise.all(
    kept.map(async ({ schema, payload }) => {
      try {
        const parsed = (await schema.load()).safeParse(payload);
        return parsed.success && sameJson(parsed.data, payload);
      } catch {
        return false;
      }
    }),
  );
  return passed.every(Boolean);
}
