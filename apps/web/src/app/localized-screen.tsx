import { Suspense, type ReactNode } from 'react';
import { useSession } from '@/entities/parent/api/get-session';
import { LocaleProvider } from '@/lib/i18n/locale-context';

/**
 * A signed-in screen in the parent's language (issue 28, decision 074): the parent's saved
 * `locale` (else this browser's choice, else its languages), `<html lang>` following it, and the
 * Suspense under which the screen's areas download another language's catalogue once (nothing
 * drawn meanwhile). A route whose screen speaks through its catalogues wraps it in this, until
 * the app's providers hold the language for every screen.
 */
export function LocalizedScreen({ children }: { children: ReactNode }) {
  const { parent } = useSession();
  return (
    <LocaleProvider savedLocale={parent?.locale} documentLanguage>
      <Suspense fallback={null}>{children}</Suspense>
    </LocaleProvider>
  );
}
