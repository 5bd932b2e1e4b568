import type { FieldErrors } from 'react-hook-form';
import {
  KID_MESSAGES,
  ageInYears,
  isIsoDate,
  kidFieldsSchema,
  kidUpdateSchema,
  parseInterests,
  type Kid,
} from '@nestling/shared';
import { schemaResolver } from '@/lib/forms/schema-resolver';

/** What the kid forms hold while the parent types (every input as text, as the DOM gives it). */
export interface KidFormValues {
  name: string;
  gender: string;
  dob: string;
  address: string;
  /** The add form's picked interests (spec §3: Art, Gaming, Reading, Soccer, Music, Biking). */
  interests: string[];
  /** The edit form's comma-separated interests (spec §5 Edit-kid form). */
  interestsText: string;
  skillLevel: string;
  showInExplore: boolean;
  area: string;
  /** Gestational age at birth (issue 26), optional: whole weeks and days, as typed. */
  gestationalWeeks: string;
  gestationalDays: string;
  /** The picked photo, already checked (UploadField); null: none (edit: keep the stored one). */
  photo: File | null;
}

/** Fields in screen order: the first with a message names the form's summary line. */
const KID_FIELD_ORDER = [
  'name',
  'gender',
  'dob',
  'address',
  'interests',
  'interestsText',
  'skillLevel',
  'area',
  'gestationalWeeks',
  'gestationalDays',
  'photo',
] as const;

/** Empty add form: private by default (product.md: "A kid is private by default"). */
export const EMPTY_KID_FORM: KidFormValues = {
  name: '',
  gender: '',
  dob: '',
  address: '',
  interests: [],
  interestsText: '',
  skillLevel: '',
  showInExplore: false,
  area: '',
  gestationalWeeks: '',
  gestationalDays: '',
  photo: null,
};

/** The edit form's starting values: the kid as stored, interests comma-joined. */
export function kidFormValuesOf(kid: Kid): KidFormValues {
  return {
    name: kid.name,
    gender: kid.gender,
    dob: kid.dob.slice(0, 10),
    address: kid.address,
    interests: kid.interests,
    interestsText: kid.interests.join(', '),
    skillLevel: kid.skillLevel ?? '',
    showInExplore: kid.showInExplore,
    area: kid.area ?? '',
    gestationalWeeks: kid.gestationalAge ? String(kid.gestationalAge.weeks) : '',
    gestationalDays: kid.gestationalAge ? String(kid.gestationalAge.days) : '',
    photo: null,
  };
}

/**
 * A kid's age as the form shows and sends it: whole years from the date of birth to `today`
 * (issue 9: the age is derived, never typed), or '' while the date is not a valid one.
 * @param dob the date of birth as typed, `YYYY-MM-DD`
 * @param today the viewer's today, `YYYY-MM-DD`
 */
export function ageFromDob(dob: string, today: string): string {
  if (!isIsoDate(dob) || dob > today) return '';
  return String(ageInYears(dob, today));
}

/** The short mark under each empty required field; the sentence itself shows once. */
export const REQUIRED_MARK = 'Required';

/** What a kid field shows for a message: 'Required' for the spec's one sentence. */
export const kidFieldErrorText = (message: string) =>
  message === KID_MESSAGES.required ? REQUIRED_MARK : message;

/**
 * The kid forms' check with the shared schema (spec §5): on add, name, gender, dob and address
 * are required (kidFieldsSchema); on edit gender defaults to Male and interests are
 * comma-separated text (kidUpdateSchema). The age is derived from dob (ageFromDob) and sent as
 * spec §7.3's payload has it; its rules (0 to 25) are said under the date of birth. Name and
 * address are trimmed. The photo is not the schema's: UploadField checked it when picked.
 * @param mode 'add' or 'edit'
 * @param today the viewer's today, `YYYY-MM-DD`
 * @returns a react-hook-form resolver whose output is the request's KidFields
 */
export function kidFormResolver(mode: 'add' | 'edit', today: string) {
  return schemaResolver(mode === 'add' ? kidFieldsSchema : kidUpdateSchema, {
    input: (values: KidFormValues) => ({
      name: values.name,
      age: ageFromDob(values.dob, today),
      gender: values.gender === '' && mode === 'edit' ? undefined : values.gender,
      dob: values.dob,
      address: values.address,
      interests: mode === 'add' ? values.interests : parseInterests(values.interestsText),
      skillLevel: values.skillLevel,
      showInExplore: values.showInExplore,
      area: values.area,
      gestationalWeeks: values.gestationalWeeks,
      gestationalDays: values.gestationalDays,
    }),
    // The age comes from the date of birth, so a rule about it is said there.
    fields: mode === 'add' ? { age: 'dob' } : { age: 'dob', interests: 'interestsText' },
  });
}

/**
 * The one line above a refused kid form's button (spec §5): 'Please fill all required fields.'
 * when anything required is missing, else the first rule broken, in screen order.
 * @param errors the form's errors
 */
export function kidFormSummary(errors: FieldErrors<KidFormValues>): string {
  const messages = KID_FIELD_ORDER.map((field) => errors[field]?.message).filter(
    (message): message is string => Boolean(message),
  );
  if (messages.includes(KID_MESSAGES.required)) return KID_MESSAGES.required;
  return errors.root?.message ?? messages[0] ?? KID_MESSAGES.required;
}
