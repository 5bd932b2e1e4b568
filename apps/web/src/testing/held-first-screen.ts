import { useSyncExternalStore } from 'react';

/*
 * A stand-in for `hooks/use-first-screen-shown.ts` whose wait a test ends itself:
 * `vi.mock('@/hooks/use-first-screen-shown', () => import('@/testing/held-first-screen'))`, then
 * `heldFirstScreen.end()`. The hook module is imported statically by every screen that waits,
 * so the stand-in replaces it everywhere (a mock of the dynamically imported
 * `lib/first-screen.ts` did not reach every later import).
 */

let shown = false;
let release: () => void = () => {};
const ended = new Promise<void>((resolve) => (release = resolve));
const listeners = new Set<() => void>();

/** Ends the wait, for the rest of the test file (as the app's wait ends once). */
export const heldFirstScreen = {
  end(): void {
    shown = true;
    release();
    for (const listener of listeners) listener();
  },
};

/** As `firstScreenShown`: resolves once the test has ended the wait. */
export function firstScreenShown(): Promise<void> {
  return ended;
}

/** As `useFirstScreenShown`: false until the test ends the wait, true from then on. */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
  );
}
