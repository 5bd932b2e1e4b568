// A record id read without zod (decision 082): the screens that read one from their route (a
// kid's health, calendar, achievements…) draw before zod loads. The schema is
// `recordIdSchema` (schemas/common.ts), which builds on the same two values; common.test.ts holds
// the two to the same answers.

/** The largest value a PostgreSQL `integer` (`serial`) column holds: 2³¹ − 1. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id as text (route parameters, query strings, multipart fields): digits only. */
export const RECORD_ID_TEXT = /^\d{1,10}$/;

/**
 * Reads a record id from a route parameter or any other loose value, as `idSchema` does: a
 * number, or text of digits only, that is a whole number from 1 to 2³¹ − 1 ("1e3", " 7", "0x10",
 * "-1", 1.5 and 2147483648 are not).
 * @returns the id (1 … 2³¹ − 1), or undefined when `value` is not one
 */
export function parseRecordId(value: unknown): number | undefined {
  let id: number;
  if (typeof value === 'number') id = value;
  else if (typeof value === 'string' && RECORD_ID_TEXT.test(value)) id = Number(value);
  else return undefined;
  return Number.isInteger(id) && id >= 1 && id <= MAX_RECORD_ID ? id : undefined;
}
