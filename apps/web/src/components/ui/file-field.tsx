import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldError, FieldHint } from './field-message';
import { describedBy } from './field-styles';

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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={className ?? 'space-y-1.5'}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        className={cn(
          'block w-full rounded-xl border border-dashed bg-white px-3 py-2.5 text-sm text-ink-700',
          'file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100',
          error ? 'border-danger-700' : 'border-ink-400/70',
        )}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
        {...props}
      />
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
