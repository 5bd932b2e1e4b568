import { createElement, lazy, useState, type ComponentType } from 'react';
import { PartLoadBoundary, PartLoadError } from '@/components/ui/part-load-boundary';
import { yieldToBrowser } from './yield-to-browser';

/** A part of a screen whose code loads on demand (decision 055), and how to start loading it. */
export interface LazyPart<P> {
  /** The part as a `React.lazy` component: render it inside a `<Suspense>`. */
  Component: ComponentType<P>;
  /**
   * Starts loading the part's code (once; later calls return the same promise), e.g. when the
   * button opening it is hovered or focused, or from a route's loader, so it shows at once.
   * Rejects with a `PartLoadError` when the code cannot be fetched; the next call asks again.
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
 * stays out of the route's first-load JS (apps/web/budgets.json). The import starts in a task
 * of its own (`yieldToBrowser`), not in the caller's (issue 29, decision 099): asking for a
 * part's module is not free on the main thread — Vite's preload helper adds a
 * `<link rel="modulepreload">` per file the part needs and the browser starts each one's loading
 * inside that `appendChild` (30–170 ms at 4× CPU in `bench:cpu`) — and asked for from a screen's
 * effect, it made React's effects task that much longer.
 * @param load imports the module and picks the component, e.g.
 *   `() => import('./delete-account-dialog').then((module) => module.DeleteAccountDialog)`
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= yieldToBrowser()
      .then(load)
      .then(
        (component) => {
          loaded = component;
          return component;
        },
        (error: unknown) => {
          // Not kept: the next preload or render asks for the code again (decision 104).
          loading = undefined;
          throw new PartLoadError(error);
        },
      ));
  const lazyPartComponent = () =>
    lazy(() =>
      preload().then((component) => ({ default: component })),
    ) as unknown as ComponentType<P>;
  // One for every mount of the part, replaced only by "Try again": a `React.lazy` that failed
  // keeps its error.
  let Lazy = lazyPartComponent();
  /** "Try again" after a failure: a new `React.lazy` that asks for the code again. */
  const lazyAgain = () => {
    if (!loaded) Lazy = lazyPartComponent();
    return loaded ?? Lazy;
  };
  /**
   * The part itself once its code has loaded (nothing suspends: no fallback is drawn, not even
   * for a moment, in place of a frame already on screen), else the lazy component; chosen once
   * per mount, so the part is never remounted. If its code cannot load, the part's place says so
   * with "Try again" (`PartLoadBoundary`), which asks for it again.
   */
  function Component(props: P) {
    const [Part, setPart] = useState(() => loaded ?? Lazy);
    return createElement(
      PartLoadBoundary,
      {
        onRetry: () => {
          const again = lazyAgain();
          setPart(() => again);
        },
      },
      createElement(Part as ComponentType<object>, props as object),
    );
  }
  // Asked for ahead of its render (a hover, a focus): a failure is said where the part is drawn.
  const start = () => void preload().catch(() => undefined);
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
