import {
  createElement,
  lazy,
  startTransition,
  useLayoutEffect,
  useState,
  type ComponentType,
} from 'react';

/** A part of a screen whose code loads on demand (decision 055), and how to start loading it. */
export interface LazyPart<P> {
  /** The part as a `React.lazy` component: render it inside a `<Suspense>`. */
  Component: ComponentType<P>;
  /**
   * Starts loading the part's code (once; later calls return the same promise), e.g. when the
   * button opening it is hovered or focused, or from a route's loader, so it shows at once.
   */
  preload: () => Promise<unknown>;
  /**
   * Props for the control that opens the part: start loading when it is pointed at or focused
   * (spread them on the button: `<Button {...part.preloadProps} …>`).
   */
  preloadProps: { onPointerEnter: () => void; onFocus: () => void };
}

/**
 * A part of a screen that its first load does not carry (decision 055: a dialog, a form not yet
 * opened, a panel below the fold): its module is imported with `import()` when the part is first
 * rendered or `preload` is called, so its code — react-hook-form, a date picker, an uploader —
 * stays out of the route's first-load JS (apps/web/budgets.json).
 * @param load imports the module and picks the component, e.g.
 *   `() => import('./delete-account-dialog').then((module) => module.DeleteAccountDialog)`
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() =>
    preload().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>;
  /**
   * The part itself once its code has loaded (nothing suspends: no fallback is drawn, not even
   * for a moment, in place of a frame already on screen), else the lazy component; chosen once
   * per mount, so the part is never remounted.
   */
  function Component(props: P) {
    const [Part] = useState(() => loaded ?? Lazy);
    return createElement(Part as ComponentType<object>, props as object);
  }
  const start = () => void preload();
  return {
    Component: Component as ComponentType<P>,
    preload,
    preloadProps: { onPointerEnter: start, onFocus: start },
  };
}

/**
 * Whether something has been open at least once: a lazily loaded dialog is mounted from its
 * first opening on (and stays mounted, closed, so it closes and returns focus as before).
 * @param open whether it is open now
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Whether the browser still reports the page's largest contentful paint (no input yet). */
function largestPaintReported(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint') &&
    performance.getEntriesByType('first-input').length === 0
  );
}

/**
 * Calls `done` in a task once what was committed at `since` (a `performance.now()` time) has
 * been presented: on the page's first screen, when the browser reports a largest contentful
 * paint at or after `since` (its time is the frame's presentation, which a busy compositor can
 * put well after the main thread's paint); otherwise — or if none comes, e.g. the commit drew
 * nothing larger — two animation frames then a task (300 ms more while the browser still reports
 * paints). Where there are no frames (a hidden tab, no `requestAnimationFrame`), in a task.
 * Returns a function that cancels it.
 */
function whenPresented(since: number, done: () => void): () => void {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const cancel = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    observer?.disconnect();
  };
  const finish = () => {
    cancel();
    timer = setTimeout(done, 0);
  };
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    finish();
    return cancel;
  }
  const waitForPaint = largestPaintReported();
  if (waitForPaint) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(finish, waitForPaint ? 300 : 0);
    });
  });
  return cancel;
}

/**
 * Whether the screen has painted since `ready` became true, and the given parts' code has
 * loaded (issue 29, decision 067's "title first"): a screen renders its header and the frames of
 * its parts (decision 055) first, and draws the parts only once this is true, so the header is
 * on screen before any request for their code starts (Lighthouse prices the LCP from every
 * request started before it), and each frame is replaced by its part directly — no second frame
 * is mounted meanwhile (a new, later paint of the same text could be taken for the LCP). The
 * parts' code is asked for once the commit that made `ready` true has been presented
 * (`whenPresented`); they are then drawn in a transition. Once true it stays true. Unlike `useSeen`, it does
 * not wait for the parent to scroll: a form below another one is drawn before the keyboard can
 * reach it (the frames are out of the tab order).
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
    let live = true;
    const cancel = whenPresented(performance.now(), () => {
      // A part that failed to load is drawn all the same: its Suspense and error boundary say so.
      // In a transition: the parts' render yields to the browser every few milliseconds
      // instead of being one long task (decision 071).
      void Promise.allSettled(parts.map((part) => part.preload())).then(() => {
        if (live) startTransition(() => setPainted(true));
      });
    });
    return () => {
      live = false;
      cancel();
    };
    // The parts are module-level constants: their list does not change between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, painted]);
  return painted;
}
