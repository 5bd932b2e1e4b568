import { ageInYears, gestationalAgeOf, todayIsoDate, type Kid } from '@nestling/shared';
import { fileUrl } from '../files/file.presenter.js';
import type { KidView } from './kid.repository.js';

/**
 * A kid as its parent sees it (spec §3 Kid). The one presenter for every kid answer.
 *
 * `age` is derived from the date of birth on every answer (issue 9): a stored age goes stale as
 * the child grows. The API keeps accepting `age` in the payload, as spec §7.3 sends it, but
 * answers the whole years from `dob` to the server's today.
 * @param record the kid's row
 * @param today the day to count the age at, `YYYY-MM-DD`; default the server's today (its
 *   time zone)
 */
export function presentKid(record: KidView, today: string = todayIsoDate()): Kid {
  return {
    id: record.id,
    parentId: record.parentId,
    name: record.name,
    age: ageInYears(record.dob, today),
    gender: record.gender,
    dob: record.dob,
    address: record.address,
    interests: record.interests,
    skillLevel: record.skillLevel,
    photoUrl: record.photoFileId ? fileUrl(record.photoFileId) : null,
    showInExplore: record.showInExplore,
    area: record.area,
    gestationalAge:
      record.gestationalAgeDays === null ? null : gestationalAgeOf(record.gestationalAgeDays),
    createdAt: record.createdAt.toISOString(),
  };
}
