import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { todayIsoDate } from '@nestling/shared';
import type { LazyPart } from './lazy-part';
import { yieldToBrowser } from './yield-to-browser';

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
 * report where there is one, else two animation frames), each in a task of its own (a
 * `lazyPart`'s `preload` yields first), in the order given; they are then drawn in a transition.
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
    // Each `preload` starts its import in a task of its own (`lazyPart`, decision 099: Vite's
    // preload helper inserts a modulepreload link per file of the part, and Chromium starts each
    // fetch inside that insertion — 60–170 ms for a screen's parts in one task at 4× CPU,
    // docs/performance-log/2026-11-27-kid29.md); those tasks run in the order asked.
    const draw = () => {
      if (!active) return;
      const loads = parts.map((part) => part.preload());
      void Promise.allSettled(loads).then(() => {
        if (active) startTransition(() => setPainted(true));
      });
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

/**
 * How many of a screen's `count` parts to draw, in order (issue 29: no long task after the LCP):
 * none until `ready`, then the first at once, and each next one in a render and commit of its
 * own — a transition started in the first task after the frame that shows the one before — so
 * the parts' renders, commits (react-hook-form's registration, their effects' requests) and the
 * browser's style, layout and paint of each come in separate tasks rather than one long one.
 * Draw the parts in their order on the page, top first, each below the ones before it (a part
 * appended below the others moves nothing already on screen: no layout shift). Once all are
 * drawn it stays so.
 * @param ready whether the parts may be drawn (e.g. `useAfterPaint`'s answer: their code is in)
 * @param count how many parts (≥ 1)
 * @returns 0 before `ready`, then 1 … `count`
 */
export function useInTurn(ready: boolean, count: number): number {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (!ready || drawn >= count) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The animation frame's callback runs before the frame that paints the commit before; the
    // task after it, once that frame has been produced.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn(drawn + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, drawn, count]);
  return ready ? Math.min(drawn, count) : 0;
}

/**
 * For `useAfterPaint`'s parts, before those whose first render says today's date (a form's
 * default date): makes the page's first `Intl.DateTimeFormat` — today's `YYYY-MM-DD`
 * formatter, which `todayIsoDate` keeps — in a task of its own, as decision 095 does for the
 * first NumberFormat: 12–40 ms on a phone (CPU 4×), which otherwise falls inside that render.
 */
export const TODAY_FORMAT: Pick<LazyPart<never>, 'preload'> = {
  preload: () => yieldToBrowser().then(() => todayIsoDate()),
};
