import { z } from 'zod';
import { GENDERS, PASSWORD_MAX_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { isStrongPassword } from '../rules/password.js';
import { isFutureDate, isIsoDate } from '../rules/dates.js';
import { getEmailSchema, textSchema } from './common.js';
import { getInvitationTokenSchema } from './family-roles.js';
import { LOCALES } from '../i18n/locales.js';

const { register, login, resetRequest, newPassword } = MESSAGES;

/** A parent's saved language: `en` or `es` (POST /auth/register, PATCH /parents/edit). */
export const localeSchema = z.enum(LOCALES, { error: 'Choose English or Spanish.' });

/** A date of birth: `YYYY-MM-DD`, a real date, not after today (spec §3 Parent dob). */
export const dobSchema = z
  .string({ error: register.dobInvalid })
  .trim()
  .refine(isIsoDate, register.dobInvalid)
  .refine((value) => value >= '1900-01-01', register.dobInvalid)
  .refine((value) => !isFutureDate(value), register.dobFuture);

export const genderSchema = z.enum(GENDERS, { error: register.genderRequired });

export const personNameSchema = textSchema({ error: register.nameRequired })
  .trim()
  .min(1, register.nameRequired)
  .max(100, 'Name must be at most 100 characters.');

/** A password that satisfies spec §5's rule, with the spec's message. */
export const newPasswordSchema = z
  .string({ error: register.password })
  .max(PASSWORD_MAX_LENGTH, register.passwordTooLong)
  .refine(isStrongPassword, register.password);

/** POST /api/auth/register (spec §3 Registration payload, §5 Register). */
export const registerRequestSchema = z.strictObject({
  name: personNameSchema,
  email: getEmailSchema(),
  password: newPasswordSchema,
  gender: genderSchema,
  dob: dobSchema,
  /**
   * Registering through a family invitation's link (issue 24): the new parent joins the
   * inviting family with the invited role instead of getting a family of their own. Not in
   * spec §7.1's payload, which stays valid without it.
   */
  invitationToken: getInvitationTokenSchema().optional(),
  /** The language the parent reads Nestling in (issue 28, decision 074); `en` when left out. */
  locale: localeSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * POST /api/auth/login (spec §3 Login payload, §5 Login). The e-mail is trimmed; the
 * password is sent as typed but must not be blank.
 */
export const loginRequestSchema = z.strictObject({
  email: textSchema({ error: login.required })
    .trim()
    .min(1, login.required)
    .max(254, login.required),
  password: z
    .string({ error: login.required })
    .max(PASSWORD_MAX_LENGTH, login.invalidCredentials)
    .refine((value) => value.trim().length > 0, login.required),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/auth/reset-password-request (spec §5 Reset request). */
export const resetRequestSchema = z.strictObject({
  email: textSchema({ error: resetRequest.emailInvalid })
    .trim()
    .min(1, resetRequest.emailInvalid)
    .max(254, resetRequest.emailInvalid)
    .pipe(z.email({ error: resetRequest.emailInvalid })),
});
export type ResetRequest = z.infer<typeof resetRequestSchema>;

/**
 * POST /api/reset-password (spec §5 New password). The spec's client does not apply the
 * strength rule here; the server does, so a reset cannot weaken an account below the rule
 * registration enforces.
 */
export const resetPasswordSchema = z.strictObject({
  token: z
    .string({ error: newPassword.invalidToken })
    .min(1, newPassword.invalidToken)
    .max(200, newPassword.invalidToken),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

/** GET /api/parents/verify?token= (spec §7.1). */
export const verifyQuerySchema = z.strictObject({
  token: z
    .string({ error: MESSAGES.verify.invalidToken })
    .min(1, MESSAGES.verify.invalidToken)
    .max(200, MESSAGES.verify.invalidToken),
});

/**
 * POST /api/auth/resend-verification. With a session the session's parent is used and the
 * body may be empty; without one, the e-mail names the account.
 */
export const resendVerificationSchema = z.strictObject({
  email: getEmailSchema().optional(),
});
export type ResendVerificationRequest = z.infer<typeof resendVerificationSchema>;

/** PATCH /api/parents/edit (spec §7.2): the profile card's editable fields. */
export const parentProfileSchema = z.strictObject({
  name: personNameSchema,
  dob: dobSchema,
  gender: genderSchema,
  /** The parent's language (issue 28): unchanged when left out. */
  locale: localeSchema.optional(),
});
export type ParentProfileRequest = z.infer<typeof parentProfileSchema>;

/** The profile card's fields, which PATCH /api/parents/edit changes together. */
const PROFILE_FIELDS = {
  name: register.nameRequired,
  dob: register.dobInvalid,
  gender: register.genderRequired,
} as const;

/**
 * The body of PATCH /api/parents/edit (spec §7.2, issue 28): the profile card's fields
 * (`name`, `dob`, `gender`: all three together, each checked as in {@link parentProfileSchema}),
 * the language (`locale`) alone — Settings' language card, for a parent whose profile lacks a
 * date of birth or gender — or both. A body with some of the profile's fields but not all, or
 * with none and no `locale`, fails with each missing field's message at its path.
 */
export const parentEditSchema = /* @__PURE__ */ editSchemaOf(parentProfileSchema);
export type ParentEditRequest = z.infer<typeof parentEditSchema>;

/**
 * {@link parentEditSchema} of the profile's schema: its fields optional, all three profile
 * fields together or none with a language. A function, so a bundle that does not use the
 * schema leaves it out (the call is marked pure).
 */
function editSchemaOf(profile: typeof parentProfileSchema) {
  return profile.partial().superRefine((body, context) => {
    const fields = Object.keys(PROFILE_FIELDS) as (keyof typeof PROFILE_FIELDS)[];
    const given = fields.filter((field) => body[field] !== undefined);
    if (given.length === 0 && body.locale !== undefined) return;
    for (const field of fields) {
      if (body[field] === undefined) {
        context.addIssue({ code: 'custom', path: [field], message: PROFILE_FIELDS[field] });
      }
    }
  });
}
