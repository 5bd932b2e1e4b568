import type hotToast from 'react-hot-toast';

type HotToast = typeof hotToast;

let loading: Promise<HotToast> | undefined;
let asked = false;
const askListeners = new Set<() => void>();

/**
 * Loads react-hot-toast once (its store and its container, with goober's CSS-in-JS: about
 * 4.5 KB gzip kept out of every route's first load, issue 9), when the first toast is asked for.
 * @returns react-hot-toast's `toast`
 */
export function loadToasts(): Promise<HotToast> {
  loading ??= import('react-hot-toast').then((module) => module.default);
  return loading;
}

/** Whether a toast has been asked for in this page (then `DeferredToaster` mounts the container). */
export function toastsAsked(): boolean {
  return asked;
}

/**
 * Calls `listener` when the first toast is asked for (`useSyncExternalStore`'s subscribe).
 * @returns the unsubscribe function
 */
export function subscribeToToastsAsked(listener: () => void): () => void {
  askListeners.add(listener);
  return () => askListeners.delete(listener);
}

function show(kind: 'success' | 'error', message: string): void {
  if (!asked) {
    asked = true;
    for (const listener of askListeners) listener();
  }
  void loadToasts().then((hot) => hot[kind](message));
}

/**
 * The app's toasts (spec §4 and §9; durations and place: `toaster.tsx`). The first one loads
 * react-hot-toast and mounts its container (`DeferredToaster`, decision 032); it waits in
 * react-hot-toast's store meanwhile (one chunk, a few KB) and shows when the container mounts.
 */
export const toast = {
  /** A success toast (2 s). */
  success(message: string): void {
    show('success', message);
  },
  /** An error toast (4 s). */
  error(message: string): void {
    show('error', message);
  },
};
