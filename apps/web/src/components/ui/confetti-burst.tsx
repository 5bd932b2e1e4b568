import { lazy, Suspense } from 'react';
import { CONFETTI } from '@nestling/shared';

/** The confetti's code, loaded at the first burst (decision 055): a burst follows a click. */
const Confetti = lazy(() =>
  import('@neoconfetti/react').then((module) => ({ default: module.Confetti })),
);

/** The palette's colours (decision 015), so the confetti belongs to either theme. */
const COLOURS = [
  'var(--color-brand-500)',
  'var(--color-accent-400)',
  'var(--color-accent-300)',
  'var(--color-brand-300)',
  'var(--color-info-700)',
];

/** Whether the parent's device asks for less motion (WCAG 2.3.3). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * The app's one confetti (spec §9: 200 pieces for 3 s) — after a friend request is sent
 * (§2.18) and when a milestone is completed (issue 10) —, drawn by
 * @neoconfetti/react (CSS animations, about 3 KB gzipped, loaded at the first burst). Decorative: hidden from assistive
 * technology, never in the way of a click, and nothing at all under prefers-reduced-motion.
 * Mount it with a new `key` for each burst; it removes its pieces when done.
 */
export function ConfettiBurst() {
  if (prefersReducedMotion()) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="confetti"
      className="pointer-events-none fixed inset-x-0 top-24 z-50 flex justify-center"
    >
      <Suspense fallback={null}>
        <Confetti
          particleCount={CONFETTI.pieces}
          duration={CONFETTI.durationMs}
          colors={COLOURS}
          stageWidth={Math.min(window.innerWidth, 1200)}
          stageHeight={window.innerHeight}
          force={0.6}
        />
      </Suspense>
    </div>
  );
}
