import { useId } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import './event-date-time-picker.css';
import { CALENDAR_TIME_STEP_MINUTES } from '@nestling/shared';
import { inputClasses } from '@/components/ui/field-styles';
import { firstDayOfWeek } from '../utils/event-time';

/** The picker's text format: a 24-hour HH:mm time after an unambiguous date (spec §2.13, §9). */
export const EVENT_DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm';

export interface EventDateTimePickerProps {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  disabled?: boolean;
  invalid?: boolean;
}

/**
 * The kid calendar's date-and-time picker (spec §2.13, §9): react-datepicker with the
 * placeholder 'Pick a date and time', a time list in 15-minute steps written 24-hour HH:mm, and
 * a visible label. The parent can also type the value ("2026-05-05 14:30"); the local time zone
 * is the browser's. The pop-up opens centred under the field, so calendar and time list fit a
 * 360 px phone.
 */
export function EventDateTimePicker({
  label,
  value,
  onChange,
  disabled = false,
  invalid = false,
}: EventDateTimePickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <DatePicker
        id={id}
        selected={value}
        onChange={(date: Date | null) => onChange(date)}
        showTimeSelect
        timeIntervals={CALENDAR_TIME_STEP_MINUTES}
        timeFormat="HH:mm"
        timeCaption="Time"
        dateFormat={EVENT_DATE_TIME_FORMAT}
        strictParsing
        placeholderText="Pick a date and time"
        autoComplete="off"
        disabled={disabled}
        ariaDescribedBy={hintId}
        ariaInvalid={invalid ? 'true' : undefined}
        className={inputClasses(invalid)}
        wrapperClassName="block w-full"
        popperClassName="nestling-date-time-popper"
        popperPlacement="bottom"
        showPopperArrow={false}
        calendarStartDay={firstDayOfWeek()}
      />
      <p id={hintId} className="text-sm text-ink-600">
        Choose a day and a time, or type it as{' '}
        <span className="whitespace-nowrap">YYYY-MM-DD HH:mm</span> (24-hour).
      </p>
    </div>
  );
}
