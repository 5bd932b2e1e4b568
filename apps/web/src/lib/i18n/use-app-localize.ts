import { useCallback, useEffect, useState } from 'react';
import { translations } from './translations';
import { useLocale } from './locale-context';

/**
 * The app's `localize` for what the entry draws before any screen (the session gate's status
 * line, the offline notice and screen; issue 28, decision 074): a common text's English in the
 * app's language. The entry carries no catalogue, so in another language than English it starts
 * downloading the common area's catalogue at once (in parallel with the session check and the
 * screen's code) and says the texts in English until it is here.
 * @returns `(englishText) => text in the app's language` (unchanged when no loaded catalogue has it)
 */
export function useAppLocalize(): (text: string) => string {
  const { locale } = useLocale();
  const [loaded, setLoaded] = useState<string>();
  useEffect(() => {
    if (locale === 'en') return undefined;
    let live = true;
    void import('./load-common')
      .then(({ loadCommonCatalogue }) => loadCommonCatalogue(locale))
      .then(
        () => {
          if (live) setLoaded(locale);
        },
        () => undefined, // offline or a failed download: the texts stay English
      );
    return () => {
      live = false;
    };
  }, [locale]);
  return useCallback(
    (text: string) => (loaded === locale ? translations.localize(locale, text) : text),
    [locale, loaded],
  );
}
