import {
  KID_MESSAGES,
  MAX_UPLOAD_BYTES,
  PHOTO_MIME_TYPES,
  ageInYears,
  isIsoDate,
  kidFieldsSchema,
  kidUpdateSchema,
  parseInterests,
  type Kid,
  type KidFields,
} from '@nestling/shared';
import { fieldErrorsFromZod, type FieldErrors } from '@/lib/form-errors';

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
}

/** A field a message can be shown under (`age` is derived from dob: its messages show there). */
export type KidFormField = Exclude<keyof KidFormValues, 'interestsText'> | 'age' | 'photo';

/** Fields in screen order, to focus the first invalid one. */
export const KID_FIELD_ORDER: readonly KidFormField[] = [
  'name',
  'gender',
  'dob',
  'address',
  'interests',
  'skillLevel',
  'area',
  'photo',
];

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

export type KidFormCheck =
  | { ok: true; fields: KidFields }
  | { ok: false; errors: FieldErrors<KidFormField>; summary: string };

/**
 * Checks a kid form with the shared schema (spec §5): on add, name, gender, dob and address
 * are required; on edit gender defaults to Male and interests are comma-separated text. The
 * age is derived from dob (ageFromDob) and sent as spec §7.3's payload has it; its rules (0 to
 * 25) are said under the date of birth. dob not after today; name and address are trimmed.
 * @param values the form's values
 * @param mode 'add' (kidFieldsSchema) or 'edit' (kidUpdateSchema)
 * @param today the viewer's today, `YYYY-MM-DD`
 * @returns the parsed fields, or per-field errors and one summary line: 'Please fill all
 *   required fields.' when anything required is missing, else the first rule broken
 */
export function checkKidForm(
  values: KidFormValues,
  mode: 'add' | 'edit',
  today: string,
): KidFormCheck {
  const input = {
    name: values.name,
    age: ageFromDob(values.dob, today),
    gender: values.gender === '' && mode === 'edit' ? undefined : values.gender,
    dob: values.dob,
    address: values.address,
    interests: mode === 'add' ? values.interests : parseInterests(values.interestsText),
    skillLevel: values.skillLevel,
    showInExplore: values.showInExplore,
    area: values.area,
  };
  const parsed = (mode === 'add' ? kidFieldsSchema : kidUpdateSchema).safeParse(input);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const raw = fieldErrorsFromZod<KidFormField>(parsed.error);
  // The age comes from the date of birth, so a rule about it is said there.
  if (raw.age) raw.dob ??= raw.age;
  delete raw.age;
  const missing = Object.values(raw).includes(KID_MESSAGES.required);
  const errors: FieldErrors<KidFormField> = {};
  for (const [field, message] of Object.entries(raw) as Array<[KidFormField, string]>) {
    errors[field] = message === KID_MESSAGES.required ? REQUIRED_MARK : message;
  }
  const first = KID_FIELD_ORDER.map((field) => raw[field]).find(Boolean);
  return {
    ok: false,
    errors,
    summary: missing ? KID_MESSAGES.required : (first ?? KID_MESSAGES.required),
  };
}

/** `accept` of the add form's picker (spec §5: JPG, PNG, WEBP). */
export const ADD_PHOTO_ACCEPT = PHOTO_MIME_TYPES.join(',');
/** `accept` of the edit form's picker (spec §5: any image type). */
export const EDIT_PHOTO_ACCEPT = 'image/*';

/**
 * Checks a picked photo before it is uploaded (spec §5 Add-kid form, §9): at most 5 MB; on add
 * only JPG, PNG or WEBP, on edit any image type.
 * @param file the picked file (size in bytes, type from the browser)
 * @param mode 'add' or 'edit'
 * @returns the spec's message, or undefined when the file may be sent
 */
export function checkKidPhoto(file: File, mode: 'add' | 'edit'): string | undefined {
  const type = file.type.toLowerCase();
  const allowed =
    mode === 'add'
      ? (PHOTO_MIME_TYPES as readonly string[]).includes(type)
      : type.startsWith('image/');
  if (!allowed) return KID_MESSAGES.imageType;
  if (file.size > MAX_UPLOAD_BYTES) return KID_MESSAGES.imageTooLarge;
  return undefined;
}
