import { DateField, type DateFieldProps } from './date-field';
import { DateTimeField, type DateTimeFieldProps } from './date-time-field';
import { useFormField } from './form';
import type { BoundProps } from './form-fields';
import { TimeField, type TimeFieldProps } from './time-field';

/**
 * The enclosing Form's field `name` as a picker's props: its value, change handler, ref and
 * name, the field's disabled state unless the caller sets one, and its error and invalid mark.
 * react-hook-form's `onBlur` is left out: the pickers take no blur handler (a date picker
 * checks its typed text on its own blur).
 * @param name the field's name in the form's values
 * @param disabled the caller's disabled prop, which wins over the field's own
 */
function useBoundPicker(name: string, disabled: boolean | undefined) {
  const { field, error, invalid } = useFormField(name);
  const { onBlur: _onBlur, disabled: fieldDisabled, ...bound } = field;
  return { bound, disabled: disabled ?? fieldDisabled, error, invalid };
}

/** A DateField (`YYYY-MM-DD` text with a calendar) bound to the enclosing Form's field `name`. */
export function FormDateField({ name, disabled, ...props }: BoundProps<DateFieldProps>) {
  const picker = useBoundPicker(name, disabled);
  return <DateField {...props} {...picker.bound} disabled={picker.disabled} error={picker.error} />;
}

/** A DateTimeField (a local instant, `Date | null`) bound to the enclosing Form's field `name`. */
export function FormDateTimeField({ name, disabled, ...props }: BoundProps<DateTimeFieldProps>) {
  const { bound, ...state } = useBoundPicker(name, disabled);
  return <DateTimeField {...props} {...bound} {...state} />;
}

/** A TimeField (hour, minute, AM/PM) bound to the enclosing Form's field `name`. */
export function FormTimeField({ name, disabled, ...props }: BoundProps<TimeFieldProps>) {
  const {
    bound: { name: _name, ...bound },
    ...state
  } = useBoundPicker(name, disabled);
  return <TimeField {...props} {...bound} {...state} />;
}
