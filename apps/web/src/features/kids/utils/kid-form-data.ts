import { formatInterests, type KidFields } from '@nestling/shared';

/**
 * The multipart body of POST and PATCH /api/kids (spec §7.3): text fields plus the optional
 * file `photo`. Interests go as JSON array text on add and as comma-separated text on edit, as
 * the spec's two forms send them; the server reads both. showInExplore is 'true'/'false';
 * empty optional fields (skill level, area, the gestational age's weeks and days) are sent empty, which the server stores as none.
 * @param fields the checked kid fields
 * @param photo the picked file, if any
 * @param interestsFormat 'json' (add form) or 'comma' (edit form)
 */
export function kidFormData(
  fields: KidFields,
  photo: File | null | undefined,
  interestsFormat: 'json' | 'comma',
): FormData {
  const body = new FormData();
  body.set('name', fields.name);
  body.set('age', String(fields.age));
  body.set('gender', fields.gender);
  body.set('dob', fields.dob);
  body.set('address', fields.address);
  const interests = fields.interests ?? [];
  body.set(
    'interests',
    interestsFormat === 'json'
      ? JSON.stringify(interests)
      : interests.length > 0
        ? formatInterests(interests)
        : '',
  );
  body.set('skillLevel', fields.skillLevel ?? '');
  body.set('showInExplore', fields.showInExplore ? 'true' : 'false');
  body.set('area', fields.area ?? '');
  // Both empty clears the gestational age; days alone are refused by the server.
  body.set(
    'gestationalWeeks',
    fields.gestationalWeeks == null ? '' : String(fields.gestationalWeeks),
  );
  body.set('gestationalDays', fields.gestationalDays == null ? '' : String(fields.gestationalDays));
  if (photo) body.set('photo', photo, photo.name);
  return body;
}
