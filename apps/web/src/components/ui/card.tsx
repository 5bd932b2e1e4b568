import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A white rounded surface with a soft shadow; the building block of every screen. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'rounded-3xl border border-ink-900/5 bg-white p-6 shadow-card sm:p-8',
        className,
      )}
      {...props}
    />
  );
}
