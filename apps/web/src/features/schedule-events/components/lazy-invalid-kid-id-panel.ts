import { lazyPart } from '@/lib/lazy-part';

/**
 * The 'Invalid Kid ID' panel (invalid-kid-id-panel.tsx) as a part loaded when it is first drawn
 * (decision 055): a calendar with a valid id never shows it, so its code (the notice panel, its
 * icon) is not among the files a kid's calendar asks for before its LCP (issue 29). Render it
 * inside a `<Suspense>`.
 */
export const LazyInvalidKidIdPanel = lazyPart(() =>
  import('./invalid-kid-id-panel').then((module) => module.InvalidKidIdPanel),
);
