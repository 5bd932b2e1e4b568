import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@nestling/shared';
import { FullPageStatus } from '@/components/layout/full-page-status';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { useSession } from '@/entities/parent/api/get-session';
import { useParentCacheSync } from '@/features/auth/hooks/use-parent-cache-sync';

/**
 * Renders nothing but 'Checking authentication...' until the first session check has
 * finished (spec §2.2), then the app; keeps the local parent cache in step meanwhile.
 */
function SessionGate({ children }: { children: ReactNode }) {
  const { isChecking } = useSession();
  useParentCacheSync();
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
 * (decision 013) and the toast container
 * (top-right; 4 s blank and error, 2 s success, loading until dismissed; at most 20 held is
 * react-hot-toast's own limit, spec §4 and §9).
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
      <Toaster
        position="top-right"
        toastOptions={{
          duration: TOAST_DURATION_MS.blank,
          success: { duration: TOAST_DURATION_MS.success },
          error: { duration: TOAST_DURATION_MS.error },
          loading: { duration: Infinity },
          className: '!rounded-2xl !text-sm !font-medium !shadow-card',
          // The theme's colours, so a toast reads right in light and dark mode.
          style: { background: 'var(--color-surface)', color: 'var(--color-ink-900)' },
        }}
      />
    </QueryClientProvider>
  );
}
