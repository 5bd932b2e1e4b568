/**
 * A message's time for the chat and the hub card: the time of day for today's messages, else
 * the date and time, in the browser's locale.
 * @param timestamp an ISO instant
 * @param now the present (for tests)
 * @returns e.g. '14:05' or '3 Nov, 14:05'; the raw text when it is not a date
 */
export function formatMessageTime(timestamp: string, now: Date = new Date()): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  const sameDay = date.toDateString() === now.toDateString();
  return (sameDay ? TIME_OF_DAY : DAY_AND_TIME)().format(date);
}

/** A formatter made on first use and kept (issue 29: not one per message drawn). */
function once(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(undefined, options));
}
const TIME_OF_DAY = once({ hour: '2-digit', minute: '2-digit' });
const DAY_AND_TIME = once({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
