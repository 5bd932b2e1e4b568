import { useWatch } from 'react-hook-form';
import { GESTATION, KID_FORM_INTERESTS, kidFormsCatalogue, SKILL_LEVELS } from '@nestling/shared';
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
import { useKidTexts } from '@/entities/kids/hooks/use-kid-texts';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ageFromDob } from '../utils/kid-form';
import { InterestsPicker } from './interests-picker';

/** Earliest date of birth the shared schema accepts (kidDobSchema). */
const EARLIEST_DOB = '1990-01-01';

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
  const { t } = useTranslation(kidFormsCatalogue);
  const kidTexts = useKidTexts();
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          label={t('fields.name')}
          name="name"
          autoComplete="off"
          required
          maxLength={60}
          disabled={disabled}
        />
        <GenderField
          label={t('fields.gender')}
          placeholder={mode === 'add' ? t('fields.selectGender') : null}
          optionLabel={kidTexts.gender}
          disabled={disabled}
        />
        <DateOfBirthField
          label={t('fields.dob')}
          min={EARLIEST_DOB}
          autoComplete="off"
          disabled={disabled}
        />
        <TextField
          label={t('fields.age')}
          name="age"
          readOnly
          placeholder={t('fields.agePlaceholder')}
          value={age === '' ? '' : kidTexts.age(Number(age))}
          hint={t('fields.ageHint')}
          className="space-y-1.5 [&_input]:bg-canvas [&_input]:text-ink-700"
        />
      </div>
      <FormTextField
        label={t('fields.address')}
        name="address"
        autoComplete="street-address"
        required
        maxLength={200}
        disabled={disabled}
        hint={t('fields.addressHint')}
      />
      {mode === 'add' ? (
        <InterestsChips disabled={disabled} />
      ) : (
        <FormTextField
          label={t('fields.interests')}
          name="interestsText"
          autoComplete="off"
          disabled={disabled}
          hint={t('fields.interestsHint')}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormSelect
          label={t('fields.skillLevel')}
          name="skillLevel"
          placeholder={t('fields.notSet')}
          options={SKILL_LEVELS.map((level) => ({
            value: level,
            label: t(`fields.skill.${level}`),
          }))}
          disabled={disabled}
        />
        <FormTextField
          label={t('fields.area')}
          name="area"
          autoComplete="address-level2"
          maxLength={60}
          disabled={disabled}
          hint={t('fields.areaHint')}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-bold text-ink-800">{t('fields.gestation')}</legend>
        <p className="text-sm text-ink-600">{t('fields.gestationHint')}</p>
        <div className="grid grid-cols-2 gap-5">
          <FormTextField
            label={t('fields.weeks')}
            name="gestationalWeeks"
            type="number"
            inputMode="numeric"
            min={GESTATION.minWeeks}
            max={GESTATION.maxWeeks}
            placeholder={t('fields.weeksPlaceholder')}
            disabled={disabled}
          />
          <FormTextField
            label={t('fields.days')}
            name="gestationalDays"
            type="number"
            inputMode="numeric"
            min={0}
            max={6}
            placeholder={t('fields.daysPlaceholder')}
            disabled={disabled}
          />
        </div>
      </fieldset>
      <FormSwitch
        name="showInExplore"
        label={t('fields.showInExplore')}
        description={t('fields.showInExploreExplanation')}
        disabled={disabled}
        className="rounded-2xl bg-canvas p-4 ring-1 ring-ink-900/5"
      />
      <UploadField
        label={t('fields.photo')}
        name="photo"
        kind="photo"
        accepts={mode === 'add' ? 'photo' : 'image'}
        currentSrc={currentPhotoUrl}
        fallback="kid"
        disabled={disabled}
        hint={mode === 'add' ? t('fields.photoHintAdd') : t('fields.photoHintEdit')}
      />
    </div>
  );
}
