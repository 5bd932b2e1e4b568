import { isLocale, negotiateLocale, type Locale } from '@nestling/shared';

const STORAGE_KEY = 'nestling.locale';

/** The language chosen on this browser (the register screen's choice, a signed-in parent's). */
export function readChosenLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked: the browser's languages decide
  }
}

/** Remembers `locale` on this browser, so a signed-out screen keeps the parent's language. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts as long as the page
  }
}

/** The best of the browser's languages (`navigator.languages`) we speak, else English. */
export function browserLocale(): Locale {
  if (typeof navigator === 'undefined') return 'en';
  return negotiateLocale(
    navigator.languages.length > 0 ? navigator.languages : [navigator.language],
  );
}

/**
 * The BCP 47 tag that `Intl` formats the app's dates, times and numbers with in `locale`
 * (issue 28): Spanish is `es` — "25 de noviembre de 2026", a 24-hour clock and weeks from Monday,
 * whatever Spanish-speaking region the browser names; English is the browser's own English
 * (`en-GB` keeps its day-first dates and 24-hour clock, `en-US` its month-first dates and AM/PM),
 * else `en`.
 * @param locale the app's language
 * @param browserLanguages the browser's languages, most wanted first (`navigator.languages`)
 */
export function intlLocaleOf(
  locale: Locale,
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string {
  if (locale !== 'en') return locale;
  return browserLanguages.find((tag) => tag.toLowerCase().split('-')[0] === 'en') ?? 'en';
}
