import { SELF_ASSESSMENT_OPTIONS, type Mood } from '@nestling/shared';

function utcDateOf(isoDate: string): Date | undefined {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A `YYYY-MM-DD` date in the viewer's locale, e.g. '14 Nov 2026'. The date stays the date it
 * names: it is read and formatted in UTC, never shifted by the viewer's time zone.
 * @param isoDate `YYYY-MM-DD`
 * @param style 'long' for the list ('Sat, 14 Nov 2026'), 'short' for chart axes ('14 Nov')
 * @param locale BCP 47 tag (the app's language, useHealthTexts); omitted: the browser's locale
 */
export function formatLogDate(
  isoDate: string,
  style: 'long' | 'medium' | 'short' = 'medium',
  locale?: string,
): string {
  const date = utcDateOf(isoDate);
  if (!date) return isoDate;
  return logDateFormat(style, locale).format(date);
}

/** The three formatters of formatLogDate, each made once (issue 29: not one per entry drawn). */
const logDateFormats = new Map<string, Intl.DateTimeFormat>();
function logDateFormat(style: 'long' | 'medium' | 'short', locale?: string): Intl.DateTimeFormat {
  const key = `${style}:${locale ?? ''}`;
  let format = logDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      style === 'short'
        ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
        : style === 'long'
          ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
          : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
    );
    logDateFormats.set(key, format);
  }
  return format;
}

/**
 * The on-screen label of a mood word: its emoji and the word (spec §5), e.g. '😊 Happy'.
 * @param mood Happy, Okay or Sad
 */
export function moodLabel(mood: Mood): string {
  return SELF_ASSESSMENT_OPTIONS.moodToday.find((option) => option.value === mood)?.label ?? mood;
}

/**
 * The on-screen label of a self-assessment answer (spec §5 options), e.g. '🟢 Great'.
 * @param question which select the answer belongs to
 * @param value the stored word
 */
export function answerLabel(question: keyof typeof SELF_ASSESSMENT_OPTIONS, value: string): string {
  const options: readonly { value: string; label: string }[] = SELF_ASSESSMENT_OPTIONS[question];
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * Hours of sleep as words, e.g. '8.5 hours', '1 hour'.
 * @param hours a number of hours (half hours allowed)
 */
export function formatSleep(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
