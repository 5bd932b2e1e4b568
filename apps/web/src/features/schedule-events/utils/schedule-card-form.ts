import {
  DEFAULT_EVENT_TIME,
  SCHEDULE_EVENT_MESSAGES,
  parseTime24,
  scheduleEventCreateSchema,
  validateTimeParts,
} from '@nestling/shared';
import { timeValueOf, type ClockKind, type TimeValue } from '@/components/ui';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import type { CreateScheduleEventBody } from '../api/create-schedule-event';
import { atLocalTime, localDayKey } from './event-time';

/** What the parent hub's add-schedule form holds (spec §2.10). */
export interface ScheduleCardValues {
  /** The selected day of the card's calendar: the event is added on it. */
  day: Date;
  title: string;
  notes: string;
  /** The kid the event is for, as the select holds it: a kid id, or '' for the whole family. */
  kidId: string;
  time: TimeValue;
}

/** The form's starting time, 09:00 (spec §2.10, §9), on the viewer's clock. */
export function defaultEventTime(clock: ClockKind): TimeValue {
  const time = parseTime24(DEFAULT_EVENT_TIME) ?? { hours: 9, minutes: 0, seconds: 0 };
  return timeValueOf(time, clock);
}

/** The time as the shared rule reads it, or undefined while a part is blank. */
function checkedTime(time: TimeValue, clock: ClockKind) {
  const hour = time.hour.trim();
  const minute = time.minute.trim();
  if (!hour || !minute) return undefined;
  return validateTimeParts({
    hour,
    minute,
    period: clock === 12 ? (time.period ?? 'AM') : undefined,
  });
}

/**
 * The body of POST /api/schedules from the schedule card (spec §7.4): title, notes as
 * `description`, the selected day as `date` (YYYY-MM-DD), the local time on it as `startTime`
 * (ISO; left out while the time is not one) and the kid, if one was chosen.
 * @param values the form's values
 * @param clock the viewer's clock (12 or 24 hours)
 */
export function scheduleCardRequest(
  { day, title, notes, kidId, time }: ScheduleCardValues,
  clock: ClockKind,
): CreateScheduleEventBody {
  const parsed = checkedTime(time, clock);
  return {
    title: title.trim(),
    description: notes.trim(),
    date: localDayKey(day),
    startTime: parsed?.ok
      ? atLocalTime(day, parsed.time.hours, parsed.time.minutes).toISOString()
      : undefined,
    ...(kidId ? { kidId: Number(kidId) } : {}),
  };
}

/**
 * The schedule card's check (spec §5 Parent-hub schedule add): the time with the shared time
 * rule (validateTimeParts: digits, 0–23 or 1–12 with AM/PM, minutes 0–59) — a blank part is
 * '❌ Please fill in all fields.' —, then the request — `{title, description, date
 * (YYYY-MM-DD), startTime (ISO), kidId?}` of spec §7.4 — with the shared
 * scheduleEventCreateSchema (title required and trimmed, notes trimmed).
 * @param clock the viewer's clock (12 or 24 hours)
 * @returns a react-hook-form resolver whose output is the request's ScheduleEventCreate
 */
export function scheduleCardResolver(clock: ClockKind) {
  return schemaResolver(scheduleEventCreateSchema, {
    input: (values: ScheduleCardValues) => scheduleCardRequest(values, clock),
    check: ({ time }) => {
      const parsed = checkedTime(time, clock);
      if (!parsed) return { time: SCHEDULE_EVENT_MESSAGES.hubFillAll };
      return { time: parsed.ok ? undefined : parsed.error };
    },
    fields: { startTime: 'time', date: 'time', description: 'notes' },
  });
}

/** A missing title or time is said once, in the card's status line ('❌ Please fill in all fields.'). */
export function scheduleCardErrorText(message: string): string | undefined {
  return message === SCHEDULE_EVENT_MESSAGES.titleRequired ||
    message === SCHEDULE_EVENT_MESSAGES.hubFillAll
    ? undefined
    : message;
}
