import { useState, type ReactNode, type Ref } from 'react';
import { CalendarDays } from 'lucide-react';
import { isoDateOf, localDayOf, parseTypedDate } from '@/lib/dates';
import { Dialog } from './dialog';
import { DATE_FIELD_HINT, DATE_FIELD_PLACEHOLDER } from './date-field-hint';
import { FieldShell } from './field-shell';
import { inputClasses } from './field-styles';
import { PickerButton, PickerCalendar, preloadCalendar } from './lazy-calendar';
import { useLocale } from '@/lib/i18n/locale-context';
import { useLocalize } from '@/lib/i18n/localize-context';

export interface DateFieldProps {
  label: string;
  /** The date as held by the form: `YYYY-MM-DD`, or whatever was typed until it is one. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest and latest dates the calendar offers, `YYYY-MM-DD` (e.g. a dob: today at most). */
  min?: string;
  max?: string;
  /** Shown under the field in red and announced; also marks the input invalid. */
  error?: string;
  /** Under the field; default says how to type a date (DATE_FIELD_HINT, in the app's language). */
  hint?: ReactNode;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** e.g. `bday` for a date of birth. */
  autoComplete?: string;
  /** BCP 47 tag for the calendar and typed day/month order; omitted: the app's (useLocale). */
  locale?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The hint every date field shows unless given another. */
export { DATE_FIELD_HINT };

/**
 * The app's one date input (issue 9; register, parent profile, kid forms, health log): a text
 * field that takes `YYYY-MM-DD` (or the locale's day/month/year order, turned into
 * `YYYY-MM-DD` when the field is left), and a calendar button that opens the app's Calendar in
 * a dialog — month and year selects, days outside `min`…`max` disabled. Choosing a day fills
 * the field and gives focus back to the button. The form checks the value with its schema.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  hint,
  id,
  name,
  required = false,
  disabled = false,
  autoComplete = 'off',
  locale,
  className,
  ref,
}: DateFieldProps) {
  const localize = useLocalize();
  const appLocale = useLocale().intlLocale;
  const shownLocale = locale ?? appLocale;
  const [open, setOpen] = useState(false);
  const selected = localDayOf(value);
  const first = min ? localDayOf(min) : undefined;
  const last = max ? localDayOf(max) : undefined;
  const outOfRange = [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])];
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint ?? localize(DATE_FIELD_HINT)}
      error={error}
      className={className}
    >
      {(control) => (
        <div className="relative" onPointerEnter={() => void preloadCalendar()}>
          <input
            ref={ref}
            {...control}
            name={name}
            type="text"
            inputMode="numeric"
            placeholder={localize(DATE_FIELD_PLACEHOLDER)}
            autoComplete={autoComplete}
            required={required}
            disabled={disabled}
            value={value}
            className={inputClasses(Boolean(error), 'pr-14 tabular-nums')}
            onFocus={() => void preloadCalendar()}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => {
              const parsed = parseTypedDate(value, shownLocale);
              if (parsed && parsed !== value) onChange(parsed);
            }}
          />
          <PickerButton
            label={label}
            icon={CalendarDays}
            disabled={disabled}
            onClick={() => setOpen(true)}
          />
          <Dialog open={open} onClose={() => setOpen(false)} title={label} size="sm">
            <PickerCalendar
              selected={selected}
              defaultMonth={selected ?? last}
              onSelect={(day) => {
                onChange(isoDateOf(day));
                setOpen(false);
              }}
              dropdowns
              startMonth={first}
              endMonth={last}
              disabled={outOfRange}
              focusOnShow
              locale={shownLocale}
            />
          </Dialog>
        </div>
      )}
    </FieldShell>
  );
}
