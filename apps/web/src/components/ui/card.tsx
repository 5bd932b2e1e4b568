import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A rounded surface (white, or dark in dark mode) with a soft shadow; the building block of every screen. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'rounded-3xl border border-ink-900/5 bg-surface p-6 shadow-card sm:p-8',
        className,
      )}
      {...props}
    />
  );
}
