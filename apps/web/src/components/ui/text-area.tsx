import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldError, FieldHint } from './field-message';
import { describedBy, inputClasses } from './field-styles';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: string;
  /** Shown under the field in red and announced; also marks the box invalid. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line text box with its hint and error linked by aria-describedby. */
export function TextArea({ label, error, hint, id, className, rows = 3, ...props }: TextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={className ?? 'space-y-1.5'}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        className={cn(inputClasses(Boolean(error)), 'resize-y')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
        {...props}
      />
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
