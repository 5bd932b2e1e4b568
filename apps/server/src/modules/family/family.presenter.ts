import type { Family, FamilyArea, FamilyInvitation } from '@nestling/shared';
import { fileUrl } from '../files/file.presenter.js';
import type { GazetteerPlace } from '../places/gazetteer.js';
import type {
  FamilyInvitationRecord,
  FamilyMemberView,
  FamilyRecord,
} from './family.repository.js';

/** A pending invitation as the family's answer and the invitation route show it. */
export function presentInvitation(invitation: FamilyInvitationRecord): FamilyInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * The family as `GET /api/family` answers it (issue 24): its members with their roles and
 * photos, its pending invitations (a guardian's view; a caregiver gets none), its home area and
 * whether to ask this parent for one (issue 30: a guardian, no area, the prompt not answered).
 * @param viewerRole the session parent's own role in the family
 */
export function presentFamily(
  family: FamilyRecord,
  members: FamilyMemberView[],
  viewerRole: Family['role'],
  invitations: FamilyInvitationRecord[],
): Family {
  return {
    id: family.id,
    createdAt: family.createdAt.toISOString(),
    role: viewerRole,
    members: members.map((member) => ({
      id: member.parentId,
      name: member.name,
      photoUrl: member.photoFileId ? fileUrl(member.photoFileId) : null,
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
    })),
    invitations: viewerRole === 'guardian' ? invitations.map(presentInvitation) : [],
    area: presentFamilyArea(family),
    areaPrompt:
      viewerRole === 'guardian' &&
      family.areaPlaceId === null &&
      family.areaPromptDismissedAt === null,
  };
}

/**
 * The family's home area as answers show it (issue 30): the place's id, name, region code and
 * country — never its centre or cells. Null until a guardian chose one.
 */
export function presentFamilyArea(
  family: Pick<FamilyRecord, 'areaPlaceId' | 'areaName' | 'areaAdmin' | 'areaCountry'>,
): FamilyArea | null {
  if (family.areaPlaceId === null || family.areaName === null || family.areaCountry === null)
    return null;
  return {
    placeId: family.areaPlaceId,
    name: family.areaName,
    ...(family.areaAdmin ? { admin: family.areaAdmin } : {}),
    country: family.areaCountry,
  };
}

/** A place of the gazetteer as the family's area (see presentFamilyArea). */
export function presentPlaceAsArea(place: GazetteerPlace): FamilyArea {
  return {
    placeId: place.id,
    name: place.name,
    ...(place.admin ? { admin: place.admin } : {}),
    country: place.country,
  };
}
