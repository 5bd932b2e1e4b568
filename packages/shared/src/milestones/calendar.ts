/**
 * Month arithmetic on date-only values (`YYYY-MM-DD`), done on the calendar itself — never
 * through a time zone or a timestamp (product.md, One origin: a date stays a date).
 *
 * Adding months keeps the day of the month and, when the target month is shorter, clamps to
 * its last day, as date-fns `addMonths` and the usual way of counting a child's age do: born
 * 31 January, a baby is one month old on the last day of February.
 */
import { isIsoDate } from '../rules/dates.js';

interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

function parse(isoDate: string, name: string): CalendarDate {
  if (!isIsoDate(isoDate)) throw new RangeError(`${name} must be a YYYY-MM-DD date: ${isoDate}`);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC so no zone can shift it.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function format({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The date `months` calendar months after `isoDate`, clamped to the end of a shorter month:
 * 2024-01-31 + 1 → 2024-02-29, 2023-01-31 + 1 → 2023-02-28, 2024-02-29 + 12 → 2025-02-28.
 * @param isoDate a valid `YYYY-MM-DD` date
 * @param months a whole number of months; negative goes back
 * @returns a `YYYY-MM-DD` date
 * @throws RangeError when `isoDate` is not a valid date or `months` is not an integer
 */
export function addMonthsToIsoDate(isoDate: string, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError(`months must be an integer: ${months}`);
  const { year, month, day } = parse(isoDate, 'isoDate');
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return format({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/**
 * A child's age in whole months on a day: the largest n for which `dob` + n months (see
 * {@link addMonthsToIsoDate}) is on or before `today`. Born 2024-01-15: 1 on 2024-02-15, still
 * 1 on 2024-03-14, 2 on 2024-03-15. Negative when `today` is before `dob`.
 * @param dob date of birth, `YYYY-MM-DD`
 * @param today the day to measure on, `YYYY-MM-DD`
 * @throws RangeError when either is not a valid date
 */
export function completedMonthsBetween(dob: string, today: string): number {
  const birth = parse(dob, 'dob');
  const now = parse(today, 'today');
  const calendarMonths = (now.year - birth.year) * 12 + (now.month - birth.month);
  return addMonthsToIsoDate(dob, calendarMonths) > today ? calendarMonths - 1 : calendarMonths;
}
