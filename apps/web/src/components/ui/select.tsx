import { useId, type ComponentProps } from 'react';
import { FieldError } from './field-message';
import { describedBy, inputClasses } from './field-styles';

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
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className ?? 'space-y-1.5'}>
      <label htmlFor={selectId} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <select
        id={selectId}
        className={inputClasses(Boolean(error), 'appearance-auto pr-8')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
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
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
