import { useRef, type ReactNode } from 'react';
import { useSeen } from '@/hooks/use-seen';

export interface WhenSeenProps {
  /** What stands in its place until then (a loading line, or frames of its final size). */
  placeholder: ReactNode;
  /** The part, drawn once it has come near the viewport (and from then on). */
  children: ReactNode;
  /** How far outside the viewport counts as near, a CSS margin (useSeen's default 200px). */
  rootMargin?: string;
}

/**
 * A part below the fold drawn when the parent scrolls near it (decisions 055, 067; issue 29):
 * until then only its placeholder, so the screen's first render — and the page's blocking time —
 * does not include it, nor the requests or code its children ask for. Where the browser has no
 * IntersectionObserver it is drawn at once (useSeen).
 */
export function WhenSeen({ placeholder, children, rootMargin }: WhenSeenProps) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeen(ref, rootMargin);
  return <div ref={ref}>{seen ? children : placeholder}</div>;
}
