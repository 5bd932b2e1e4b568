import { cn } from '@/lib/cn';

/**
 * Shared look of text inputs and selects; red border when invalid. Focus shows the app's one
 * focus ring (index.css `:focus-visible`: 3 px brand-500, offset 2 px), the same as buttons'
 * (issue 9); the border (ink-500) keeps 3:1 against the field's surface in both themes.
 */
export function inputClasses(invalid: boolean, extra?: string): string {
  return cn(
    'block w-full min-h-11 rounded-xl border bg-surface px-3.5 py-2.5 text-base text-ink-900 shadow-sm',
    'placeholder:text-ink-500 transition-colors',
    'focus-visible:border-brand-600',
    'disabled:cursor-not-allowed disabled:bg-ink-900/5',
    invalid ? 'border-danger-700' : 'border-ink-500 hover:border-ink-700',
    extra,
  );
}

/** Ids of a field's label helpers, joined for aria-describedby (undefined when none). */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
