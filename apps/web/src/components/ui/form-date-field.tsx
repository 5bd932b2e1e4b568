import { DateField, type DateFieldProps } from './date-field';
import { useFormField } from './form';
import type { BoundProps } from './form-fields';

/**
 * The enclosing Form's field `name` as a picker's props: its value, change handler, ref and
 * name, the field's disabled state unless the caller sets one, and its error and invalid mark.
 * react-hook-form's `onBlur` is left out: the pickers take no blur handler (a date picker
 * checks its typed text on its own blur).
 * @param name the field's name in the form's values
 * @param disabled the caller's disabled prop, which wins over the field's own
 */
export function useBoundPicker(name: string, disabled: boolean | undefined) {
  const { field, error, invalid } = useFormField(name);
  const { onBlur: _onBlur, disabled: fieldDisabled, ...bound } = field;
  return { bound, disabled: disabled ?? fieldDisabled, error, invalid };
}

/**
 * A DateField (`YYYY-MM-DD` text with a calendar) bound to the enclosing Form's field `name`. A
 * module of its own: the register screen's date of birth draws it, and its first load carries
 * neither the date-and-time nor the time field (nor their common catalogue, issue 28).
 */
export function FormDateField({ name, disabled, ...props }: BoundProps<DateFieldProps>) {
  const picker = useBoundPicker(name, disabled);
  return <DateField {...props} {...picker.bound} disabled={picker.disabled} error={picker.error} />;
}
