import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Locale } from '@nestling/shared';
import { browserLocale, intlLocaleOf, readChosenLocale, rememberLocale } from './locale';

export interface LocaleState {
  /** The language the app speaks now. */
  locale: Locale;
  /**
   * The BCP 47 tag `Intl` formats dates, times and numbers with in that language ({@link
   * intlLocaleOf}: `es`, or the browser's English such as `en-GB`); what lib/dates.ts takes.
   */
  intlLocale: string;
  /** Chooses a language on this browser (a signed-in parent's is saved by the server too). */
  chooseLocale: (locale: Locale) => void;
}

const ENGLISH: LocaleState = {
  locale: 'en',
  intlLocale: intlLocaleOf('en'),
  chooseLocale: () => undefined,
};
const LocaleContext = createContext<LocaleState | null>(null);

/**
 * The language of the screens under it (issue 28, decision 074): the signed-in parent's saved
 * choice, else the one chosen on this browser (the register screen's, or the last signed-in
 * parent's: use-parent-cache-sync.ts remembers it), else the browser's languages, else English.
 * The app's providers put one around the whole app (app/provider.tsx); one inside another
 * changes nothing (the outer one already says the language: a screen that put its own around
 * itself before the app's did keeps working).
 * @param savedLocale the signed-in parent's `locale` (GET /api/auth/me), if any
 * @param documentLanguage whether `<html lang>` follows it (English again when it unmounts:
 *   only the outermost one does, and it lives as long as the app)
 */
export function LocaleProvider(props: {
  savedLocale: Locale | undefined;
  documentLanguage?: boolean;
  children: ReactNode;
}) {
  const outer = useContext(LocaleContext);
  if (outer) return props.children;
  return <OutermostLocaleProvider {...props} />;
}

function OutermostLocaleProvider({
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
      intlLocale: intlLocaleOf(locale),
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
  return useContext(LocaleContext) ?? ENGLISH;
}
