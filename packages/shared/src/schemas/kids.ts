import { z } from 'zod';
import { GENDERS } from '../constants.js';
import { isFutureDate, isIsoDate } from '../rules/dates.js';
import { MAX_INTEREST_LENGTH, MAX_INTERESTS, parseInterests } from '../rules/interests.js';
import { recordIdSchema, textSchema } from './common.js';
import { GESTATION, GROWTH_MESSAGES } from './growth.js';

/** Texts of the kid forms (spec §5 Add-kid and Edit-kid forms, §8.2 Add kid, Edit kid). */
export const KID_MESSAGES = {
  required: 'Please fill all required fields.',
  ageInvalid: 'Age must be a whole number, 0 or more.',
  ageTooHigh: 'Age must be 25 or less.',
  dobInvalid: 'Enter a valid date of birth.',
  dobFuture: 'Date of birth cannot be later than today.',
  nameTooLong: 'Name must be at most 60 characters.',
  addressTooLong: 'Address must be at most 200 characters.',
  areaTooLong: 'Area must be at most 60 characters.',
  tooManyInterests: `At most ${MAX_INTERESTS} interests, each up to ${MAX_INTEREST_LENGTH} characters.`,
  imageTooLarge: 'Image is too large (max 5MB).',
  imageType: 'Unsupported image type. Allowed: JPG, PNG, WEBP.',
  imageUnreadable: 'The image could not be read. Please choose another file.',
  notLoggedIn: 'You must be logged in to add a kid profile.',
  saveFailed: 'Failed to save: ',
  unknownError: 'Unknown error',
  connectFailed: 'Could not connect to the server.',
  saved: 'Kid profile saved successfully!',
  loadFailed: 'Failed to load kid. Please try again.',
  notFound: 'Kid not found or an error occurred.',
  updateFailed: 'Update failed: ',
  updated: 'Kid updated successfully!',
  deleted: 'Kid profile deleted.',
  deleteConfirm:
    'Delete this kid profile and everything in it (photo, health logs, milestones, certificates, events)? This cannot be undone.',
  emptyList: 'You haven’t added any kids yet. Click “Add New Kid” below to add your first profile.',
  tooMany: 'You can keep up to 20 kid profiles.',
} as const;

/** Most kid profiles one parent may keep (our limit, so lists stay one page). */
export const MAX_KIDS_PER_PARENT = 20;

/** Skill levels a kid card can show (spec §3 Kid skillLevel; the values are ours). */
export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

/** Image types allowed for kid and parent photos (spec §5, §9). */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/jpg'] as const;

const requiredText = (max: number, tooLong: string) =>
  textSchema({ error: KID_MESSAGES.required })
    .trim()
    .min(1, KID_MESSAGES.required)
    .max(max, tooLong);

/** A kid's age: a whole number from 0 (spec §5: minimum 0), sent as a number or numeric text. */
export const kidAgeSchema = z
  .union([z.number(), z.string().trim().min(1, KID_MESSAGES.required)], {
    error: KID_MESSAGES.required,
  })
  .transform((value) => Number(value))
  .pipe(
    z
      .number({ error: KID_MESSAGES.ageInvalid })
      .int(KID_MESSAGES.ageInvalid)
      .min(0, KID_MESSAGES.ageInvalid)
      .max(25, KID_MESSAGES.ageTooHigh),
  );

/**
 * A kid's date of birth: a date not later than today (spec §5). Accepts `YYYY-MM-DD` or an
 * ISO date-time (spec §7.3 sends one), of which the date part is kept.
 */
export const kidDobSchema = z
  .string({ error: KID_MESSAGES.required })
  .trim()
  .min(1, KID_MESSAGES.required)
  .transform((value) => value.slice(0, 10))
  .refine(isIsoDate, KID_MESSAGES.dobInvalid)
  .refine((value) => value >= '1990-01-01', KID_MESSAGES.dobInvalid)
  .refine((value) => !isFutureDate(value), KID_MESSAGES.dobFuture);

/** Interests in any of the spec's three forms, normalised to a list (spec §3 Kid). */
export const interestsSchema = z
  .unknown()
  .transform((value) => parseInterests(value))
  .pipe(
    z
      .array(textSchema().max(MAX_INTEREST_LENGTH, KID_MESSAGES.tooManyInterests))
      .max(MAX_INTERESTS, KID_MESSAGES.tooManyInterests),
  );

const booleanText = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

const optionalText = (max: number, tooLong: string) =>
  textSchema()
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/**
 * One part of the optional gestational age at birth (issue 26), as a form field sends it:
 * empty or absent is not given (null), else a whole number from `min` to `max`.
 */
const gestationPart = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim()], { error: GROWTH_MESSAGES.gestationInvalid })
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(
      z
        .number({ error: GROWTH_MESSAGES.gestationInvalid })
        .int(GROWTH_MESSAGES.gestationInvalid)
        .min(min, GROWTH_MESSAGES.gestationInvalid)
        .max(max, GROWTH_MESSAGES.gestationInvalid)
        .nullable(),
    )
    .nullable()
    .optional();

/**
 * The kid fields of POST /api/kids and PATCH /api/kids/:kidId (multipart text fields, spec
 * §7.3), with the rules of spec §5 enforced on the server too. `parentId`, if a client sends
 * it, is dropped: the owner is always the session's parent.
 */
export const kidFieldsSchema = z.object({
  name: requiredText(60, KID_MESSAGES.nameTooLong),
  age: kidAgeSchema,
  gender: z.enum(GENDERS, { error: KID_MESSAGES.required }),
  dob: kidDobSchema,
  address: requiredText(200, KID_MESSAGES.addressTooLong),
  interests: interestsSchema.optional(),
  skillLevel: z
    .union([z.enum(SKILL_LEVELS), z.literal('')])
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  showInExplore: booleanText.optional(),
  area: optionalText(60, KID_MESSAGES.areaTooLong),
  /**
   * Gestational age at birth (issue 26), optional: weeks (22–44) and days (0–6; empty is 0
   * when weeks are given). Both empty clears it; absent leaves it as it was.
   */
  gestationalWeeks: gestationPart(GESTATION.minWeeks, GESTATION.maxWeeks),
  gestationalDays: gestationPart(0, 6),
});
export type KidFields = z.infer<typeof kidFieldsSchema>;
export type KidFieldsInput = z.input<typeof kidFieldsSchema>;

/**
 * The edit form's fields (spec §5 Edit-kid form): gender defaults to Male when absent.
 */
export const kidUpdateSchema = kidFieldsSchema.extend({
  gender: z.enum(GENDERS, { error: KID_MESSAGES.required }).default('Male'),
});

/** A kid as the owner sees it (spec §3 Kid, plus product.md's showInExplore and area). */
export const kidSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  dob: z.string(),
  address: z.string(),
  interests: z.array(z.string()),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  photoUrl: z.string().nullable(),
  showInExplore: z.boolean(),
  area: z.string().nullable(),
  /** Gestational age at birth, when the parent gave it (issue 26: corrected ages below 37 weeks). */
  gestationalAge: z.object({ weeks: z.number().int(), days: z.number().int() }).nullable(),
  createdAt: z.string(),
});
export type Kid = z.infer<typeof kidSchema>;

export const kidListSchema = z.array(kidSchema);

/** The route parameter of /api/kids/:kidId: a record id (see recordIdSchema). */
export const kidIdParamsSchema = z.object({
  kidId: recordIdSchema('Kid not found.'),
});

/** PATCH /api/parents/edit (spec §7.2). */
export const PARENT_PROFILE_MESSAGES = {
  updated: '✅ Profile updated!',
  updateFailed: '❌ Failed to update profile.',
  photoUploaded: '✅ Photo uploaded successfully!',
  uploadFailed: '❌ Upload failed.',
  noPhoto: '❌ No photo selected.',
} as const;
