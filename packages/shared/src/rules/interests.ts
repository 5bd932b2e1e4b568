/** Longest interest we keep, and how many a kid can have. */
export const MAX_INTEREST_LENGTH = 40;
export const MAX_INTERESTS = 30;

/**
 * Interest options on the add-kid form (spec §3 Kid).
 */
export const KID_FORM_INTERESTS = [
  'Art',
  'Gaming',
  'Reading',
  'Soccer',
  'Music',
  'Biking',
] as const;

/** Interest categories on the explore screen (spec §3 Kid). */
export const INTEREST_CATEGORIES = {
  Learning: ['Reading', 'Math', 'Science'],
  Creative: ['Art', 'Drama', 'Music'],
  Physical: ['Soccer', 'Swimming', 'Biking'],
  Social: ['Study Date', 'Games', 'Playtime'],
  Technology: ['Coding', 'Apps', 'Robotics'],
  Other: ['Board Games', 'Fishing', 'Puzzles'],
} as const;

/**
 * The English words of `interests` as catalogue messages (`interest.Board Games`: 'Board Games'),
 * for an area that shows them (issue 28): a kid keeps the English word its form stored, and the
 * screen says it in the parent's language ({@link sayInterest}). Written once, here.
 * @param interests the app's own interests the area names (KID_FORM_INTERESTS, Explore's)
 */
export function interestTexts<const Interest extends string>(
  interests: readonly Interest[],
): Record<`interest.${Interest}`, string> {
  return Object.fromEntries(
    interests.map((interest): [string, string] => [`interest.${interest}`, interest]),
  ) as Record<`interest.${Interest}`, string>;
}

/**
 * An interest in the screen's language: one of the app's own `known` interests (compared by
 * {@link interestKey}) through the area's `interest.<English>` message ({@link interestTexts}),
 * a parent's own as typed.
 * @param interest an interest as stored, e.g. "reading"
 * @param known the interests the area has messages for
 * @param say the area's `t`
 */
export function sayInterest<Interest extends string>(
  interest: string,
  known: readonly Interest[],
  say: (key: `interest.${NoInfer<Interest>}`) => string,
): string {
  const key = interestKey(interest);
  const match = known.find((candidate) => interestKey(candidate) === key);
  return match === undefined ? interest : say(`interest.${match}`);
}

/**
 * The key an interest is compared by, everywhere (spec §5: custom interests are not added
 * twice; product.md: the match score is case-insensitive): trimmed, Unicode NFC (so "é" typed
 * as one or two code points is one interest), lower-cased without a locale. The kid keeps the
 * spelling its parent typed for display; the server stores these keys beside it for the
 * Explore filter (`kids.interest_keys`), and the match score compares them.
 * @param interest an interest as typed, e.g. " Board Games"
 * @returns its key, e.g. "board games"
 */
export function interestKey(interest: string): string {
  return interest.trim().normalize('NFC').toLowerCase();
}

/**
 * Normalises interests however they arrive (spec §3 Kid: an array, a JSON string or a
 * comma-separated string): each trimmed, blanks dropped, duplicates dropped case-insensitively
 * (the first spelling wins), order kept.
 * @param value an array, JSON array text, comma-separated text, or null/undefined
 * @returns the list of interests; [] for missing or unparseable input
 */
export function parseInterests(value: unknown): string[] {
  let items: unknown[] = [];
  if (Array.isArray(value)) {
    items = value;
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        items = Array.isArray(parsed) ? parsed : [];
      } catch {
        items = [];
      }
    } else {
      items = text.split(',');
    }
  }
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number') continue;
    const interest = String(item).trim();
    const key = interestKey(interest);
    if (!interest || seen.has(key)) continue;
    seen.add(key);
    result.push(interest);
  }
  return result;
}

/**
 * How a kid's interests are shown (spec §3 Kid): comma-joined, or 'None' when missing or
 * unparseable.
 */
export function formatInterests(value: unknown): string {
  const interests = parseInterests(value);
  return interests.length > 0 ? interests.join(', ') : 'None';
}
