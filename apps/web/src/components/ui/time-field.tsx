import type { Ref } from 'react';
import type { TimeOfDay } from '@nestling/shared';
import { FieldError, FieldHint } from './field-message';
import { useFieldIds } from './field-shell';
import { describedBy, inputClasses } from './field-styles';
import type { ClockKind } from './clock';
import { commonCatalogue } from '@nestling/shared';
import { useTranslation } from '@/lib/i18n/use-translation';

export { clockOfLocale, type ClockKind } from './clock';

/** What a time field holds while the parent types: the raw texts, validated on submit. */
export interface TimeValue {
  hour: string;
  minute: string;
  /** Present on a 12-hour clock. */
  period?: 'AM' | 'PM';
}

/**
 * The texts a time field starts with for a time of day, on the given clock.
 * @param time hours 0–23 and minutes (e.g. the default 09:00 parsed by parseTime24)
 * @param clock 12: hour 1–12 plus AM/PM; 24: zero-padded hour 00–23
 */
export function timeValueOf(
  time: Pick<TimeOfDay, 'hours' | 'minutes'>,
  clock: ClockKind,
): TimeValue {
  const minute = String(time.minutes).padStart(2, '0');
  if (clock === 24) return { hour: String(time.hours).padStart(2, '0'), minute };
  return {
    hour: String(time.hours % 12 === 0 ? 12 : time.hours % 12),
    minute,
    period: time.hours < 12 ? 'AM' : 'PM',
  };
}

export interface TimeFieldProps {
  /** The group's visible name (a legend), e.g. "Time". */
  label: string;
  value: TimeValue;
  onChange: (value: TimeValue) => void;
  clock: ClockKind;
  /** Shown under the field in red and announced; also marks the inputs invalid. */
  error?: string;
  /** Marks the inputs invalid without a text (the form's status line says why). */
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** The hour input (the part a form focuses). */
  ref?: Ref<HTMLInputElement>;
}

/** `!` so the fixed width wins over the shared classes' full width. */
/** The parts' placeholders: the hour by the clock, the minutes (the same in every language). */
const PLACEHOLDERS = { 12: 'h', 24: 'HH', minute: 'mm' } as const;
const HOUR = 'hour';
const MINUTE = 'minute';

const PART_CLASSES = 'w-16! text-center tabular-nums';

/**
 * A time of day as separate hour and minute inputs, plus an AM/PM select on a 12-hour clock
 * (spec §2.10 "24-hour or AM/PM by locale", §5 Time input). The inputs take digits (numeric
 * keyboard on phones); the form validates the texts with the shared validateTimeParts rule.
 */
export function TimeField({
  label,
  value,
  onChange,
  clock,
  error,
  invalid: markedInvalid = false,
  required = false,
  disabled = false,
  className,
  ref,
}: TimeFieldProps) {
  const { controlId: id, hintId, errorId } = useFieldIds();
  const { t } = useTranslation(commonCatalogue);
  const describedIds = describedBy(hintId, error && errorId);
  const invalid = Boolean(error) || markedInvalid;
  /** The hour or the minute: two digits, a numeric keyboard on phones. */
  const numberPart = (
    part: 'hour' | 'minute',
    partLabel: string,
    placeholder: string,
    partRef?: TimeFieldProps['ref'],
  ) => (
    <input
      ref={partRef}
      id={`${id}-${part}`}
      aria-label={partLabel}
      inputMode="numeric"
      autoComplete="off"
      maxLength={2}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedIds}
      className={inputClasses(invalid, PART_CLASSES)}
      value={value[part]}
      onChange={(event) => onChange({ ...value, [part]: event.target.value })}
    />
  );
  return (
    <fieldset className={className ?? 'space-y-1.5'} aria-describedby={describedIds}>
      <legend className="mb-1.5 block text-sm font-semibold text-ink-800">{label}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {numberPart(HOUR, t('time.hour'), PLACEHOLDERS[clock], ref)}
        <span aria-hidden="true" className="text-lg font-bold text-ink-700">
          :
        </span>
        {numberPart(MINUTE, t('time.minutes'), PLACEHOLDERS.minute)}
        {clock === 12 && (
          <select
            aria-label={t('time.period')}
            disabled={disabled}
            className={inputClasses(false, 'w-auto! appearance-auto pr-8')}
            value={value.period ?? 'AM'}
            onChange={(event) =>
              onChange({ ...value, period: event.target.value === 'PM' ? 'PM' : 'AM' })
            }
          >
            <option value="AM">AM</option>
            <option value="PM">PM</option>
          </select>
        )}
      </div>
      <FieldHint id={hintId}>{clock === 12 ? t('time.hint12') : t('time.hint24')}</FieldHint>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
