import { Suspense, type ReactNode } from 'react';
import { useSession } from '@/entities/parent/api/get-session';
import { LocaleProvider } from '@/lib/i18n/locale-context';

/**
 * The Achievements screens in the parent's language (issue 28, decision 074): the signed-in
 * parent's saved language (else this browser's choice, else its languages), `<html lang>` set
 * to it; another language's catalogue is downloaded before the screen draws (the Suspense).
 */
export function AchievementsLanguage({ children }: { children: ReactNode }) {
  const { parent } = useSession();
  return (
    <LocaleProvider savedLocale={parent?.locale} documentLanguage>
      <Suspense fallback={null}>{children}</Suspense>
    </LocaleProvider>
  );
}
