import type { Ref } from 'react';
import { GENDERS, KID_FORM_INTERESTS, SKILL_LEVELS } from '@nestling/shared';
import { DateField, FilePicker, Select, Switch, TextField } from '@/components/ui';
import { formatAge } from '@/entities/kids/utils/format-kid';
import type { FieldErrors } from '@/lib/form-errors';
import {
  ADD_PHOTO_ACCEPT,
  EDIT_PHOTO_ACCEPT,
  ageFromDob,
  type KidFormField,
  type KidFormValues,
} from '../utils/kid-form';
import { InterestsPicker } from './interests-picker';

/** Earliest date of birth the shared schema accepts (kidDobSchema). */
const EARLIEST_DOB = '1990-01-01';

/** The "Show in Explore" switch's one line (product.md, Children's privacy and safety). */
export const SHOW_IN_EXPLORE_EXPLANATION =
  'When on, verified parents see first name, age, gender, interests, skill level, photo and area. The street address never leaves your account.';

export interface KidFormFieldsProps {
  mode: 'add' | 'edit';
  values: KidFormValues;
  errors: FieldErrors<KidFormField>;
  onChange: <Field extends keyof KidFormValues>(field: Field, value: KidFormValues[Field]) => void;
  photo: File | null;
  onPhotoChange: (file: File | null) => void;
  /** The kid's stored photo (edit form). */
  currentPhotoUrl?: string | null;
  disabled: boolean;
  /** Today as YYYY-MM-DD: the date picker's maximum (spec §5: dob not later than today). */
  today: string;
  nameRef?: Ref<HTMLInputElement>;
}

/**
 * The fields shared by the add-kid and edit-kid forms (spec §2.11, §2.12, §5): name, gender,
 * date of birth, the age worked out from it (read-only, issue 9), address, interests (chips on add, comma-separated text on edit),
 * skill level, the optional public area, the "Show in Explore" switch and the photo. Every
 * input is labelled and its error linked; `name` attributes match the fields for focusing.
 */
export function KidFormFields({
  mode,
  values,
  errors,
  onChange,
  photo,
  onPhotoChange,
  currentPhotoUrl,
  disabled,
  today,
  nameRef,
}: KidFormFieldsProps) {
  const age = ageFromDob(values.dob, today);
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          ref={nameRef}
          label="Name"
          name="name"
          autoComplete="off"
          required
          maxLength={60}
          disabled={disabled}
          value={values.name}
          error={errors.name}
          onChange={(event) => onChange('name', event.target.value)}
        />
        <Select
          label="Gender"
          name="gender"
          required
          placeholder={mode === 'add' ? 'Select gender' : undefined}
          options={GENDERS}
          disabled={disabled}
          value={values.gender}
          error={errors.gender}
          onChange={(event) => onChange('gender', event.target.value)}
        />
        <DateField
          label="Date of birth"
          name="dob"
          required
          min={EARLIEST_DOB}
          max={today}
          disabled={disabled}
          value={values.dob}
          error={errors.dob}
          onChange={(dob) => onChange('dob', dob)}
        />
        <TextField
          label="Age"
          name="age"
          readOnly
          placeholder="From the date of birth"
          value={age === '' ? '' : formatAge(Number(age))}
          hint="Worked out from the date of birth, so it stays right as your child grows."
          className="space-y-1.5 [&_input]:bg-canvas [&_input]:text-ink-700"
        />
      </div>
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        required
        maxLength={200}
        disabled={disabled}
        hint="Private: only you can see the address."
        value={values.address}
        error={errors.address}
        onChange={(event) => onChange('address', event.target.value)}
      />
      {mode === 'add' ? (
        <InterestsPicker
          options={KID_FORM_INTERESTS}
          selected={values.interests}
          disabled={disabled}
          error={errors.interests}
          onChange={(selected) => onChange('interests', selected)}
        />
      ) : (
        <TextField
          label="Interests"
          name="interests"
          autoComplete="off"
          disabled={disabled}
          hint="Separate them with commas, e.g. Art, Reading, Soccer. Optional."
          value={values.interestsText}
          error={errors.interests}
          onChange={(event) => onChange('interestsText', event.target.value)}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          label="Skill level (optional)"
          name="skillLevel"
          placeholder="Not set"
          options={SKILL_LEVELS}
          disabled={disabled}
          value={values.skillLevel}
          error={errors.skillLevel}
          onChange={(event) => onChange('skillLevel', event.target.value)}
        />
        <TextField
          label="Area (optional)"
          name="area"
          autoComplete="address-level2"
          maxLength={60}
          disabled={disabled}
          hint="Town or neighbourhood, shown in Explore."
          value={values.area}
          error={errors.area}
          onChange={(event) => onChange('area', event.target.value)}
        />
      </div>
      <Switch
        label="Show in Explore"
        description={SHOW_IN_EXPLORE_EXPLANATION}
        checked={values.showInExplore}
        disabled={disabled}
        onCheckedChange={(checked) => onChange('showInExplore', checked)}
        className="rounded-2xl bg-canvas p-4 ring-1 ring-ink-900/5"
      />
      <FilePicker
        label="Photo (optional)"
        name="photo"
        kind="photo"
        accept={mode === 'add' ? ADD_PHOTO_ACCEPT : EDIT_PHOTO_ACCEPT}
        file={photo}
        onFileChange={onPhotoChange}
        currentSrc={currentPhotoUrl}
        fallback="kid"
        disabled={disabled}
        hint={
          mode === 'add'
            ? 'JPG, PNG or WEBP, up to 5 MB.'
            : 'Any image, up to 5 MB. Leave empty to keep the current photo.'
        }
        error={errors.photo}
      />
    </div>
  );
}
