import { CalendarClock } from 'lucide-react';
import { PickerFieldFrame } from './field-frames';
import { DateTimeHint } from './date-time-hint';

/**
 * A DateTimeField's place while the form holding it loads (decision 055): the same label, box,
 * picker icon and hint, disabled — the box and the page do not move when the field arrives —
 * without the field's code (the parsing, the picker dialog, the time list).
 */
export function DateTimeFieldFrame({
  label,
  placeholder,
}: {
  label: string;
  placeholder?: string;
}) {
  return (
    <PickerFieldFrame
      label={label}
      hint={<DateTimeHint />}
      placeholder={placeholder}
      icon={<CalendarClock aria-hidden="true" className="size-5" />}
    />
  );
}
