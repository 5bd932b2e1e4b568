import { useState } from 'react';
import { GENDERS, todayIsoDate, type Gender } from '@nestling/shared';
import { FormDateField } from './form-date-field';
import { FormSelect } from './form-fields';

/** Earliest date of birth of a parent (the shared dobSchema). */
const EARLIEST_PARENT_DOB = '1900-01-01';

export interface DateOfBirthFieldProps {
  /** The field's name in the form's values (default `dob`). */
  name?: string;
  /** Earliest date offered, `YYYY-MM-DD` (default 1900-01-01; a kid's: 1990-01-01). */
  min?: string;
  /** `bday` for the parent's own (default); `off` for a kid's, which autofill does not know. */
  autoComplete?: 'bday' | 'off';
  disabled?: boolean;
  /** The label, "Date of birth" by default (a migrated screen's, issue 28). */
  label?: string;
}

/**
 * The date of birth of a parent or a kid (register, the parent profile, the kid forms), bound
 * to the enclosing Form: "Date of birth", typed or picked, never later than today (spec §5).
 */
export function DateOfBirthField({
  name = 'dob',
  min = EARLIEST_PARENT_DOB,
  autoComplete = 'bday',
  disabled,
  label = 'Date of birth',
}: DateOfBirthFieldProps) {
  const [today] = useState(() => todayIsoDate());
  return (
    <FormDateField
      label={label}
      name={name}
      autoComplete={autoComplete}
      required
      min={min}
      max={today}
      disabled={disabled}
    />
  );
}

export interface GenderFieldProps {
  /** The field's name in the form's values (default `gender`). */
  name?: string;
  /** The empty first option, 'Select gender' by default; null: none (the edit-kid form). */
  placeholder?: string | null;
  disabled?: boolean;
  /** The label, "Gender" by default (a migrated screen's, issue 28). */
  label?: string;
  /** Each option's words (the value stays the spec's `Male`, `Female`, `Other`). */
  optionLabel?: (gender: Gender) => string;
}

/**
 * The gender select of a parent or a kid (register, the parent profile, the kid forms), bound
 * to the enclosing Form: Male, Female, Other (spec §2.5, §2.10, §3).
 */
export function GenderField({
  name = 'gender',
  placeholder = 'Select gender',
  disabled,
  label = 'Gender',
  optionLabel,
}: GenderFieldProps) {
  return (
    <FormSelect
      label={label}
      name={name}
      required
      placeholder={placeholder ?? undefined}
      options={
        optionLabel ? GENDERS.map((value) => ({ value, label: optionLabel(value) })) : GENDERS
      }
      disabled={disabled}
    />
  );
}
