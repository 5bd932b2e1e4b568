import { useDeferredValue, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CheckingSession } from '@/components/layout/full-page-status';
import { OfflineNotice, OfflineScreen } from '@/components/layout/offline-notice';
import { useSession } from '@/entities/parent/api/get-session';
import { useParentCacheSync } from '@/features/auth/hooks/use-parent-cache-sync';
import { LocaleProvider } from '@/lib/i18n/locale-context';
import { LocalizeContext } from '@/lib/i18n/localize-context';
import { useAppLocalize } from '@/lib/i18n/use-app-localize';
import { DeferredToaster } from '@/lib/toast/deferred-toaster';

/**
 * Renders nothing but 'Checking authentication...' until the first session check has
 * finished (spec §2.2), then the app; keeps the local parent cache in step meanwhile. When the
 * check could not reach the server, the offline screen (issue 29, decision 013).
 */
function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const { isUnreachable, retry } = session;
  // The app behind the gate (router, layout, screen) renders in a deferred render once the
  // check has answered: React yields to the browser every few milliseconds in it, where the
  // session query's own update (useSyncExternalStore) would render it all in one task
  // (decision 071). Until that render has committed, the status line stays.
  const isChecking = useDeferredValue(session.isChecking, true);
  useParentCacheSync();
  if (isUnreachable) {
    return (
      <main id="main" className="flex min-h-dvh">
        <OfflineScreen onRetry={retry} />
      </main>
    );
  }
  if (isChecking) {
    return (
      <main id="main" className="flex min-h-dvh">
        <CheckingSession />
      </main>
    );
  }
  return children;
}

/**
 * The app's language around everything (issue 28, decision 074): the signed-in parent's saved
 * one, else this browser's choice, else its languages; `<html lang>` follows it, and the texts
 * the entry draws (the gate's, the offline state's) are said in it once the common catalogue is
 * here (LocalizeContext; a layout gives its own area's to its screens).
 */
function AppLocale({ children }: { children: ReactNode }) {
  const { parent } = useSession();
  return (
    <LocaleProvider savedLocale={parent?.locale} documentLanguage>
      <AppLocalize>{children}</AppLocalize>
    </LocaleProvider>
  );
}

function AppLocalize({ children }: { children: ReactNode }) {
  return <LocalizeContext value={useAppLocalize()}>{children}</LocalizeContext>;
}

/**
 * The providers around the router: the query client, the app's language, the session gate, the
 * offline notice (decision 013) and the toast container (`lib/toast`, loaded once the browser is
 * idle).
 */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppLocale>
        <SessionGate>{children}</SessionGate>
        <OfflineNotice />
        <DeferredToaster />
      </AppLocale>
    </QueryClientProvider>
  );
}
