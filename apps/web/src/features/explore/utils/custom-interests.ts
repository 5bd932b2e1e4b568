import { MAX_INTERESTS, interestKey, parseInterests } from '@nestling/shared';

/**
 * Adds what the parent typed into Explore's custom-interest box to the custom interests (spec
 * §5 Custom interest: trimmed, non-empty, not added twice). Commas separate several at once
 * ("Lego, Chess" adds two). An interest already among `existing` or the sidebar's categories —
 * compared by interestKey, so "art" is Art — is not added again.
 * @param typed the box's text
 * @param existing the custom interests so far
 * @param builtIn the category interests (spec §3 Kid)
 * @returns the new custom list, and which typed interests were new (empty: nothing to add)
 */
export function addCustomInterests(
  typed: string,
  existing: readonly string[],
  builtIn: readonly string[],
): { custom: string[]; added: string[] } {
  const taken = new Set([...existing, ...builtIn].map(interestKey));
  const added = parseInterests(typed)
    .filter((interest) => !taken.has(interestKey(interest)))
    .slice(0, Math.max(0, MAX_INTERESTS - existing.length));
  return { custom: [...existing, ...added], added };
}
