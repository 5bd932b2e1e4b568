import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Locale } from '@nestling/shared';
import { browserLocale, readChosenLocale, rememberLocale } from './locale';

export interface LocaleState {
  /** The language the app speaks now. */
  locale: Locale;
  /** Chooses a language on this browser (a signed-in parent's is saved by the server too). */
  chooseLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState>({ locale: 'en', chooseLocale: () => undefined });

/**
 * The language of the screens under it (issue 28, decision 074): the signed-in parent's saved
 * choice, else the one chosen on this browser (the register screen's, or the last signed-in
 * parent's: use-parent-cache-sync.ts remembers it), else the browser's languages, else English.
 * An area that speaks through its catalogue puts it around its screens (the account screens'
 * layout; Settings' language card); once every area does, it moves to the app's providers.
 * @param savedLocale the signed-in parent's `locale` (GET /api/auth/me), if any
 * @param documentLanguage whether `<html lang>` follows it (a whole screen in the language);
 *   English again when it unmounts, since the screens not migrated yet are English
 */
export function LocaleProvider({
  savedLocale,
  documentLanguage = false,
  children,
}: {
  savedLocale: Locale | undefined;
  documentLanguage?: boolean;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState(readChosenLocale);
  const locale = savedLocale ?? chosen ?? browserLocale();

  useLayoutEffect(() => {
    if (!documentLanguage) return undefined;
    document.documentElement.lang = locale;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [documentLanguage, locale]);

  const state = useMemo<LocaleState>(
    () => ({
      locale,
      chooseLocale: (next) => {
        rememberLocale(next);
        setChosen(next);
      },
    }),
    [locale],
  );
  return <LocaleContext value={state}>{children}</LocaleContext>;
}

/** The app's language and how to choose another ({@link LocaleProvider}; English without one). */
export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}
