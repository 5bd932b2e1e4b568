import type hotToast from 'react-hot-toast';

type HotToast = typeof hotToast;

let loading: Promise<HotToast> | undefined;

/**
 * Loads react-hot-toast once (its store and its container, with goober's CSS-in-JS: about
 * 4.5 KB gzip kept out of every route's first load, issue 9). The provider loads it when the
 * browser is first idle; a toast asked for before then loads it at once.
 * @returns react-hot-toast's `toast`
 */
export function loadToasts(): Promise<HotToast> {
  loading ??= import('react-hot-toast').then((module) => module.default);
  return loading;
}

/**
 * The app's toasts (spec §4 and §9; durations and place: `toaster.tsx`). A toast shows as soon
 * as react-hot-toast has loaded — at once after the first idle moment, which comes long before
 * a parent's first action ends.
 */
export const toast = {
  /** A success toast (2 s). */
  success(message: string): void {
    void loadToasts().then((hot) => hot.success(message));
  },
  /** An error toast (4 s). */
  error(message: string): void {
    void loadToasts().then((hot) => hot.error(message));
  },
};
