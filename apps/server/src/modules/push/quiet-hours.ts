import type { QuietHours } from '@nestling/shared';

const MINUTES_PER_DAY = 24 * 60;

/** Minutes since midnight of `clock` (`HH:mm`). */
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * When the quiet hours that hold at `now` end, or null when `now` is outside them (issue 25:
 * quiet hours in the parent's own time zone; they may pass midnight, e.g. 22:00–07:00). The
 * wall clock is read in `quiet.timeZone` with Intl; the end is `now` plus the minutes left, to
 * the minute (a daylight-saving change inside the window moves the end by that hour).
 */
export function quietHoursEnd(quiet: QuietHours, now: Date): Date | null {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: quiet.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const minute = part('hour') * 60 + part('minute');
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  const left = (end - minute + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const ms = left * 60_000 - part('second') * 1000 - now.getMilliseconds();
  return new Date(now.getTime() + ms);
}
