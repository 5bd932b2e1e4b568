import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element has come near the viewport at least once (an IntersectionObserver with a
 * margin around the viewport): for parts below the fold whose code or drawing can wait until
 * the parent scrolls towards them. Once true it stays true. Where the browser has no
 * IntersectionObserver it is true at once.
 * @param ref the element watched (its box should already have the final size)
 * @param rootMargin how far outside the viewport counts as near, a CSS margin (default 200px)
 */
export function useSeen(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
