import type { FamilyRole, Parent } from '@nestling/shared';
import { fileUrl } from '../files/file.presenter.js';
import type { SessionParentProfile } from '../../lib/request-context.js';

/**
 * The parent as every answer shows it (spec §3 Parent). One presenter for REST and socket
 * payloads (conventions.md, Outline). Never includes the password hash. `familyRole` when the
 * record carries it (a session's parent, decision 056).
 */
export function presentParent(
  record: SessionParentProfile & { familyRole?: FamilyRole | undefined },
): Parent {
  return {
    ...(record.familyRole ? { familyRole: record.familyRole } : {}),
    id: record.id,
    name: record.name,
    email: record.email,
    photoUrl: record.photoFileId ? fileUrl(record.photoFileId) : null,
    emailVerified: record.emailVerified,
    role: record.role,
    dob: record.dob,
    gender: record.gender,
    locale: record.locale,
  };
}
