import type { Parent } from '@nestling/shared';
import { fileUrl } from '../files/file.presenter.js';
import type { SessionParentProfile } from '../../lib/request-context.js';

/**
 * The parent as every answer shows it (spec §3 Parent). One presenter for REST and socket
 * payloads (conventions.md, Outline). Never includes the password hash.
 */
export function presentParent(record: SessionParentProfile): Parent {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    photoUrl: record.photoFileId ? fileUrl(record.photoFileId) : null,
    emailVerified: record.emailVerified,
    role: record.role,
    dob: record.dob,
    gender: record.gender,
  };
}
