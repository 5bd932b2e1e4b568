import { useDeferredValue, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { FullPageStatus } from '@/components/layout/full-page-status';
import { OfflineNotice, OfflineScreen } from '@/components/layout/offline-notice';
import { useSession } from '@/entities/parent/api/get-session';
import { useParentCacheSync } from '@/features/auth/hooks/use-parent-cache-sync';
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
        <FullPageStatus>Checking authentication...</FullPageStatus>
      </main>
    );
  }
  return children;
}

/**
 * The providers around the router: the query client, the session gate, the offline notice
 * (decision 013) and the toast container (`lib/toast`, loaded once the browser is idle).
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
      <SessionGate>{children}</SessionGate>
      <OfflineNotice />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
