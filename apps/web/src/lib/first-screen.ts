import type { QueryClient } from '@tanstack/react-query';

/*
 * Loaded on demand (`hooks/use-first-screen-shown.ts`) and placed in the `start` chunk, which
 * every signed-in first load fetches anyway (route-chunks.ts): no route's first load carries it.
 */

/** At most this long after the first ask, whatever is still loading (a slow or endless read). */
const MAX_WAIT_MS = 4000;
/** An idle moment is awaited at most this long (a busy phone still gets its socket). */
const IDLE_TIMEOUT_MS = 1000;
/**
 * After the main thread's paint, the frame still has to reach the screen: Chromium times the
 * LCP when it is presented, which came up to ≈ 15 ms after a request started right after the
 * paint in Lighthouse's runs — a request that then counted as started before the LCP.
 */
const PRESENT_MS = 100;

/** One wait per query client (the app has one): every caller shares it. */
const shown = new WeakMap<QueryClient, Promise<void>>();

/**
 * Runs `run` in the browser's first idle moment once a frame has been painted and presented (a
 * requestAnimationFrame, PRESENT_MS, then requestIdleCallback with a timeout; a timer where the
 * browser has no requestIdleCallback).
 * @returns a function that cancels the call
 */
function afterPaintWhenIdle(run: () => void): () => void {
  let cancel = () => {};
  const frame = requestAnimationFrame(() => {
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
        cancel = () => cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(run, 0);
        cancel = () => clearTimeout(handle);
      }
    }, PRESENT_MS);
    cancel = () => clearTimeout(timer);
  });
  cancel = () => cancelAnimationFrame(frame);
  return () => cancel();
}

/**
 * Whether the screen has drawn its heading: every screen's header is an `h1` in the layout's
 * `<main>`; before it, the screen is still waiting for its code (a suspended route or catalogue)
 * — with its data maybe already in, as when the HTML's `Link` header preloaded it.
 */
function drawn(): boolean {
  return document.querySelector('main h1') !== null;
}

/**
 * Resolves once the first screen has been drawn with its data: its heading drawn, no read of the
 * query client in flight, a frame painted since and the browser idle, with no change to the page
 * in between — or after MAX_WAIT_MS (issue 29). What the first screen does not show (the
 * socket, the navigation bar's unread count, the hub's parts below the fold) waits for it, so it
 * does not share a phone's link with the screen's own requests before the LCP.
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
    const ready = () => queryClient.isFetching() === 0 && drawn();
    const check = () => {
      cancelIdle?.();
      cancelIdle = null;
      if (!ready()) return;
      cancelIdle = afterPaintWhenIdle(() => {
        if (ready()) finish();
      });
    };
    // Every start and end of a read comes through the cache's events, and what the screen draws
    // (its code arriving, a part, its data) through the page's mutations: each puts the idle
    // moment after it.
    const unsubscribeCache = queryClient.getQueryCache().subscribe(check);
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const unsubscribe = () => {
      unsubscribeCache();
      observer.disconnect();
    };
    check();
  });
  shown.set(queryClient, wait);
  return wait;
}
