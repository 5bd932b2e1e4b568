import type { ScheduleEvent } from '@nestling/shared';
import { dateTimeFormat, formatDateTime, isoDateOf } from '@/lib/dates';

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
  return formatDateTime(instant, locale);
}

/**
 * An event's time of day as the viewer writes it ("14:30" or "2:30 PM").
 * @param instant ISO instant of the event's start
 * @param locale BCP 47 tag; omitted: the browser's locale
 */
export function formatEventTime(instant: string, locale?: string): string {
  return dateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(instant));
}

/**
 * The local calendar day of an instant as `YYYY-MM-DD` (the schedule card's `date`, spec §7.4).
 * @param day a Date, or an ISO instant
 */
export function localDayKey(day: Date | string): string {
  return isoDateOf(typeof day === 'string' ? new Date(day) : day);
}

/**
 * The local midnight starting a day's month.
 * @param day any instant of the month
 */
export function startOfMonth(day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), 1);
}

/**
 * The range of a local month for GET /schedules: from its first midnight to the next month's.
 * @param month any day of the month
 * @returns ISO instants `{ from, to }` (to exclusive)
 */
export function monthRange(month: Date): { from: string; to: string } {
  const start = startOfMonth(month);
  const next = new Date(start.getFullYear(), start.getMonth() + 1, 1);
  return { from: start.toISOString(), to: next.toISOString() };
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

/**
 * The title to show: the event's own, or 'Untitled Event' when blank (spec §2.13).
 * @param untitled 'Untitled Event' in the parent's language (the calendar catalogue's
 *   `scheduleEvent.untitled`)
 */
export function eventTitle(event: Pick<ScheduleEvent, 'title'>, untitled: string): string {
  return event.title.trim() ? event.title : untitled;
}

/**
 * Events ordered by start, oldest first (a stable copy; spec §7.4 "sorts by date").
 * @param events any events
 */
export function sortByStart(events: readonly ScheduleEvent[]): ScheduleEvent[] {
  return [...events].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}
