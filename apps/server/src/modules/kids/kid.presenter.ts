import type { Kid } from '@nestling/shared';
import { fileUrl } from '../files/file.presenter.js';
import type { KidView } from './kid.repository.js';

/** A kid as its parent sees it (spec §3 Kid). The one presenter for every kid answer. */
export function presentKid(record: KidView): Kid {
  return {
    id: record.id,
    parentId: record.parentId,
    name: record.name,
    age: record.age,
    gender: record.gender,
    dob: record.dob,
    address: record.address,
    interests: record.interests,
    skillLevel: record.skillLevel,
    photoUrl: record.photoFileId ? fileUrl(record.photoFileId) : null,
    showInExplore: record.showInExplore,
    area: record.area,
    createdAt: record.createdAt.toISOString(),
  };
}
