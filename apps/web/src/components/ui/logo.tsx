import { cn } from '@/lib/cn';

/** Nestling's mark: two eggs in a warm nest on a teal tile. Decorative. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={cn('size-9', className)} aria-hidden="true">
      <rect width="48" height="48" rx="14" fill="#1e7a72" />
      <ellipse cx="19" cy="22" rx="6.5" ry="8.5" fill="#fed7aa" />
      <ellipse cx="29.5" cy="21" rx="6.5" ry="9" fill="#fffaf3" />
      <path d="M7 25.5c2 9.5 9.2 14.5 17 14.5s15-5 17-14.5z" fill="#f59e0b" />
      <path d="M10 29.5h28M12.5 34h23" stroke="#b45309" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The product's name, the same in every language (the wordmark). */
const WORDMARK = 'Nestling';

/** The mark and the "Nestling" wordmark side by side. */
export function Logo({ className, size = 'md' }: { className?: string; size?: 'md' | 'lg' }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className={size === 'lg' ? 'size-11' : 'size-9'} />
      <span
        className={cn(
          'font-extrabold tracking-tight text-brand-800',
          size === 'lg' ? 'text-3xl' : 'text-xl',
        )}
      >
        {WORDMARK}
      </span>
    </span>
  );
}
