import { z } from 'zod';
import { GENDERS } from '../constants.js';
import { LOCALES } from '../i18n/locales.js';
import { FAMILY_ROLES } from './family-roles.js';
import { builtOnce } from './built-once.js';

// The parent as every answer shows it. What a client sends — registration, sign-in, the
// profile's edits — is in auth.ts: the web's late check of the session's answer (decision 092)
// reads this module alone, so a signed-in load does not build the account forms' schemas
// (issue 29).

/**
 * An account's role (spec §3 Parent `role`, default `parent`). `moderator` (issue 27, decision
 * 060) reads and acts on reports; it is granted and revoked from the command line only
 * (`npm run admin -- moderator grant|revoke <email>`), never through the API.
 */
export const ROLES = ['parent', 'admin', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The parent as every API answer shows it (spec §3 Parent), built on the first call (`builtOnce`:
 * the web builds it when it first checks the session); `parentSchema` is it.
 */
export const getParentSchema = builtOnce(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    photoUrl: z.string().nullable(),
    emailVerified: z.boolean(),
    role: z.enum(ROLES),
    dob: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    /**
     * The parent's role in their family (issue 24, decision 056) — what the app shows them. On
     * the answers that know the session's membership (GET /api/auth/me, GET /api/parents/me, the
     * profile's edits); login and verification leave it out (the app asks /auth/me then).
     */
    familyRole: z.enum(FAMILY_ROLES).optional(),
    /**
     * The parent's saved language (issue 28, decision 074): the app's and the answers'. Every
     * answer carries it (the presenter writes the stored one); no default, so the web may draw a
     * session before its check and check it after (decision 092: a default made the
     * check a transform, while the server's serializer refused a parent without it anyway).
     */
    locale: z.enum(LOCALES),
  }),
);
/** The parent as every API answer shows it (see getParentSchema). */
export const parentSchema = /* @__PURE__ */ getParentSchema();
export type Parent = z.infer<typeof parentSchema>;

/**
 * Answer of GET /api/auth/me, GET /api/parents/me, login and verify, built on the first call
 * (`builtOnce`); `parentBodySchema` is it.
 */
export const getParentBodySchema = builtOnce(() => z.object({ parent: getParentSchema() }));
/** Answer of GET /api/auth/me, GET /api/parents/me, login and verify (see getParentBodySchema). */
export const parentBodySchema = /* @__PURE__ */ getParentBodySchema();
export type ParentBody = z.infer<typeof parentBodySchema>;
