import { use, useMemo } from 'react';
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

/**
 * Each area's and language's load, marked fulfilled the way React's `use` reads a promise it
 * need not wait for (`status` and `value`: @types/react's `FulfilledReactPromise`).
 */
const loads = new Map<string, Promise<void>>();

/**
 * The promise `use` waits on for an area's catalogue in a language: one per area and language,
 * marked fulfilled once loaded (at once when it already is, English always), so `use` reads it
 * without suspending; forgotten when the download fails, so a later render tries again.
 */
function loadOf(catalogue: Catalogue, locale: Locale): Promise<void> {
  const key = `${locale}:${catalogue.area}`;
  let load = loads.get(key);
  if (!load) {
    const loaded = translations.has(catalogue, locale);
    const started = loaded ? Promise.resolve() : translations.load(catalogue, locale);
    load = started;
    if (loaded) Object.assign(started, { status: 'fulfilled', value: undefined });
    else
      started.then(
        () => Object.assign(started, { status: 'fulfilled', value: undefined }),
        () => loads.delete(key),
      );
    loads.set(key, load);
  }
  return load;
}

/**
 * An area's messages in the app's language (issue 28, decision 074). English is in the code;
 * another language's catalogue is downloaded on first use, the component suspending meanwhile
 * (the nearest Suspense boundary shows its fallback), once per area and language. `use` is
 * called on every render (with a promise already marked fulfilled once the catalogue is here):
 * a render React replays after the download — the component's hooks before this one already
 * made — then goes on with the hooks after it as React expects (decision 078).
 * @param catalogue the area's catalogue (`accountCatalogue`)
 */
export function useTranslation<C extends Catalogue>(catalogue: C): Translate<C> {
  const { locale } = useLocale();
  use(loadOf(catalogue, locale));
  return useMemo(
    () => ({
      t: (key, values) => translations.t(locale, catalogue, key, values),
      localize: (text) => translations.localize(locale, text),
    }),
    [locale, catalogue],
  );
}
