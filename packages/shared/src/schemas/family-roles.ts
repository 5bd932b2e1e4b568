import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { builtOnce } from './built-once.js';

/**
 * The family's roles, an invitation's token and the "Added by" line (issue 24), apart from the family's schemas:
 * the session's schema reads them, and the family's answer (with its home area) stays off
 * every signed-in first load (decision 063).
 *
 * The family (issue 24, decision 056): the household that owns the kids and every record a kid
 * owns. A parent account is a member of exactly one family, with a role:
 * - `guardian`: everything a parent can do, including the social layer, billing, deletions and
 *   managing members; a family always has at least one;
 * - `caregiver`: sees the family's kids and adds to their calendars, health and achievements.
 */
export const FAMILY_ROLES = ['guardian', 'caregiver'] as const;
export type FamilyRole = (typeof FAMILY_ROLES)[number];

/** The line under a record another member of the family wrote (issue 24: "added by Sam"). */
export const FAMILY_RECORD_TEXTS = {
  addedBy: (firstName: string) => `Added by ${firstName}`,
} as const;

/**
 * A family invitation link's token (issue 24): 43 characters of base64url as issued; a token
 * of another shape is refused as invalid by the server without a lookup. Built on the first
 * call (`builtOnce`: the session's schema reads this module, issue 29); `invitationTokenSchema`
 * is it.
 */
export const getInvitationTokenSchema = builtOnce(() =>
  z
    .string({ error: MESSAGES.family.invitationInvalid })
    .min(1, MESSAGES.family.invitationInvalid)
    .max(200, MESSAGES.family.invitationInvalid),
);
/** A family invitation link's token (see getInvitationTokenSchema). */
export const invitationTokenSchema = /* @__PURE__ */ getInvitationTokenSchema();
