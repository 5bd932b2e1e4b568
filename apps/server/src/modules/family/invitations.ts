import { MESSAGES, type FamilyRole } from '@nestling/shared';
import { badRequest, conflict } from '../../lib/http-errors.js';
import { hashToken, TOKEN_SHAPE } from '../auth/tokens.js';
import type { Repositories } from '../repositories.js';
import type { FamilyHeadcount, FamilyInvitationRecord, Membership } from './family.repository.js';

/** Refusal of a link that names no usable invitation: unknown, cancelled or malformed. */
const invalid = () => badRequest('INVITATION_INVALID', MESSAGES.family.invitationInvalid);

/**
 * Whether a member moving out of their family would leave it without a guardian while it
 * still has other members or kids (decision 056: a family always has a guardian; the last one
 * hands it over first). A member alone in a family without kids may always go.
 */
export function isLastGuardian(membership: Membership, headcount: FamilyHeadcount): boolean {
  return (
    membership.role === 'guardian' &&
    headcount.guardians <= 1 &&
    (headcount.members > 1 || headcount.kids > 0)
  );
}

/**
 * The pending, unexpired invitation an invitation link's token names.
 * @throws HttpError 400 INVITATION_INVALID (unknown, cancelled or malformed token),
 *   INVITATION_USED (accepted already), INVITATION_EXPIRED (past its 7 days)
 */
export async function usableInvitation(
  repos: Pick<Repositories, 'family'>,
  token: string,
): Promise<FamilyInvitationRecord> {
  if (!TOKEN_SHAPE.test(token)) throw invalid();
  const invitation = await repos.family.findInvitationByTokenHash(hashToken(token));
  if (!invitation || invitation.cancelledAt) throw invalid();
  if (invitation.acceptedAt) throw badRequest('INVITATION_USED', MESSAGES.family.invitationUsed);
  if (invitation.expiresAt.getTime() <= Date.now())
    throw badRequest('INVITATION_EXPIRED', MESSAGES.family.invitationExpired);
  return invitation;
}

/** Where an accepted invitation put its parent. */
export interface JoinedFamily {
  familyId: number;
  role: FamilyRole;
  /** The family the parent left (deleted if it was left empty), if they were in one. */
  leftFamilyId?: number;
}

/**
 * Accepts an invitation for `parentId` (issue 24, decision 056): the parent joins the inviting
 * family with the invited role, once per link. A parent in another family leaves it — the kids
 * they represent and its files they uploaded go to its next guardian, and a family left with
 * no member and no kid is deleted — unless they are its last guardian and it has other members
 * or kids. A parent in no family yet (a registration, in its transaction) simply joins. Both
 * families' rows are locked (lowest id first) before anything is decided, so two acceptances
 * of one link, or a leave racing an acceptance, take turns. Run in a transaction.
 * @throws HttpError 400 INVITATION_INVALID / INVITATION_USED / INVITATION_EXPIRED (see
 *   {@link usableInvitation}); 409 ALREADY_IN_FAMILY when the parent is a member of the
 *   inviting family already; 409 LAST_GUARDIAN when they must hand their family over first
 */
export async function joinThroughInvitation(
  repos: Pick<Repositories, 'family'>,
  token: string,
  parentId: number,
): Promise<JoinedFamily> {
  const { family } = repos;
  const first = await usableInvitation(repos, token);
  const before = await family.membership(parentId);
  await family.lockFamilies(before ? [first.familyId, before.familyId] : [first.familyId]);
  // Read again under the locks: another acceptance or a membership change may have won.
  const invitation = await usableInvitation(repos, token);
  const current = await family.membership(parentId);
  if (current?.familyId === invitation.familyId)
    throw conflict('ALREADY_IN_FAMILY', MESSAGES.family.alreadyInFamily);
  if (current && current.familyId !== before?.familyId) {
    // Moved between the first read and the lock (a concurrent acceptance): that family's row
    // is not locked here, so decide nothing on it.
    throw conflict('MEMBERSHIP_CHANGED', MESSAGES.family.membershipChanged);
  }
  if (current && isLastGuardian(current, await family.headcount(current.familyId)))
    throw conflict('LAST_GUARDIAN', MESSAGES.family.lastGuardianJoin);
  if (!(await family.acceptInvitation(invitation.id, parentId)))
    throw badRequest('INVITATION_USED', MESSAGES.family.invitationUsed);
  if (!current) {
    await family.addMember(parentId, invitation.familyId, invitation.role);
    return { familyId: invitation.familyId, role: invitation.role };
  }
  await family.handOver(current.familyId, parentId);
  await family.moveMember(parentId, invitation.familyId, invitation.role);
  await family.deleteIfEmpty(current.familyId);
  return { familyId: invitation.familyId, role: invitation.role, leftFamilyId: current.familyId };
}
