import { interestKey } from './interests.js';

/**
 * The match score of an Explore card (product.md "Explore and friends"; spec §5 Match score):
 * the share of the viewer's chosen kid's interests ("Matching for") that the card's kid also
 * has, as a whole percentage — round(100 × shared ÷ the chosen kid's interests). Interests are
 * compared by {@link interestKey} (case-insensitive, trimmed), each counted once. 0 when the
 * chosen kid has no interests. Halves round up (1 of 8 shared → 13).
 * @param forKidInterests the interests of the viewer's own kid the score is for
 * @param candidateInterests the interests of the kid on the card
 * @returns a whole number from 0 to 100
 */
export function matchScore(
  forKidInterests: readonly string[],
  candidateInterests: readonly string[],
): number {
  const wanted = keysOf(forKidInterests);
  if (wanted.size === 0) return 0;
  const offered = keysOf(candidateInterests);
  let shared = 0;
  for (const key of wanted) if (offered.has(key)) shared += 1;
  return Math.round((100 * shared) / wanted.size);
}

function keysOf(interests: readonly string[]): Set<string> {
  return new Set(interests.map(interestKey).filter((key) => key !== ''));
}
