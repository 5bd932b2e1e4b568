import { lazy, Suspense, useEffect, useState } from 'react';

const AppToaster = lazy(() => import('./toaster'));

/**
 * The toast container, loaded after the first paint (when the browser is first idle), so
 * react-hot-toast is not on any route's critical path (issue 9). Toasts asked for earlier wait
 * in react-hot-toast's store and show when it mounts.
 */
export function DeferredToaster() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(done, 1);
    return () => window.clearTimeout(handle);
  }, []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
