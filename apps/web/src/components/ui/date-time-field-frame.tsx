import type { ReactNode } from 'react';
import { CalendarClock } from 'lucide-react';
import { FieldShell } from './field-shell';
import { inputClasses } from './field-styles';
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

/** A text box with a picker icon at its end, disabled, in its label and hint. */
function PickerFieldFrame({
  label,
  hint,
  placeholder,
  value,
  icon,
}: {
  label: string;
  hint: ReactNode;
  placeholder?: string;
  value?: string;
  icon: ReactNode;
}) {
  return (
    <FieldShell label={label} hint={hint}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type="text"
            disabled
            readOnly
            placeholder={placeholder}
            value={value}
            className={inputClasses(false, 'pr-14 tabular-nums')}
          />
          <span className="absolute inset-y-0 right-0 flex w-12 items-center justify-center text-ink-500">
            {icon}
          </span>
        </div>
      )}
    </FieldShell>
  );
}
