import { CalendarClock } from 'lucide-react';
import { DATE_TIME_TEXT_FORMAT } from '@/lib/dates';
import { FieldShell } from './field-shell';
import { inputClasses } from './field-styles';

/** The hint under a DateTimeField: how to type a date and time. */
export function DateTimeHint() {
  return (
    <>
      Choose a day and a time, or type it as{' '}
      <span className="whitespace-nowrap">{DATE_TIME_TEXT_FORMAT}</span> (24-hour).
    </>
  );
}

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
    <FieldShell label={label} hint={<DateTimeHint />}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type="text"
            disabled
            placeholder={placeholder}
            className={inputClasses(false, 'pr-14 tabular-nums')}
          />
          <span className="absolute inset-y-0 right-0 flex w-12 items-center justify-center text-ink-500">
            <CalendarClock aria-hidden="true" className="size-5" />
          </span>
        </div>
      )}
    </FieldShell>
  );
}
