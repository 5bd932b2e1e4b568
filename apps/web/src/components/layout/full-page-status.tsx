import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui';
import { useLocalize } from '@/lib/i18n/localize-context';

/** A centred spinner and a line of text filling the viewport (e.g. 'Checking authentication...'). */
export function FullPageStatus({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-[60dvh] flex-1 items-center justify-center p-6">
      <p role="status" className="flex items-center gap-3 text-lg font-semibold text-brand-800">
        <Spinner className="size-6 text-brand-600" />
        {children}
      </p>
    </div>
  );
}

/** Spec §2.2's status line while the session is checked (the common catalogue's `app.checking`). */
export const CHECKING_TEXT = 'Checking authentication...';

/**
 * The whole page while the session is checked (spec §2.2), in the app's language once the
 * common catalogue is here (LocalizeContext: the entry carries no catalogue, issue 28).
 */
export function CheckingSession() {
  const localize = useLocalize();
  return <FullPageStatus>{localize(CHECKING_TEXT)}</FullPageStatus>;
}

/** The router's line while a lazily loaded page arrives on the app's first load. */
export const LOADING_TEXT = 'Loading...';

/**
 * The whole page while the first screen's code arrives (the router's hydrate fallback), in the
 * app's language once the common catalogue is here (its `app.loading`, through LocalizeContext).
 */
export function LoadingPage() {
  const localize = useLocalize();
  return <FullPageStatus>{localize(LOADING_TEXT)}</FullPageStatus>;
}
