// A page number read without zod (decision 082): a screen reading `?page=` from its URL (the
// moderators') draws before zod loads. The schema is `pageNumberSchema` (schemas/paging.ts),
// which builds on the same values; paging.test.ts holds the two to the same answers.

/** The highest page number a list answers (deeper pages of any of our lists are empty). */
export const MAX_PAGE = 10_000;

/** A whole number as a query string writes it: digits only (no sign, exponent, hex or spaces). */
export const WHOLE_NUMBER_TEXT = /^\d{1,9}$/;

/**
 * Reads a page number (1 … MAX_PAGE) from a query string's value or any loose value, as
 * `pageNumberSchema` does but without its default: a number, or text of digits only.
 * @returns the page, or undefined when `value` is absent or not a page number
 */
export function parsePageNumber(value: unknown): number | undefined {
  let page: number;
  if (typeof value === 'number') page = value;
  else if (typeof value === 'string' && WHOLE_NUMBER_TEXT.test(value)) page = Number(value);
  else return undefined;
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : undefined;
}
