import { useEffect, useRef } from 'react';

/** Spec §9: confetti is 200 pieces for 3 s. */
export const CONFETTI_PIECES = 200;
export const CONFETTI_MS = 3_000;

/** Palette colours (both themes define them, decision 015). */
const COLOURS = [
  'var(--color-brand-500)',
  'var(--color-accent-400)',
  'var(--color-success-700)',
  'var(--color-info-700)',
  'var(--color-danger-700)',
];

/**
 * Confetti over the page when a milestone is completed (spec §9: 200 pieces, 3 s): small
 * squares falling and turning, drawn with the Web Animations API — no library, nothing left
 * behind. Decorative: hidden from assistive technology, never in the way of a click, and not
 * shown at all to a parent who asks the system for reduced motion.
 * @param onDone called when the 3 s are over (the owner then unmounts it)
 */
export function Confetti({ onDone }: { onDone: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    const layer = ref.current;
    const timer = setTimeout(() => onDoneRef.current(), CONFETTI_MS);
    const reduced =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!layer || reduced) return () => clearTimeout(timer);
    const height = window.innerHeight;
    for (let index = 0; index < CONFETTI_PIECES; index += 1) {
      const piece = document.createElement('span');
      const size = 6 + Math.random() * 6;
      Object.assign(piece.style, {
        position: 'absolute',
        top: '-20px',
        left: `${Math.random() * 100}%`,
        width: `${size}px`,
        height: `${size * 0.6}px`,
        background: COLOURS[index % COLOURS.length],
        borderRadius: '2px',
      });
      layer.append(piece);
      if (typeof piece.animate !== 'function') continue;
      const drift = (Math.random() - 0.5) * 240;
      piece.animate(
        [
          { transform: 'translate(0, 0) rotate(0deg)', opacity: 1 },
          {
            transform: `translate(${drift}px, ${height + 40}px) rotate(${Math.random() * 720}deg)`,
            opacity: 0.9,
          },
        ],
        {
          duration: 1_800 + Math.random() * 1_000,
          delay: Math.random() * 200,
          easing: 'cubic-bezier(0.2, 0.6, 0.4, 1)',
          fill: 'forwards',
        },
      );
    }
    return () => {
      clearTimeout(timer);
      layer.replaceChildren();
    };
  }, []);

  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-testid="confetti"
      className="pointer-events-none fixed inset-0 z-50 overflow-hidden"
    />
  );
}
