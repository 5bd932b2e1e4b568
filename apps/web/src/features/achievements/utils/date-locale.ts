import type { Locale } from '@nestling/shared';

/**
 * The locale a date of the Achievements screens is written in (issue 28): in Spanish, `es`
 * ("4 mar 2026"); in English, the browser's own (undefined: `en-GB` keeps "4 Mar 2026",
 * `en-US` "Mar 4, 2026").
 * @param locale the app's language (`useLocale()`)
 */
export function dateLocale(locale: Locale): string | undefined {
  return locale === 'en' ? undefined : locale;
}
