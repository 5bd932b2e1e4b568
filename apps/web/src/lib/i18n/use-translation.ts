import { use } from 'react';
import type { Catalogue, Locale, MessageKey, MessageValues } from '@nestling/shared';
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

/** Each language's and area's `t` and `localize`, made once (the same object every render). */
const translates = new Map<string, Translate<Catalogue>>();

function translateOf<C extends Catalogue>(catalogue: C, locale: Locale): Translate<C> {
  const key = `${locale}:${catalogue.area}`;
  let translate = translates.get(key);
  if (!translate) {
    translate = {
      t: (message, values) => translations.t(locale, catalogue, message as never, values),
      localize: (text) => translations.localize(locale, text),
    };
    translates.set(key, translate);
  }
  return translate as Translate<C>;
}

/**
 * An area's messages in the app's language (issue 28, decision 074). English is in the code;
 * another language's catalogue is downloaded on first use, the component suspending meanwhile
 * (the nearest Suspense boundary shows its fallback), once per area and language.
 *
 * Call it after the component's other hooks (decision 078): when the download ends while React
 * still renders, React replays the component, and this call then no longer suspends — a hook
 * after it would be one React did not see before (React error #467).
 * @param catalogue the area's catalogue (`accountCatalogue`)
 */
export function useTranslation<C extends Catalogue>(catalogue: C): Translate<C> {
  const { locale } = useLocale();
  // `use` while the catalogue downloads, and on every render after a download React followed
  // (it marks the promise's `status`): when the download ends while React is still rendering,
  // React replays the component, and only a `use` on that replay lets the hooks after it (the
  // caller's too) mount — skipped, they fail as new hooks of an update (React's error 467,
  // recovered as error 520). A catalogue already here (English, or loaded beforehand) needs none.
  const loading = translations.load(catalogue, locale);
  const followed = (loading as { status?: string }).status !== undefined;
  if (!translations.has(catalogue, locale) || followed) use(loading);
  return translateOf(catalogue, locale);
}
