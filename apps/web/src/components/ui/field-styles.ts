import { cn } from '@/lib/cn';

/** Shared look of text inputs and selects; red ring when invalid. */
export function inputClasses(invalid: boolean, extra?: string): string {
  return cn(
    'block w-full min-h-11 rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-sm',
    'placeholder:text-ink-500 transition-colors',
    'focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-300 focus-visible:border-brand-600',
    'disabled:cursor-not-allowed disabled:bg-ink-900/5',
    invalid ? 'border-danger-700' : 'border-ink-400/70 hover:border-ink-500',
    extra,
  );
}

/** Ids of a field's label helpers, joined for aria-describedby (undefined when none). */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
