import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError, FieldHint } from './field-message';
import { describedBy, inputClasses } from './field-styles';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: string;
  /** Shown under the field in red and announced; also marks the input invalid. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its hint and error linked by aria-describedby. */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
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
        className={inputClasses(Boolean(error))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
        {...props}
      />
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
