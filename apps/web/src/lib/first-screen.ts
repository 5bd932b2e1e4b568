import type { QueryClient } from '@tanstack/react-query';

/*
 * The one answer to "has the screen been presented yet?" (issue 29, decisions 086 and 087):
 * `whenPresented` times it, `whenFirstScreenShown` (what the first screen does not show) and
 * `useAfterPaint` (a screen's parts after its header, lib/after-paint.ts) wait for it; the
 * socket waits for it or the parent's first use of the page (`whenFirstScreenShownOrUsed`).
 * Loaded on demand by all three (`hooks/use-first-screen-shown.ts`, `lib/after-paint.ts`,
 * `lib/socket/connect-socket.ts`) and placed in the
 * `start` chunk, which every signed-in first load fetches anyway before its screen renders
 * (route-chunks.ts): no route's first load carries it.
 */

/** At most this long after the first ask, whatever is still loading (a slow or endless read). */
const MAX_WAIT_MS = 4000;
/** An idle moment is awaited at most this long (a busy phone still gets its socket). */
const IDLE_TIMEOUT_MS = 1000;
/**
 * After two animation frames, how long the browser's report of the commit's paint is awaited:
 * a commit that paints nothing larger than what is already on screen gets no
 * largest-contentful-paint entry. The frame's presentation came up to ≈ 100 ms after the two
 * frames in Lighthouse's runs on a busy machine (docs/performance-log/2026-11-27-lcp29e.md).
 */
const REPORT_WAIT_MS = 300;
/**
 * At most this long in all: where no frame comes (a tab hidden meanwhile: no animation frames,
 * and no more largest-contentful-paint entries), a timer ends the wait.
 */
const MAX_PRESENT_MS = 2000;

/**
 * Whether the browser will report the page's largest paints from now on: it has
 * largest-contentful-paint entries (Chromium; not Safari) and still reports them — Chromium
 * stops at the first input, which also starts an in-app navigation.
 */
function largestPaintsReported(): boolean {
  return (
    !!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint') &&
    performance.getEntriesByType('first-input').length === 0
  );
}

/**
 * Calls `done` in a task once the frame of a commit made at `since` has been presented — the
 * time Chromium gives the LCP, which Lighthouse prices from every request started before it —,
 * so that what `done` asks for starts after the screen's LCP (issue 29):
 * - where the browser reports its largest paints (Chromium's first screen, no input yet): at its
 *   first largest-contentful-paint entry timed at or after `since` whose element is still on the
 *   page (an entry is dispatched once its frame has been presented); if none comes — the commit
 *   painted nothing larger — REPORT_WAIT_MS after two animation frames;
 * - otherwise (Firefox and Safari, an in-app navigation): after two animation frames (the first
 *   one's callback runs before the commit's paint, the second one's once that frame is
 *   produced), as decision 087 did;
 * - in a hidden tab (no frames): in a task; and in any case at most MAX_PRESENT_MS after the call.
 * @param done called once, in a task of its own
 * @param since `performance.now()` when the commit was made (in a layout effect, or when the
 *   change was seen): the paints to wait for are at or after it; default now
 * @returns a function that cancels the call (it is then never made)
 */
export function whenPresented(done: () => void, since = performance.now()): () => void {
  let frame = 0;
  let wait: ReturnType<typeof setTimeout> | undefined;
  let call: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(wait);
    clearTimeout(cap);
    clearTimeout(call);
    observer?.disconnect();
  };
  const finish = () => {
    cancel();
    call = setTimeout(done, 0);
  };
  const cap = setTimeout(finish, MAX_PRESENT_MS);
  if (document.visibilityState === 'hidden') {
    finish();
    return cancel;
  }
  const reported = largestPaintsReported();
  if (reported) {
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      if (entries.some((entry) => entry.startTime >= since && entry.element)) finish();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      wait = setTimeout(finish, reported ? REPORT_WAIT_MS : 0);
    });
  });
  return cancel;
}

/** One wait per query client (the app has one): every caller shares it. */
const shown = new WeakMap<QueryClient, Promise<void>>();

/**
 * Runs `run` in the browser's first idle moment once the page's current state has been
 * presented (`whenPresented`, then requestIdleCallback with a timeout; at once where the browser
 * has no requestIdleCallback).
 * @returns a function that cancels the call
 */
function afterPaintWhenIdle(run: () => void): () => void {
  let cancel = whenPresented(() => {
    if (typeof requestIdleCallback !== 'function') return run();
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    cancel = () => cancelIdleCallback(handle);
  });
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
 * The query cache's events that change what a read holds or whether one is in flight: a query
 * added or removed, or its state updated (a fetch started, answered, failed, invalidated). The
 * others — an
 * observer added, removed or handed its result on a render — change neither `isFetching()` nor
 * what the screen will draw.
 */
const CHANGING_EVENTS: ReadonlySet<string> = new Set(['added', 'updated', 'removed']);

/**
 * Resolves once the first screen has been drawn with its data: its heading drawn, no read of the
 * query client in flight, that state presented (`whenPresented`) and the browser idle, with no
 * change to the page in between — or after MAX_WAIT_MS (issue 29). What the first screen does
 * not show (the socket, the navigation bar's unread count, the hub's parts below the fold) waits
 * for it, so it does not share a phone's link with the screen's own requests before the LCP.
 *
 * Cheap per commit (issue 29): a change (a mutation of the page, a read's state changing) only
 * notes its time and asks for one check in a task of its own, however many come before it; the
 * check keeps a wait already under way for a state that is still the latest, and starts a new one
 * (from the latest change) only when something changed after the pending one began. A wait that
 * ends with a change after its start not yet checked does not resolve: that check starts the
 * next.
 */
export function whenFirstScreenShown(queryClient: QueryClient): Promise<void> {
  const known = shown.get(queryClient);
  if (known) return known;
  const wait = new Promise<void>((resolve) => {
    /** The pending presented-and-idle wait: its cancel, and the change it waits past. */
    let pending: { cancel: () => void; since: number } | null = null;
    /** `performance.now()` at the latest change seen (mutation or changing cache event). */
    let changedAt = performance.now();
    let checkTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(deadline);
      clearTimeout(checkTimer);
      pending?.cancel();
      pending = null;
      unsubscribe();
      resolve();
    };
    const deadline = setTimeout(finish, MAX_WAIT_MS);
    const ready = () => queryClient.isFetching() === 0 && drawn();
    const check = () => {
      checkTimer = undefined;
      if (!ready()) {
        pending?.cancel();
        pending = null;
        return;
      }
      if (pending && pending.since >= changedAt) return; // still waiting for the latest state
      pending?.cancel();
      const since = changedAt;
      const cancel = afterPaintWhenIdle(() => {
        pending = null;
        // A change after this wait began: its check (queued) starts the wait past it.
        if (changedAt <= since && ready()) finish();
      });
      pending = { cancel, since };
    };
    const changed = () => {
      changedAt = performance.now();
      checkTimer ??= setTimeout(check, 0);
    };
    // Every start and end of a read comes through the cache's events, and what the screen draws
    // (its code arriving, a part, its data) through the page's mutations: each puts the wait
    // after it.
    const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
      if (CHANGING_EVENTS.has(event.type)) changed();
    });
    const observer = new MutationObserver(changed);
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

/**
 * What counts as the parent using the page: a key press, a text input (a phone's keyboard, a
 * paste, an autofill) or a pointer down (a tap, a click).
 */
const FIRST_USE_EVENTS = ['keydown', 'input', 'pointerdown'] as const;

/**
 * Resolves once the first screen has been shown (`whenFirstScreenShown`) or at the parent's
 * first use of the page from the call on (FIRST_USE_EVENTS anywhere: listened to on the window
 * in the capture phase, so no screen's handler can hide them), whichever comes first; the
 * listeners are removed then. A use means the first screen is in use — Chromium times no
 * largest paint after an input — and what the parent does may need what waited: the socket
 * (`connectSocket`; decision 086 as amended by decision 093), for typing in a chat opened by
 * a link. What only shows more of the screen (the unread count, the hub's lower sections) keeps
 * `whenFirstScreenShown`: a tap does not bring its rendering into the tap's frame.
 */
export function whenFirstScreenShownOrUsed(queryClient: QueryClient): Promise<void> {
  const used = new AbortController();
  return new Promise<void>((resolve) => {
    for (const type of FIRST_USE_EVENTS) {
      window.addEventListener(type, () => resolve(), {
        capture: true,
        passive: true,
        signal: used.signal,
      });
    }
    void whenFirstScreenShown(queryClient).then(resolve);
  }).finally(() => used.abort());
}
