import { z } from 'zod';

/**
 * The family (issue 24, decision 056): the household that owns the kids and every record a kid
 * owns. A parent account is a member of exactly one family, with a role:
 * - `guardian`: everything a parent can do, including the social layer, billing, deletions and
 *   managing members; a family always has at least one;
 * - `caregiver`: sees the family's kids and adds to their calendars, health and achievements.
 */
export const FAMILY_ROLES = ['guardian', 'caregiver'] as const;
export type FamilyRole = (typeof FAMILY_ROLES)[number];

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

/** An invitation not yet accepted (the invitations slice of issue 24 fills the list). */
export const familyInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(FAMILY_ROLES),
  /** When the invitation's link stops working (ISO 8601). */
  expiresAt: z.string(),
});
export type FamilyInvitation = z.infer<typeof familyInvitationSchema>;

/**
 * Answer of `GET /api/family`: the session's family, its members (guardians first, then by
 * when they joined) and its pending invitations.
 */
export const familySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** The session parent's own role in it. */
  role: z.enum(FAMILY_ROLES),
  members: z.array(familyMemberSchema),
  invitations: z.array(familyInvitationSchema),
});
export type Family = z.infer<typeof familySchema>;
