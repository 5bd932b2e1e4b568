import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { getEmailSchema, recordIdSchema } from './common.js';
import { FAMILY_ROLES, getInvitationTokenSchema } from './family-roles.js';
import { familyAreaSchema } from './places.js';

/** A member of the family as `GET /api/family` shows them. */
export const familyMemberSchema = z.object({
  /** The member's parent id. */
  id: z.number().int(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  role: z.enum(FAMILY_ROLES),
  /** When they joined the family (ISO 8601). */
  joinedAt: z.string(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/**
 * An invitation neither accepted nor cancelled, as `GET /api/family` lists it to a guardian
 * (a caregiver's list is empty) and `POST /api/family/invitations` answers it. One whose link
 * has expired stays listed until it is sent again or cancelled.
 */
export const familyInvitationSchema = z.object({
  id: z.number().int(),
  /** The invited address, trimmed and lower-cased. */
  email: z.string(),
  role: z.enum(FAMILY_ROLES),
  /** When it was first sent (ISO 8601). */
  createdAt: z.string(),
  /** When the invitation's link stops working (ISO 8601). */
  expiresAt: z.string(),
});
export type FamilyInvitation = z.infer<typeof familyInvitationSchema>;

/**
 * Answer of `GET /api/family`: the session's family, its members (guardians first, then by
 * when they joined), its pending invitations and its home area.
 */
export const familySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** The session parent's own role in it. */
  role: z.enum(FAMILY_ROLES),
  members: z.array(familyMemberSchema),
  invitations: z.array(familyInvitationSchema),
  /** The family's home area (issue 30, decision 062), or null until a guardian chooses one. */
  area: familyAreaSchema.nullable(),
  /**
   * Whether the app asks this parent for the family's home area (issue 30's "asked once",
   * decision 064): true for a guardian while the family has no area and no guardian has
   * answered the prompt (`DELETE /api/family/area-prompt`); always false for a caregiver.
   */
  areaPrompt: z.boolean(),
});
export type Family = z.infer<typeof familySchema>;

const familyRoleSchema = z.enum(FAMILY_ROLES, { error: MESSAGES.family.roleInvalid });

/**
 * `POST /api/family/invitations` (guardian only): invite an adult by e-mail with a role. The
 * e-mail is trimmed and lower-cased; inviting the same address again replaces the link and
 * mails it again.
 */
export const createFamilyInvitationSchema = z.strictObject({
  email: getEmailSchema().transform((email) => email.toLowerCase()),
  role: familyRoleSchema,
});
export type CreateFamilyInvitationRequest = z.infer<typeof createFamilyInvitationSchema>;

/** `POST /api/family/invitations/accept`: a signed-in parent joins with the mailed token. */
export const acceptFamilyInvitationSchema = z.strictObject({ token: getInvitationTokenSchema() });
export type AcceptFamilyInvitationRequest = z.infer<typeof acceptFamilyInvitationSchema>;

/** `PATCH /api/family/members/:parentId` (guardian only): the member's new role. */
export const updateFamilyMemberSchema = z.strictObject({ role: familyRoleSchema });
export type UpdateFamilyMemberRequest = z.infer<typeof updateFamilyMemberSchema>;

/** Path of `DELETE /api/family/invitations/:id`. */
export const familyInvitationParamsSchema = z.object({
  id: recordIdSchema(MESSAGES.family.invitationNotFound),
});

/** Path of `PATCH` and `DELETE /api/family/members/:parentId`. */
export const familyMemberParamsSchema = z.object({
  parentId: recordIdSchema(MESSAGES.family.memberNotFound),
});
