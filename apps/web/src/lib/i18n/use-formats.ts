import { useMemo } from 'react';
import {
  formatDateTime,
  formatDay,
  formatLongDate,
  formatNumber,
  formatRelativeTime,
  formatTime,
} from '@/lib/dates';
import { useLocale } from './locale-context';

/** lib/dates.ts's formatters bound to the app's language ({@link useFormats}). */
export interface Formats {
  /** The BCP 47 tag they format with (`useLocale().intlLocale`). */
  locale: string;
  /** "miércoles, 25 de noviembre de 2026" (formatDay). */
  day: (day: Date) => string;
  /** "25 de noviembre de 2026" (formatLongDate). */
  longDate: (day: Date) => string;
  /** "25 nov 2026, 14:30" from an ISO instant (formatDateTime). */
  dateTime: (instant: string) => string;
  /** "14:30" from an ISO instant (formatTime). */
  time: (instant: string) => string;
  /** "hace 5 minutos" from an ISO instant, against `now` (formatRelativeTime). */
  relativeTime: (instant: string, now: Date) => string;
  /** "12.345,5" (formatNumber). */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
}

/**
 * The date, time and number formatters of lib/dates.ts in the app's language (issue 28): the
 * same functions, their `locale` argument filled with `useLocale().intlLocale` — Spanish
 * "25 de noviembre de 2026" and a 24-hour clock, English in the browser's own English.
 */
export function useFormats(): Formats {
  const { intlLocale: locale } = useLocale();
  return useMemo(
    () => ({
      locale,
      day: (day) => formatDay(day, locale),
      longDate: (day) => formatLongDate(day, locale),
      dateTime: (instant) => formatDateTime(instant, locale),
      time: (instant) => formatTime(instant, locale),
      relativeTime: (instant, now) => formatRelativeTime(instant, now, locale),
      number: (value, options) => formatNumber(value, locale, options),
    }),
    [locale],
  );
}
