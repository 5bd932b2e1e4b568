import type { Family } from '@nestling/shared';
import { fileUrl } from '../files/file.presenter.js';
import type { FamilyMemberView, FamilyRecord } from './family.repository.js';

/**
 * The family as `GET /api/family` answers it (issue 24): its members with their roles and
 * photos, and its pending invitations (none until the invitations slice).
 * @param viewerRole the session parent's own role in the family
 */
export function presentFamily(
  family: FamilyRecord,
  members: FamilyMemberView[],
  viewerRole: Family['role'],
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
    invitations: [],
  };
}
