import type { KeptAnswer } from './api-client';
import { yieldToBrowser } from './yield-to-browser';

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
 * transform or a default, or an answer with a key the schema leaves out, fails here). One step
 * per task (issue 29: the check ran as one long task after the first screen): each answer's
 * schema is loaded and built in a task of its own, then the answer parsed in the next, the
 * answers one after the other.
 * @param kept the answers with their schemas
 * @returns true when every one passed; false at the first that did not or whose schema could not
 *   be loaded (the ones after it are not checked: the caller fetches everything again)
 */
export async function checkKeptAnswers(kept: readonly KeptAnswer[]): Promise<boolean> {
  for (const { schema, payload } of kept) {
    await yieldToBrowser();
    let loaded: Awaited<ReturnType<typeof schema.load>>;
    try {
      loaded = await schema.load();
    } catch {
      return false;
    }
    await yieldToBrowser();
    const parsed = loaded.safeParse(payload);
    if (!parsed.success || !sameJson(parsed.data, payload)) return false;
  }
  return true;
}
