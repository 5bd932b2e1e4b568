import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface CountBadgeProps {
  /** What the badge shows, e.g. "3" or "99+". */
  children: ReactNode;
  className?: string;
}

/**
 * The one amber count pill (the navigation bar's unread notifications, Explore's pending
 * requests): `on-accent` text on `accent-400`, dark on amber in both themes, so the count meets
 * WCAG AA 4.5:1 (issue 29, defect 7; the pair is checked by lib/theme/palette-contrast.test.ts).
 */
export function CountBadge({ children, className }: CountBadgeProps) {
  return (
    <span
      data-count-badge=""
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-accent-400 px-1.5 text-xs font-extrabold text-on-accent tabular-nums',
        className,
      )}
    >
      {children}
    </span>
  );
}
