import { z } from 'zod';
import { MAX_INTEREST_LENGTH, MAX_INTERESTS, interestKey, parseInterests } from '@nestling/shared';

/** Texts of the custom-interest box (ours: spec §5 gives the rules, not the words). */
export const CUSTOM_INTEREST_MESSAGES = {
  empty: 'Type an interest first.',
  tooLong: `An interest can be at most ${MAX_INTEREST_LENGTH} characters.`,
  taken: 'That interest is already in the list.',
  /** The hint under the box. */
  hint: 'Separate several with commas.',
} as const;

/**
 * Explore's custom-interest box (spec §5 Custom interest): trimmed and not empty; each of the
 * comma-separated interests at most MAX_INTEREST_LENGTH characters, the shared bound a kid's
 * interests keep (kidFieldsSchema). Whether it is new is decided against the list when added.
 */
export const customInterestSchema = z.object({
  customInterest: z
    .string()
    .trim()
    .min(1, CUSTOM_INTEREST_MESSAGES.empty)
    .refine(
      (typed) => parseInterests(typed).every((interest) => interest.length <= MAX_INTEREST_LENGTH),
      CUSTOM_INTEREST_MESSAGES.tooLong,
    ),
});

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
