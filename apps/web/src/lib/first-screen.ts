import type { QueryClient } from '@tanstack/react-query';

/*
 * Loaded on demand (`hooks/use-first-screen-shown.ts`) and placed in the `start` chunk, which
 * every signed-in first load fetches anyway (route-chunks.ts): no route's first load carries it.
 */

/** At most this long after the first ask, whatever is still loading (a slow or endless read). */
const MAX_WAIT_MS = 4000;
/** An idle moment is awaited at most this long (a busy phone still gets its socket). */
const IDLE_TIMEOUT_MS = 1000;

/** One wait per query client (the app has one): every caller shares it. */
const shown = new WeakMap<QueryClient, Promise<void>>();

/**
 * Runs `run` in the browser's next idle moment after a frame has been painted (a
 * requestAnimationFrame, then requestIdleCallback with a timeout; a timer where the browser
 * has no requestIdleCallback).
 * @returns a function that cancels the call
 */
function afterPaintWhenIdle(run: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const frame = requestAnimationFrame(() => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 0);
      cancelIdle = () => clearTimeout(handle);
    }
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    cancelIdle();
  };
}

/**
 * Resolves once the first screen has been drawn with its data: no read of the query client in
 * flight, a frame painted since and the browser idle — or after MAX_WAIT_MS (issue 29). What
 * the first screen does not show (the socket, the navigation bar's unread count) waits for it,
 * so Lighthouse's simulation does not share the phone's link between it and the screen's own
 * requests before the LCP.
 */
export function whenFirstScreenShown(queryClient: QueryClient): Promise<void> {
  const known = shown.get(queryClient);
  if (known) return known;
  const wait = new Promise<void>((resolve) => {
    let cancelIdle: (() => void) | null = null;
    const finish = () => {
      clearTimeout(deadline);
      cancelIdle?.();
      unsubscribe();
      resolve();
    };
    const deadline = setTimeout(finish, MAX_WAIT_MS);
    const check = () => {
      cancelIdle?.();
      cancelIdle = null;
      if (queryClient.isFetching() > 0) return;
      cancelIdle = afterPaintWhenIdle(() => {
        if (queryClient.isFetching() === 0) finish();
      });
    };
    // Every start and end of a read comes through the cache's events.
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
  shown.set(queryClient, wait);
  return wait;
}
