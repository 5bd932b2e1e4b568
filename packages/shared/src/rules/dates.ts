/**
 * Date-only helpers. A date-only value (a date of birth) is a `YYYY-MM-DD` string and stays a
 * date: it is never converted through a time zone (product.md, One origin).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `value` is a real calendar date written `YYYY-MM-DD` (2025-02-30 is not).
 * @param value any string
 */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Today's date as `YYYY-MM-DD` in the given IANA time zone (default: the runtime's).
 * @param now the instant to read (default: now)
 * @param timeZone an IANA zone name such as `Europe/Paris`
 */
export function todayIsoDate(now: Date = new Date(), timeZone?: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Whether a `YYYY-MM-DD` date lies after today. Compared with the latest date on Earth right
 * now (UTC+14), so a parent far east of the server is never told that today is the future.
 * @param isoDate a valid `YYYY-MM-DD` date
 * @param now the instant to compare with (default: now)
 */
export function isFutureDate(isoDate: string, now: Date = new Date()): boolean {
  return isoDate > todayIsoDate(now, 'Pacific/Kiritimati');
}
