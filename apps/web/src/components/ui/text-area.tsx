import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldShell } from './field-shell';
import { inputClasses } from './field-styles';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: string;
  /** Shown under the field in red and announced; also marks the box invalid. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line text box with its hint and error linked by aria-describedby. */
export function TextArea({ label, error, hint, id, className, rows = 3, ...props }: TextAreaProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={cn(inputClasses(Boolean(error)), 'resize-y')}
          {...props}
        />
      )}
    </FieldShell>
  );
}
