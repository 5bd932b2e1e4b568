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
  return formatter(sameDay, locale).format(date);
}

/** The formatters made so far, by kind and locale (issue 29: not one per message drawn). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeOnly: boolean, locale: string | undefined): Intl.DateTimeFormat {
  const key = `${timeOnly}|${locale ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(timeOnly ? {} : { day: 'numeric', month: 'short' }),
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(key, format);
  }
  return format;
}
