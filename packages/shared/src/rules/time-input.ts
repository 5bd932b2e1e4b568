/**
 * The time input's rules (spec §5 "Time input"): hour 1–12 with AM/PM, or 0–23; minute and
 * second 0–59; digits only; bounded by optional minimum and maximum times.
 */

export interface TimeOfDay {
  /** 0–23 */
  hours: number;
  /** 0–59 */
  minutes: number;
  /** 0–59 */
  seconds: number;
}

export interface TimeParts {
  hour: string;
  minute: string;
  second?: string | undefined;
  /** Present for the 12-hour clock. */
  period?: 'AM' | 'PM' | undefined;
}

export const TIME_INPUT_MESSAGES = {
  digitsOnly: 'Use digits only.',
  hour12: 'Hour must be between 1 and 12.',
  hour24: 'Hour must be between 0 and 23.',
  minute: 'Minutes must be between 0 and 59.',
  second: 'Seconds must be between 0 and 59.',
  period: 'Choose AM or PM.',
  tooEarly: 'Pick a time no earlier than {min}.',
  tooLate: 'Pick a time no later than {max}.',
} as const;

export type TimeInputResult = { ok: true; time: TimeOfDay } | { ok: false; error: string };

const DIGITS = /^\d{1,2}$/;

/** Seconds since midnight of a time of day. */
export function secondsOfDay(time: TimeOfDay): number {
  return time.hours * 3600 + time.minutes * 60 + time.seconds;
}

/** `HH:mm` (24-hour, zero-padded) for a time of day. */
export function formatTime24(time: TimeOfDay): string {
  return `${String(time.hours).padStart(2, '0')}:${String(time.minutes).padStart(2, '0')}`;
}

/**
 * Parses `HH:mm` or `HH:mm:ss` (24-hour), as the default event time '09:00' is written.
 * @returns the time, or undefined when the text is not such a time
 */
export function parseTime24(text: string): TimeOfDay | undefined {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return undefined;
  const result = validateTimeParts({ hour: match[1]!, minute: match[2]!, second: match[3] });
  return result.ok ? result.time : undefined;
}

/**
 * Validates the parts a time field holds (spec §5 Time input).
 * @param parts hour, minute, optional second, and AM/PM for a 12-hour clock
 * @param bounds optional earliest and latest times, inclusive
 * @returns the time of day (24-hour) or the first rule broken, as a message
 */
export function validateTimeParts(
  parts: TimeParts,
  bounds: { min?: TimeOfDay | undefined; max?: TimeOfDay | undefined } = {},
): TimeInputResult {
  const fields = [parts.hour, parts.minute, ...(parts.second !== undefined ? [parts.second] : [])];
  if (fields.some((field) => !DIGITS.test(field)))
    return { ok: false, error: TIME_INPUT_MESSAGES.digitsOnly };
  const hour = Number(parts.hour);
  const minutes = Number(parts.minute);
  const seconds = parts.second !== undefined ? Number(parts.second) : 0;
  let hours: number;
  if (parts.period !== undefined) {
    if (parts.period !== 'AM' && parts.period !== 'PM')
      return { ok: false, error: TIME_INPUT_MESSAGES.period };
    if (hour < 1 || hour > 12) return { ok: false, error: TIME_INPUT_MESSAGES.hour12 };
    hours = (hour % 12) + (parts.period === 'PM' ? 12 : 0);
  } else {
    if (hour > 23) return { ok: false, error: TIME_INPUT_MESSAGES.hour24 };
    hours = hour;
  }
  if (minutes > 59) return { ok: false, error: TIME_INPUT_MESSAGES.minute };
  if (seconds > 59) return { ok: false, error: TIME_INPUT_MESSAGES.second };
  const time = { hours, minutes, seconds };
  if (bounds.min && secondsOfDay(time) < secondsOfDay(bounds.min)) {
    return {
      ok: false,
      error: TIME_INPUT_MESSAGES.tooEarly.replace('{min}', formatTime24(bounds.min)),
    };
  }
  if (bounds.max && secondsOfDay(time) > secondsOfDay(bounds.max)) {
    return {
      ok: false,
      error: TIME_INPUT_MESSAGES.tooLate.replace('{max}', formatTime24(bounds.max)),
    };
  }
  return { ok: true, time };
}
