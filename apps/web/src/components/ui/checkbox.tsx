import { useId, type ComponentProps } from 'react';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: string;
}

/** A checkbox with its clickable label beside it. */
export function Checkbox({ label, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={className ?? 'flex items-center gap-2.5'}>
      <input
        id={inputId}
        type="checkbox"
        className="size-5 rounded-md border-ink-400 accent-brand-600"
        {...props}
      />
      <label htmlFor={inputId} className="text-sm font-medium text-ink-800 select-none">
        {label}
      </label>
    </div>
  );
}
