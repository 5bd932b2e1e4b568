import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following its changes (a window resized, a phone
 * turned). Where the browser has no `matchMedia` (tests in jsdom) it is `fallback`.
 * @param query a media query, e.g. `'(min-width: 64rem)'`
 * @param fallback the answer without `matchMedia`
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const media = window.matchMedia(query);
      // Optional: a stand-in matchMedia (a test's) may not have the listeners.
      media.addEventListener?.('change', onChange);
      return () => media.removeEventListener?.('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
