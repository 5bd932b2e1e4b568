import { dateTimeFormat } from '@/lib/dates';

/**
 * A message's time for the chat and the hub card: the time of day for today's messages, else
 * the date and time, in the app's language (issue 28: `useLocale().locale`; the browser's locale
 * without one).
 * @param timestamp an ISO instant
 * @param now the present (for tests)
 * @param locale BCP 47 tag of the language to write it in (`es`: '3 nov, 14:05')
 * @returns e.g. '14:05' or '3 Nov, 14:05'; the raw text when it is not a date
 */
export function formatMessageTime(
  timestamp: string,
  now: Date = new Date(),
  locale?: string,
): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  const sameDay = date.toDateString() === now.toDateString();
  return dateTimeFormat(locale, sameDay ? TIME_OF_DAY : DAY_AND_TIME).format(date);
}

const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
};
