import { startTransition, useLayoutEffect, useState } from 'react';
import type { LazyPart } from './lazy-part';

// In the `shell` (route-chunks.ts): a few hundred bytes that the kid screens using it (health,
// calendar, achievements) would otherwise each ask for as a file of their own. Its timing
// (`whenPresented`) is in lib/first-screen.ts, in the `start` chunk every signed-in first load
// has fetched before its screen renders: imported on demand, it adds no file to a route's first
// load.

/**
 * Whether the screen has been presented since `ready` became true, and the given parts' code
 * has loaded (issue 29, decision 067's "title first"): a screen renders its header and the
 * frames of its parts (decision 055) first, and draws the parts only once this is true, so the
 * header is on screen before any request for their code starts (Lighthouse prices the LCP from
 * every request started before it), and each frame is replaced by its part directly — no second
 * frame is mounted meanwhile (a new, later paint of the same text could be taken for the LCP).
 * The parts' code is asked for once the frame of the commit that made `ready` true has been
 * presented (`whenPresented` in lib/first-screen.ts: the browser's largest-contentful-paint
 * report where there is one, else two animation frames); they are then drawn in a transition.
 * Once true it stays true. Unlike `useSeen`, it does not wait for the parent to scroll: a form
 * below another one is drawn before the keyboard can reach it (the frames are out of the tab
 * order).
 * @param ready whether what must paint first is rendered (e.g. the kid's name has answered);
 *   true: the calling component's own first commit
 * @param parts the parts drawn then (module-level `lazyPart`s): their code is asked for after
 *   the paint, and this turns true once all have loaded (or failed)
 */
export function useAfterPaint(ready = true, ...parts: Array<Pick<LazyPart<never>, 'preload'>>) {
  const [painted, setPainted] = useState(false);
  // A layout effect: it runs after the commit's DOM changes and before their paint.
  useLayoutEffect(() => {
    if (!ready || painted) return;
    const since = performance.now();
    let active = true;
    let cancel = () => {};
    // A part that failed to load is drawn all the same: its Suspense and error boundary say so.
    // In a transition: the parts' render yields to the browser every few milliseconds instead
    // of being one long task (decision 071).
    const draw = () => {
      if (!active) return;
      void Promise.allSettled(parts.map((part) => part.preload())).then(() =>
        startTransition(() => setPainted(true)),
      );
    };
    // The timing's code did not load (offline): the parts are asked for (and say so) at once.
    import('./first-screen').then(({ whenPresented }) => {
      if (active) cancel = whenPresented(draw, since);
    }, draw);
    return () => {
      active = false;
      cancel();
    };
    // The parts are module-level constants: their list does not change between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, painted]);
  return painted;
}
