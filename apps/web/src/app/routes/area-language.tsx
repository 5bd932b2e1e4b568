import { Suspense, type ReactNode } from 'react';
import type { Catalogue } from '@nestling/shared';
import { useSession } from '@/entities/parent/api/get-session';
import { LocaleProvider } from '@/lib/i18n/locale-context';
import { LocalizeContext } from '@/lib/i18n/localize-context';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * A signed-in screen in the parent's language (issue 28, decision 074 step 3), until the app's
 * layout provides it to every screen: the parent's saved language (else this browser's choice,
 * else its languages), `<html lang>` in it, the area's catalogue in it loaded before the screen
 * draws (nothing is drawn meanwhile, as the account screens do), and the shared fields' schema
 * texts said in it (LocalizeContext).
 * @param catalogue the screen's area (`kidsCatalogue`); other areas' parts load their own
 */
export function AreaLanguage({
  catalogue,
  children,
}: {
  catalogue: Catalogue;
  children: ReactNode;
}) {
  const { parent } = useSession();
  return (
    <LocaleProvider savedLocale={parent?.locale} documentLanguage>
      <Suspense fallback={null}>
        <AreaLocalize catalogue={catalogue}>{children}</AreaLocalize>
      </Suspense>
    </LocaleProvider>
  );
}

function AreaLocalize({ catalogue, children }: { catalogue: Catalogue; children: ReactNode }) {
  const { localize } = useTranslation(catalogue);
  return <LocalizeContext value={localize}>{children}</LocalizeContext>;
}
