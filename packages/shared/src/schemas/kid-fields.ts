import { z } from 'zod';
import { GENDERS } from '../constants.js';
import { looksLikeStreetAddress } from '../rules/area.js';
import { isFutureDate, isIsoDate } from '../rules/dates.js';
import { MAX_INTEREST_LENGTH, MAX_INTERESTS, parseInterests } from '../rules/interests.js';
import { NOT_FOUND_MESSAGES, recordIdSchema, textSchema } from './common.js';
import { GESTATION, GESTATION_MESSAGES } from './gestation.js';
import { KID_MESSAGES, SKILL_LEVELS } from './kid-texts.js';

/**
 * What a client sends about a kid (spec §5 Add-kid and Edit-kid forms, §7.3): the forms' fields
 * and the kid id of a route. The add and edit forms validate with them, the server parses with
 * them; a screen that shows kids needs none of it (a kid as answered is in kids.ts), so none of
 * it is on those screens' first load (issue 29).
 */

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

const requiredText = (max: number, tooLong: string) =>
  textSchema({ error: KID_MESSAGES.required })
    .trim()
    .min(1, KID_MESSAGES.required)
    .max(max, tooLong);

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

/**
 * The public card's area (product.md: a town or neighbourhood, shown to other families): free
 * text, at most 60 characters, never a street address — no digit, no street word
 * (`looksLikeStreetAddress`; issue 27 until the families-nearby issue's gazetteer place).
 */
const areaSchema = textSchema()
  .trim()
  .max(60, KID_MESSAGES.areaTooLong)
  .refine((value) => !looksLikeStreetAddress(value), KID_MESSAGES.areaNotAddress)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/**
 * One part of the optional gestational age at birth (issue 26), as a form field sends it:
 * empty or absent is not given (null), else a whole number from `min` to `max`.
 */
const gestationPart = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim()], { error: GESTATION_MESSAGES.gestationInvalid })
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(
      z
        .number({ error: GESTATION_MESSAGES.gestationInvalid })
        .int(GESTATION_MESSAGES.gestationInvalid)
        .min(min, GESTATION_MESSAGES.gestationInvalid)
        .max(max, GESTATION_MESSAGES.gestationInvalid)
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
  area: areaSchema,
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

/** The route parameter of /api/kids/:kidId: a record id (see recordIdSchema). */
export const kidIdParamsSchema = z.object({
  kidId: recordIdSchema(NOT_FOUND_MESSAGES.kid),
});
