/**
 * Dates as the app's date inputs type and show them (issue 9: one DateField, one DateTimeField).
 * A date is `YYYY-MM-DD` (a date-only value never passes through a time zone, product.md); a
 * date and time is a local instant written `YYYY-MM-DD HH:mm`, 24-hour (spec §2.13, §9).
 *
 * Every formatter takes an optional BCP 47 `locale`; omitted, the browser's. A screen passes the
 * app's language (issue 28): `useLocale().intlLocale` (lib/i18n/locale-context.tsx) — "25 de
 * noviembre de 2026" and a 24-hour clock in Spanish. This is the one place dates are formatted:
 * a screen calls these formatters (or `dateTimeFormat`, cached) rather than making its own Intl
 * formatter.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A local day as `YYYY-MM-DD`.
 * @param day any instant of that local day
 */
export function isoDateOf(day: Date): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * The local midnight of a `YYYY-MM-DD` date (what a calendar grid selects), or undefined when
 * the text is not a real date.
 * @param isoDate `YYYY-MM-DD`
 */
export function localDayOf(isoDate: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
    return undefined;
  return date;
}

/**
 * One Intl.DateTimeFormat per locale and options, made on first use and kept (issue 29): making
 * one costs far more than formatting with it — the first in a page loads the locale's data — and
 * a list formatted each date with a new one, in the render of its screen.
 * @param locale BCP 47 tag; omitted: the browser's locale
 * @param options Intl's options; the same options (by value) get the same formatter
 */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** Which of day, month and year a locale writes first, e.g. ['day', 'month', 'year'] in en-GB. */
function numericDateOrder(locale?: string): Array<'day' | 'month' | 'year'> {
  return dateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' })
    .formatToParts(new Date(2001, 10, 22))
    .map((part) => part.type)
    .filter((type): type is 'day' | 'month' | 'year' => ['day', 'month', 'year'].includes(type));
}

/**
 * A typed date as `YYYY-MM-DD`: the ISO form itself, or the locale's numeric order with `/`,
 * `.` or `-` between the parts (22/11/2001 in en-GB, 11/22/2001 in en-US; a four-digit year).
 * @param text what the parent typed
 * @param locale BCP 47 tag deciding day/month order; omitted: the browser's locale
 * @returns the date, or undefined when the text is not a real date in either form
 */
export function parseTypedDate(text: string, locale?: string): string | undefined {
  const trimmed = text.trim();
  if (localDayOf(trimmed)) return trimmed;
  const parts = trimmed.split(/[/.\-\s]+/).filter(Boolean);
  if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part))) return undefined;
  const order = numericDateOrder(locale);
  const value = (type: 'day' | 'month' | 'year') => parts[order.indexOf(type)] ?? '';
  const year = value('year');
  if (year.length !== 4) return undefined;
  const iso = `${year}-${value('month').padStart(2, '0')}-${value('day').padStart(2, '0')}`;
  return localDayOf(iso) ? iso : undefined;
}

/** The typed form of a date and time: `YYYY-MM-DD HH:mm` (24-hour). */
export const DATE_TIME_TEXT_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * A local instant as `YYYY-MM-DD HH:mm` (24-hour), as the date-and-time field shows it.
 * @param instant the instant, read in the browser's time zone
 */
export function formatDateTimeText(instant: Date): string {
  return `${isoDateOf(instant)} ${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/**
 * A typed `YYYY-MM-DD HH:mm` (24-hour; a `T` may stand for the space) as a local instant.
 * @param text what the parent typed
 * @returns the instant, or undefined when the text is not a real date and time
 */
export function parseDateTimeText(text: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const day = localDayOf(match[1] ?? '');
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (!day || hours > 23 || minutes > 59) return undefined;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
}

/**
 * The times of day in steps, written `HH:mm` (24-hour): the date-and-time picker's list.
 * @param stepMinutes the step (spec §9: 15 minutes)
 */
export function timesOfDay(stepMinutes: number): string[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes)
    times.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  return times;
}

/**
 * The first day of the week in a locale (Intl.Locale week info where the browser has it),
 * counted as date-fns and react-day-picker do: 0 Sunday … 6 Saturday.
 * Where the browser has no week info (Firefox), the app's languages still get theirs: Monday for
 * Spanish (`es`, issue 28).
 * @param locale BCP 47 tag; omitted: the browser's locale
 * @returns the day, or undefined where the browser cannot tell (the library's default, Sunday)
 */
export function firstDayOfWeek(locale?: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 | undefined {
  let tag = locale;
  try {
    tag ??= new Intl.DateTimeFormat().resolvedOptions().locale;
    const info = new Intl.Locale(tag) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay;
    if (firstDay !== undefined) return (firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  } catch {
    // not a tag Intl knows: as if the browser could not tell
  }
  return tag?.toLowerCase() === 'es' ? 1 : undefined;
}

/**
 * A calendar day as the viewer writes it, with its weekday ("Tuesday 5 May 2026").
 * @param day any instant of that local day
 * @param locale BCP 47 tag; omitted: the browser's locale
 */
export function formatDay(day: Date, locale?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'full' }).format(day);
}

/**
 * An instant's date and time as the viewer writes them, e.g. "5 May 2026, 14:30" (en-GB) or
 * "May 5, 2026, 2:30 PM" (en-US) (product.md: instants shown in the viewer's locale and time
 * zone; spec §2.13, §2.19).
 * @param instant an ISO instant
 * @param locale BCP 47 tag; omitted: the browser's locale
 */
export function formatDateTime(instant: string, locale?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  );
}

/**
 * A calendar day written out, without its weekday: "November 25, 2026" (en-US), "25 November
 * 2026" (en-GB), "25 de noviembre de 2026" (es).
 * @param day any instant of that local day
 * @param locale BCP 47 tag; omitted: the browser's locale
 */
export function formatLongDate(day: Date, locale?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long' }).format(day);
}

/**
 * A calendar day in the short written form, e.g. "Nov 25, 2026" (en-US), "25 Nov 2026" (en-GB),
 * "25 nov 2026" (es): a member's join day, a certificate's upload day, a plan's renewal.
 * @param day any instant of that local day
 * @param locale BCP 47 tag; omitted: the browser's locale
 */
export function formatMediumDate(day: Date, locale?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(day);
}

/**
 * An instant's time of day as the viewer writes it: "2:30 PM" (en-US), "14:30" (en-GB, es).
 * @param instant an ISO instant
 * @param locale BCP 47 tag; omitted: the browser's locale
 */
export function formatTime(instant: string, locale?: string): string {
  return dateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(instant));
}

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago (or from now) an instant is, in the largest whole unit, as the viewer says it:
 * "5 minutes ago", "yesterday", "in 2 weeks" (en); "hace 5 minutos", "ayer", "dentro de 2
 * semanas" (es). Under a minute is "now" ("ahora"). Months are 30 days, years 365.
 * @param instant an ISO instant
 * @param now the present (a parameter, so a list formats every row against one moment)
 * @param locale BCP 47 tag; omitted: the browser's locale
 */
export function formatRelativeTime(instant: string, now: Date, locale?: string): string {
  const key = locale ?? '';
  let format = relativeTimeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeTimeFormats.set(key, format);
  }
  const seconds = (new Date(instant).getTime() - now.getTime()) / 1000;
  const [unit, size] = RELATIVE_UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? [
    'second',
    1,
  ];
  const amount = unit === 'second' ? 0 : Math.trunc(seconds / size);
  return format.format(amount, unit);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the viewer writes it: "1,234.5" (en), "1234,5" (es; Spanish groups from five
 * digits: "12.345,5").
 * @param value the number
 * @param locale BCP 47 tag; omitted: the browser's locale
 * @param options Intl.NumberFormat's options (e.g. `{ maximumFractionDigits: 1 }`, a unit)
 */
export function formatNumber(
  value: number,
  locale?: string,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}
