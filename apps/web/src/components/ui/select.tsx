import type { ComponentProps } from 'react';
import { FieldShell } from './field-shell';
import { inputClasses } from './field-styles';

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  options: readonly string[] | readonly { value: string; label: string }[];
  /** Text of the empty first option (e.g. "Select gender"); omitted: no empty option. */
  placeholder?: string;
  error?: string;
}

/** A labelled native select with its error linked by aria-describedby. */
export function Select({
  label,
  options,
  placeholder,
  error,
  id,
  className,
  ...props
}: SelectProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          className={inputClasses(Boolean(error), 'appearance-auto pr-8')}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldShell>
  );
}
