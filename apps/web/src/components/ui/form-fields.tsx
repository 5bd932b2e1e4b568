import { Checkbox, type CheckboxProps } from './checkbox';
import { useFormField } from './form';
import { Select, type SelectProps } from './select';
import { TextArea, type TextAreaProps } from './text-area';
import { TextField, type TextFieldProps } from './text-field';

/** What a bound field takes from its form instead of from its caller. */
type Bound = 'value' | 'onChange' | 'onBlur' | 'error' | 'ref';
/** A primitive's props, bound to the enclosing Form's field `name`. */
export type BoundProps<Props> = Omit<Props, Bound | 'name'> & { name: string };

/** A TextField bound to the enclosing Form's field `name` (value, error, focus). */
export function FormTextField({ name, disabled, ...props }: BoundProps<TextFieldProps>) {
  const { field, error, invalid } = useFormField(name);
  return (
    <TextField
      {...props}
      {...field}
      disabled={disabled ?? field.disabled}
      error={error}
      aria-invalid={invalid || undefined}
    />
  );
}

/** A TextArea bound to the enclosing Form's field `name`. */
export function FormTextArea({ name, disabled, ...props }: BoundProps<TextAreaProps>) {
  const { field, error, invalid } = useFormField(name);
  return (
    <TextArea
      {...props}
      {...field}
      disabled={disabled ?? field.disabled}
      error={error}
      aria-invalid={invalid || undefined}
    />
  );
}

/** A Select bound to the enclosing Form's field `name`. */
export function FormSelect({ name, disabled, ...props }: BoundProps<SelectProps>) {
  const { field, error, invalid } = useFormField(name);
  return (
    <Select
      {...props}
      {...field}
      disabled={disabled ?? field.disabled}
      error={error}
      aria-invalid={invalid || undefined}
    />
  );
}

/** A Checkbox bound to the enclosing Form's boolean field `name`. */
export function FormCheckbox({ name, ...props }: BoundProps<Omit<CheckboxProps, 'checked'>>) {
  const {
    field: { value, onChange, ...bound },
  } = useFormField(name);
  return (
    <Checkbox
      {...props}
      {...bound}
      checked={Boolean(value)}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
