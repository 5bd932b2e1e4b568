import { useId, useState, type ReactNode, type Ref } from 'react';
import { CalendarClock } from 'lucide-react';
import {
  formatDateTimeText,
  isoDateOf,
  localDayOf,
  parseDateTimeText,
  timesOfDay,
} from '@/lib/dates';
import { Button } from './button';
import { DateTimeHint } from './date-time-hint';
import { Dialog } from './dialog';
import { FieldShell } from './field-shell';
import { inputClasses } from './field-styles';
import { PickerButton, PickerCalendar, preloadCalendar } from './lazy-calendar';
import { commonCatalogue } from '@nestling/shared';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface DateTimeFieldProps {
  label: string;
  /** The chosen local instant, or null (nothing chosen, or what was typed is not one yet). */
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** The time list's step in minutes (spec §9: 15). */
  stepMinutes: number;
  /** The time the picker offers when nothing is chosen yet, `HH:mm` (default 09:00). */
  defaultTime?: string;
  placeholder?: string;
  /** Marks the input invalid (the form's status line says why). */
  invalid?: boolean;
  /** Shown under the field in red and announced; also marks the input invalid. */
  error?: string;
  hint?: ReactNode;
  id?: string;
  name?: string;
  disabled?: boolean;
  /** BCP 47 tag for the calendar's names; omitted: the app's (useLocale). */
  locale?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** What the typed text becomes when the value changes from outside (a pick, a reset). */
function textOf(value: Date | null): string {
  return value ? formatDateTimeText(value) : '';
}

/**
 * The app's one date-and-time input (issue 9; the kid calendar, spec §2.13): a text field that
 * takes `YYYY-MM-DD HH:mm` (24-hour), and a button opening a dialog with the app's Calendar
 * and a Time list in `stepMinutes` steps written HH:mm (today and `defaultTime` when nothing is
 * chosen yet); Done fills the field. A typed value
 * counts as soon as it is a real date and time; one that is not is said under the field when
 * the parent leaves it.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  stepMinutes,
  defaultTime = '09:00',
  placeholder,
  invalid = false,
  error,
  hint,
  id,
  name,
  disabled = false,
  locale,
  className,
  ref,
}: DateTimeFieldProps) {
  const [text, setText] = useState(() => textOf(value));
  const [shownValue, setShownValue] = useState(value);
  const [typedWrong, setTypedWrong] = useState(false);
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState<Date>();
  const [time, setTime] = useState(defaultTime);
  const timeId = useId();
  const { t } = useTranslation(commonCatalogue);

  // A value set from outside (a pick, or the form's reset) rewrites the text.
  if (value !== shownValue) {
    setShownValue(value);
    if (value?.getTime() !== parseDateTimeText(text)?.getTime()) setText(textOf(value));
  }

  function changeText(next: string) {
    setText(next);
    setTypedWrong(false);
    const parsed = parseDateTimeText(next) ?? null;
    setShownValue(parsed);
    onChange(parsed);
  }

  function openPicker() {
    const current = value ?? undefined;
    setDay(localDayOf(isoDateOf(current ?? new Date())));
    setTime(current ? formatDateTimeText(current).slice(11) : defaultTime);
    setOpen(true);
  }

  function choose() {
    if (!day) return;
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    const chosen = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
    setOpen(false);
    setTypedWrong(false);
    onChange(chosen);
  }

  const times = timesOfDay(stepMinutes);
  if (!times.includes(time)) times.push(time);
  times.sort();
  const shownError = typedWrong
    ? t('dateTime.typedWrong', { format: t('dateTime.format'), example: '2026-05-05 14:30' })
    : error;

  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint ?? <DateTimeHint />}
      error={shownError}
      className={className}
    >
      {(control) => (
        <div className="relative" onPointerEnter={() => void preloadCalendar()}>
          <input
            ref={ref}
            {...control}
            aria-invalid={control['aria-invalid'] ?? (invalid || undefined)}
            name={name}
            type="text"
            autoComplete="off"
            placeholder={placeholder}
            disabled={disabled}
            value={text}
            className={inputClasses(invalid || Boolean(shownError), 'pr-14 tabular-nums')}
            onFocus={() => void preloadCalendar()}
            onChange={(event) => changeText(event.target.value)}
            onBlur={() => setTypedWrong(text.trim() !== '' && !parseDateTimeText(text))}
          />
          <PickerButton
            label={label}
            icon={CalendarClock}
            disabled={disabled}
            onClick={openPicker}
          />
          <Dialog open={open} onClose={() => setOpen(false)} title={label} size="sm">
            <div className="space-y-4">
              <PickerCalendar
                selected={day}
                defaultMonth={day}
                onSelect={setDay}
                focusOnShow
                locale={locale}
              />
              <div className="space-y-1.5">
                <label htmlFor={timeId} className="block text-sm font-semibold text-ink-800">
                  {t('dateTime.time')}
                </label>
                <select
                  id={timeId}
                  value={time}
                  onChange={(event) => setTime(event.target.value)}
                  className={inputClasses(false, 'appearance-auto pr-8 tabular-nums')}
                >
                  {times.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={() => setOpen(false)}>
                  {t('action.cancel')}
                </Button>
                <Button onClick={choose}>{t('action.done')}</Button>
              </div>
            </div>
          </Dialog>
        </div>
      )}
    </FieldShell>
  );
}
