import { startTransition, useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The query clients (the app has one) whose wait is over: a later component starts at true. */
const over = new WeakSet<QueryClient>();

/**
 * Resolves once the first screen has been drawn with its data (`lib/first-screen.ts`, in the
 * `start` chunk: loaded on demand, so no route's first load carries its code).
 */
export async function firstScreenShown(queryClient: QueryClient): Promise<void> {
  try {
    const { whenFirstScreenShown } = await import('@/lib/first-screen');
    await whenFirstScreenShown(queryClient);
  } catch {
    // Its code did not load (offline): nothing to wait for then.
  }
  over.add(queryClient);
}

/**
 * Whether the first screen has been drawn with its data (`firstScreenShown`): false until
 * then, true from then on (from the first render for a component mounted after). What the first
 * screen does not show waits for it (issue 29: the navigation bar's unread count). The turn to
 * true is a transition: what waited renders in slices that yield to the browser, not as one long
 * task (as `useAfterPaint`'s parts, decision 071; `bench:cpu` saw the hub's previews and the
 * Messages screen's parts drawn in one synchronous render of 70–130 ms, CPU 4× slower).
 */
export function useFirstScreenShown(): boolean {
  const queryClient = useQueryClient();
  const [isShown, setShown] = useState(() => over.has(queryClient));
  useEffect(() => {
    if (isShown) return;
    let active = true;
    void firstScreenShown(queryClient).then(() => {
      if (active) startTransition(() => setShown(true));
    });
    return () => {
      active = false;
    };
  }, [queryClient, isShown]);
  return isShown;
}
