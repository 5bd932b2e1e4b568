import { DateTimeField, type DateTimeFieldProps } from './date-time-field';
import { useBoundPicker } from './form-date-field';
import type { BoundProps } from './form-fields';
import { TimeField, type TimeFieldProps } from './time-field';

export { FormDateField } from './form-date-field';

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
