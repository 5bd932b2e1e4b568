/**
 * Date-only helpers. A date-only value (a date of birth) is a `YYYY-MM-DD` string and stays a
 * date: it is never converted through a time zone (product.md, One origin).
 */

const DASH = 45;

/**
 * Whether `value` is a real calendar date written `YYYY-MM-DD` (2025-02-30 is not). Years
 * before 100 are refused (as `Date.UTC`, which reads them as 1900 + y, always had it). Read
 * character by character, without a regular expression or a Date: every kid answer checks two
 * dates (issue 13).
 * @param value any string
 */
export function isIsoDate(value: string): boolean {
  if (value.length !== 10 || value.charCodeAt(4) !== DASH || value.charCodeAt(7) !== DASH) {
    return false;
  }
  const y = digitsAt(value, 0, 4);
  const m = digitsAt(value, 5, 7);
  const d = digitsAt(value, 8, 10);
  return y >= 100 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** The number the ASCII digits `value[from..to)` write, or -1 if one is not a digit. */
function digitsAt(value: string, from: number, to: number): number {
  let number = 0;
  for (let i = from; i < to; i++) {
    const digit = value.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/** Days in month `m` (1–12) of year `y` in the proleptic Gregorian calendar. */
function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/**
 * Today's date as `YYYY-MM-DD` in the given IANA time zone (default: the runtime's).
 * @param now the instant to read (default: now)
 * @param timeZone an IANA zone name such as `Europe/Paris`
 */
export function todayIsoDate(now: Date = new Date(), timeZone?: string): string {
  const second = Math.floor(now.getTime() / 1000);
  const cached = todayBySecond.get(timeZone);
  if (cached?.second === second) return cached.today;
  const today = isoDateFormat(timeZone).format(now);
  todayBySecond.set(timeZone, { second, today });
  return today;
}

/**
 * The last answer of `todayIsoDate` per time zone, with the second it was for. Every zone's
 * offset from UTC is a whole number of seconds (the IANA database's unit), so every instant of
 * one UTC second is on the same day in a given zone: the answer is exact, and under load the
 * formatter runs once a second per zone instead of once per kid (issue 13: a formatted date
 * cost about 7 µs, three per `GET /api/kids`).
 */
const todayBySecond = new Map<string | undefined, { second: number; today: string }>();

/**
 * One `YYYY-MM-DD` formatter per time zone (en-CA formats so), made on first use and kept:
 * making an Intl.DateTimeFormat cost about 190 µs in issue 13's bench, and every kid answer
 * made one (a `GET /api/kids` of three kids: 829 µs of CPU before, 271 µs after —
 * docs/performance.md); formatting with a made one is cheap.
 */
const isoDateFormats = new Map<string | undefined, Intl.DateTimeFormat>();
function isoDateFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  let format = isoDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    isoDateFormats.set(timeZone, format);
  }
  return format;
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

/**
 * Whether a `YYYY-MM-DD` date is today somewhere on Earth right now: between the date at
 * UTC−12 and the date at UTC+14. A date a browser sends as "its today" passes this wherever
 * the browser is, so the server can trust it without knowing the parent's time zone.
 * @param isoDate a `YYYY-MM-DD` date
 * @param now the instant to compare with (default: now)
 */
export function isTodaySomewhere(isoDate: string, now: Date = new Date()): boolean {
  return (
    isIsoDate(isoDate) &&
    isoDate >= todayIsoDate(now, 'Etc/GMT+12') &&
    isoDate <= todayIsoDate(now, 'Pacific/Kiritimati')
  );
}

/**
 * A person's age in whole years on a given day, from a date of birth (how a kid's age is derived,
 * issue 9: the stored age went stale as the child grew). A birthday on 29 February is reached on
 * 1 March in years without one (the day after 28 February), as UK and most legal systems count.
 * @param dob the date of birth, `YYYY-MM-DD` (a longer ISO text is cut to its date)
 * @param today the day to count at, `YYYY-MM-DD` (the server's today for API answers)
 * @returns whole years, 0 or more; 0 when `dob` is after `today` or either is not a date
 */
export function ageInYears(dob: string, today: string): number {
  const birth = dob.slice(0, 10);
  if (!isIsoDate(birth) || !isIsoDate(today) || birth > today) return 0;
  const [birthYear, birthMonthDay] = [Number(birth.slice(0, 4)), birth.slice(5)];
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

/** The first and last instants we store: 0001-01-01 to 9999-12-31 (UTC), in milliseconds. */
export const EARLIEST_INSTANT_MS = Date.parse('0001-01-01T00:00:00.000Z');
export const LATEST_INSTANT_MS = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * Whether an ISO 8601 date-time names an instant between years 1 and 9999 in UTC. Outside that
 * range the ISO text a driver sends is a year 0 or a six-digit year, which PostgreSQL refuses
 * (`timestamptz` input), so such a value must be refused before it reaches a query.
 * @param value an ISO 8601 date-time, e.g. `2026-03-01T09:00:00+01:00`
 */
export function isStorableInstant(value: string): boolean {
  const time = Date.parse(value);
  return time >= EARLIEST_INSTANT_MS && time <= LATEST_INSTANT_MS;
}
