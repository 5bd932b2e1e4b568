import { use, useMemo } from 'react';
import type { Catalogue, MessageKey, MessageValues } from '@nestling/shared';
import { translations } from './translations';
import { useLocale } from './locale-context';

export interface Translate<C extends Catalogue> {
  /** The message `key` of the area in the app's language, ICU arguments from `values`. */
  t: (key: MessageKey<C>, values?: MessageValues) => string;
  /**
   * A shared constant's English text (a schema's field message, a server text) in the app's
   * language when a loaded catalogue has it, else unchanged (decision 074).
   */
  localize: (text: string) => string;
}

/**
 * An area's messages in the app's language (issue 28, decision 074). English is in the code;
 * another language's catalogue is downloaded on first use, the component suspending meanwhile
 * (the nearest Suspense boundary shows its fallback), once per area and language.
 * @param catalogue the area's catalogue (`accountCatalogue`)
 */
export function useTranslation<C extends Catalogue>(catalogue: C): Translate<C> {
  const { locale } = useLocale();
  if (!translations.has(catalogue, locale)) use(translations.load(catalogue, locale));
  return useMemo(
    () => ({
      t: (key, values) => translations.t(locale, catalogue, key, values),
      localize: (text) => translations.localize(locale, text),
    }),
    [locale, catalogue],
  );
}
