import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldShell } from './field-shell';

export interface FileFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: string;
  /** Shown under the field in red and announced; also marks the input invalid. */
  error?: string;
  /** What may be chosen (types, size), shown under the field. */
  hint?: ReactNode;
}

/**
 * A labelled native file picker (keyboard and screen-reader friendly as is) with its hint and
 * error linked by aria-describedby. The caller checks the chosen file in `onChange`.
 */
export function FileField({ label, error, hint, id, className, ...props }: FileFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          type="file"
          className={cn(
            'block w-full rounded-xl border border-dashed bg-white px-3 py-2.5 text-sm text-ink-700',
            'file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100',
            error ? 'border-danger-700' : 'border-ink-400/70',
          )}
          {...props}
        />
      )}
    </FieldShell>
  );
}
