import type { ComponentProps, ReactNode } from 'react';
import { FieldShell } from './field-shell';
import { inputClasses } from './field-styles';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: string;
  /** Shown under the field in red and announced; also marks the input invalid. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its hint and error linked by aria-describedby. */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} className={inputClasses(Boolean(error))} {...props} />}
    </FieldShell>
  );
}
