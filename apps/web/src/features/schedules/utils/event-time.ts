import { addMonths, format, startOfMonth } from 'date-fns';
import type { ScheduleEvent } from '@nestling/shared';
import { SCHEDULE_MESSAGES } from '@nestling/shared';

/**
 * Formatting and day arithmetic of schedule events. Events start at a UTC instant (product.md:
 * instants stored as UTC, shown in the viewer's locale and time zone); every function here reads
 * and writes local time through the browser's own Intl settings unless a locale is given.
 */

/**
 * An event's date and time as the viewer writes them, e.g. "5 May 2026, 14:30" (en-GB) or
 * "May 5, 2026, 2:30 PM" (en-US) (spec §2.13 "in the viewer's locale format").
 * @param instant ISO instant of the event's start
 * @param locale BCP 47 tag; omitted: the browser's locale
 */
export function formatEventDateTime(instant: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  );
}

/**
 * An event's time of day as the viewer writes it ("14:30" or "2:30 PM").
 * @param instant ISO instant of the event's start
 * @param locale BCP 47 tag; omitted: the browser's locale
 */
export function formatEventTime(instant: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(instant));
}

/**
 * A calendar day as the viewer writes it, with its weekday ("Tuesday 5 May 2026"), for
 * 'Selected: {date}' and 'Events on {date}' (spec §2.10).
 * @param day any instant of that local day
 * @param locale BCP 47 tag; omitted: the browser's locale
 */
export function formatDay(day: Date, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(day);
}

/**
 * The local calendar day of an instant as `YYYY-MM-DD` (the schedule card's `date`, spec §7.4).
 * @param day a Date, or an ISO instant
 */
export function localDayKey(day: Date | string): string {
  return format(typeof day === 'string' ? new Date(day) : day, 'yyyy-MM-dd');
}

/**
 * The range of a local month for GET /schedules: from its first midnight to the next month's.
 * @param month any day of the month
 * @returns ISO instants `{ from, to }` (to exclusive)
 */
export function monthRange(month: Date): { from: string; to: string } {
  const start = startOfMonth(month);
  return { from: start.toISOString(), to: addMonths(start, 1).toISOString() };
}

/**
 * The instant of a local day at a local time of day.
 * @param day the calendar day (its time part is ignored)
 * @param hours 0–23
 * @param minutes 0–59
 */
export function atLocalTime(day: Date, hours: number, minutes: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, 0, 0);
}

/** The title to show: the event's own, or 'Untitled Event' when blank (spec §2.13). */
export function eventTitle(event: Pick<ScheduleEvent, 'title'>): string {
  return event.title.trim() ? event.title : SCHEDULE_MESSAGES.untitled;
}

/**
 * Events ordered by start, oldest first (a stable copy; spec §7.4 "sorts by date").
 * @param events any events
 */
export function sortByStart(events: readonly ScheduleEvent[]): ScheduleEvent[] {
  return [...events].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/**
 * The first day of the week in a locale (Intl.Locale week info where the browser has it),
 * counted as date-fns, react-day-picker and react-datepicker do: 0 Sunday … 6 Saturday.
 * @param locale BCP 47 tag; omitted: the browser's locale
 * @returns the day, or undefined where the browser cannot tell (the libraries' default, Sunday)
 */
export function firstDayOfWeek(locale?: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 | undefined {
  try {
    const tag = locale ?? new Intl.DateTimeFormat().resolvedOptions().locale;
    const info = new Intl.Locale(tag) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay;
    if (firstDay === undefined) return undefined;
    return (firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  } catch {
    return undefined;
  }
}
