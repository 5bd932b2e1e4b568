import { browserLocale } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/locale-context';

/**
 * The locale for `Intl` (dates, times, numbers) in the app's language (issue 28): the browser's
 * own (undefined: its regional format, e.g. en-GB's "27 Nov 2026, 16:30" or es-MX's) when the
 * app speaks the browser's language, else the app's language ('es': "27 nov 2026, 16:30").
 */
export function useIntlLocale(): string | undefined {
  const { locale } = useLocale();
  return locale === browserLocale() ? undefined : locale;
}
