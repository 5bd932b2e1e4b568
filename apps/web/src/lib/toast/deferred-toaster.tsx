import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastsAsked, toastsAsked } from './toast';

const AppToaster = lazy(() => import('./toaster'));

/**
 * The toast container, loaded and mounted when the first toast is asked for (`toast.ts`), so
 * react-hot-toast and its CSS-in-JS are on no route's first load (issue 9) and add no work to a
 * page's start-up that shows no toast — the account screens show none (decision 032; decision
 * 031 mounted it at the first idle moment). Toasts wait in react-hot-toast's store until it
 * mounts.
 */
export function DeferredToaster() {
  const asked = useSyncExternalStore(subscribeToToastsAsked, toastsAsked, () => false);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
