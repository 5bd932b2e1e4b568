import type { ReactNode } from 'react';
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
  const { isChecking, isUnreachable, retry } = useSession();
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
