import { useWatch } from 'react-hook-form';
import { GESTATION, KID_FORM_INTERESTS, SKILL_LEVELS } from '@nestling/shared';
import {
  DateOfBirthField,
  FormSelect,
  FormSwitch,
  FormTextField,
  GenderField,
  TextField,
  UploadField,
  useFormField,
} from '@/components/ui';
import { formatAge } from '@/entities/kids/utils/format-kid';
import { ageFromDob } from '../utils/kid-form';
import { InterestsPicker } from './interests-picker';

/** Earliest date of birth the shared schema accepts (kidDobSchema). */
const EARLIEST_DOB = '1990-01-01';

/** The "Show in Explore" switch's one line (product.md, Children's privacy and safety). */
export const SHOW_IN_EXPLORE_EXPLANATION =
  'When on, verified parents see first name, age, gender, interests, skill level, photo and area. The street address never leaves your account.';

export interface KidFormFieldsProps {
  mode: 'add' | 'edit';
  /** The kid's stored photo (edit form). */
  currentPhotoUrl?: string | null;
  disabled: boolean;
  /** Today as YYYY-MM-DD: the age is worked out to it. */
  today: string;
}

/** The add form's interest chips, bound to the form's `interests`. */
function InterestsChips({ disabled }: { disabled: boolean }) {
  const { field, error } = useFormField('interests');
  return (
    <InterestsPicker
      options={KID_FORM_INTERESTS}
      selected={field.value as string[]}
      disabled={disabled}
      error={error}
      onChange={field.onChange}
    />
  );
}

/**
 * The fields shared by the add-kid and edit-kid forms (spec §2.11, §2.12, §5), bound to the
 * enclosing Form (KidFormValues): name, gender, date of birth, the age worked out from it
 * (read-only, issue 9), address, interests (chips on add, comma-separated text on edit), skill
 * level, the optional public area, the optional gestational age at birth (weeks and days, issue
 * 26: the growth charts correct ages below 37 weeks), the "Show in Explore" switch and the photo (JPG, PNG or WEBP
 * on add, any image on edit; at most 5 MB).
 */
export function KidFormFields({ mode, currentPhotoUrl, disabled, today }: KidFormFieldsProps) {
  const dob = useWatch<{ dob: string }, 'dob'>({ name: 'dob' });
  const age = ageFromDob(dob, today);
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          label="Name"
          name="name"
          autoComplete="off"
          required
          maxLength={60}
          disabled={disabled}
        />
        <GenderField placeholder={mode === 'add' ? 'Select gender' : null} disabled={disabled} />
        <DateOfBirthField min={EARLIEST_DOB} autoComplete="off" disabled={disabled} />
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
      <FormTextField
        label="Address"
        name="address"
        autoComplete="street-address"
        required
        maxLength={200}
        disabled={disabled}
        hint="Private: only you can see the address."
      />
      {mode === 'add' ? (
        <InterestsChips disabled={disabled} />
      ) : (
        <FormTextField
          label="Interests"
          name="interestsText"
          autoComplete="off"
          disabled={disabled}
          hint="Separate them with commas, e.g. Art, Reading, Soccer. Optional."
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormSelect
          label="Skill level (optional)"
          name="skillLevel"
          placeholder="Not set"
          options={SKILL_LEVELS}
          disabled={disabled}
        />
        <FormTextField
          label="Area (optional)"
          name="area"
          autoComplete="address-level2"
          maxLength={60}
          disabled={disabled}
          hint="Town or neighbourhood, shown in Explore."
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-bold text-ink-800">
          Gestational age at birth (optional)
        </legend>
        <p className="text-sm text-ink-600">
          For the growth charts: for a baby born before 37 weeks, ages are corrected until 24
          months.
        </p>
        <div className="grid grid-cols-2 gap-5">
          <FormTextField
            label="Weeks"
            name="gestationalWeeks"
            type="number"
            inputMode="numeric"
            min={GESTATION.minWeeks}
            max={GESTATION.maxWeeks}
            placeholder="e.g. 34"
            disabled={disabled}
          />
          <FormTextField
            label="Days"
            name="gestationalDays"
            type="number"
            inputMode="numeric"
            min={0}
            max={6}
            placeholder="0–6"
            disabled={disabled}
          />
        </div>
      </fieldset>
      <FormSwitch
        name="showInExplore"
        label="Show in Explore"
        description={SHOW_IN_EXPLORE_EXPLANATION}
        disabled={disabled}
        className="rounded-2xl bg-canvas p-4 ring-1 ring-ink-900/5"
      />
      <UploadField
        label="Photo (optional)"
        name="photo"
        kind="photo"
        accepts={mode === 'add' ? 'photo' : 'image'}
        currentSrc={currentPhotoUrl}
        fallback="kid"
        disabled={disabled}
        hint={
          mode === 'add'
            ? 'JPG, PNG or WEBP, up to 5 MB.'
            : 'Any image, up to 5 MB. Leave empty to keep the current photo.'
        }
      />
    </div>
  );
}
