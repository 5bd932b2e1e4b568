import { Suspense, type ReactNode } from 'react';
import type { Catalogue } from '@nestling/shared';
import { useSession } from '@/entities/parent/api/get-session';
import { LocaleProvider } from '@/lib/i18n/locale-context';
import { LocalizeContext } from '@/lib/i18n/localize-context';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * A signed-in screen in the parent's language (issue 28, decisions 074 and 078): the parent's
 * saved `locale` (else this browser's choice, else its languages; inside the app's own provider
 * it passes through), `<html lang>` following it, and the Suspense under which the screen's areas
 * download another language's catalogue once (nothing drawn meanwhile). With `catalogue`, that
 * area is loaded before the screen draws and the shared fields say a schema's text through it
 * (LocalizeContext), as the account screens do.
 * @param catalogue the screen's area (`kidsCatalogue`), when its forms show shared schemas' texts
 */
export function LocalizedScreen({
  catalogue,
  children,
}: {
  catalogue?: Catalogue;
  children: ReactNode;
}) {
  const { parent } = useSession();
  return (
    <LocaleProvider savedLocale={parent?.locale} documentLanguage>
      <Suspense fallback={null}>
        {catalogue ? <AreaLocalize catalogue={catalogue}>{children}</AreaLocalize> : children}
      </Suspense>
    </LocaleProvider>
  );
}

function AreaLocalize({ catalogue, children }: { catalogue: Catalogue; children: ReactNode }) {
  const { localize } = useTranslation(catalogue);
  return <LocalizeContext value={localize}>{children}</LocalizeContext>;
}
