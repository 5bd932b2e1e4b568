import { DateField, type DateFieldProps } from './date-field';
import { DateTimeField, type DateTimeFieldProps } from './date-time-field';
import { useFormField } from './form';
import type { BoundProps } from './form-fields';
import { TimeField, type TimeFieldProps } from './time-field';

/** A DateField (`YYYY-MM-DD` text with a calendar) bound to the enclosing Form's field `name`. */
export function FormDateField({ name, disabled, ...props }: BoundProps<DateFieldProps>) {
  const { field, error } = useFormField(name);
  const { onBlur: _onBlur, disabled: fieldDisabled, ...bound } = field;
  return <DateField {...props} {...bound} disabled={disabled ?? fieldDisabled} error={error} />;
}

/** A DateTimeField (a local instant, `Date | null`) bound to the enclosing Form's field `name`. */
export function FormDateTimeField({ name, disabled, ...props }: BoundProps<DateTimeFieldProps>) {
  const { field, error, invalid } = useFormField(name);
  const { onBlur: _onBlur, disabled: fieldDisabled, ...bound } = field;
  return (
    <DateTimeField
      {...props}
      {...bound}
      disabled={disabled ?? fieldDisabled}
      error={error}
      invalid={invalid}
    />
  );
}

/** A TimeField (hour, minute, AM/PM) bound to the enclosing Form's field `name`. */
export function FormTimeField({ name, disabled, ...props }: BoundProps<TimeFieldProps>) {
  const { field, error, invalid } = useFormField(name);
  const { onBlur: _onBlur, name: _name, disabled: fieldDisabled, ...bound } = field;
  return (
    <TimeField
      {...props}
      {...bound}
      disabled={disabled ?? fieldDisabled}
      error={error}
      invalid={invalid}
    />
  );
}
