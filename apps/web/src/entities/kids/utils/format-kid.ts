import type { Kid } from '@nestling/shared';

/**
 * A kid's age as words: '1 year old', '6 years old', 'Under 1 year old' (the kids list, the kid
 * profile, the parent hub's kid cards and the Health Tracker's kid picker all say it this way).
 * @param age whole years, 0 or more (spec §5: the kid's age field)
 */
export function formatAge(age: number): string {
  if (age === 0) return 'Under 1 year old';
  return `${age} ${age === 1 ? 'year' : 'years'} old`;
}

/**
 * The line under a kid's name wherever kids are listed: age and gender, e.g.
 * '6 years old · Female' (spec §2.10: a kid card shows name, age and gender).
 * @param kid the kid's age (whole years) and gender
 */
export function formatAgeAndGender(kid: Pick<Kid, 'age' | 'gender'>): string {
  return `${formatAge(kid.age)} · ${kid.gender}`;
}

/**
 * A date-only value (a kid's dob, `YYYY-MM-DD`) in the viewer's locale, never shifted by a
 * time zone (product.md: date-only values stay dates).
 * @param isoDate `YYYY-MM-DD` (a longer ISO text is cut to its date)
 * @param locale a BCP 47 tag; default the browser's
 * @returns e.g. '4 May 2019' (en-GB), or the input unchanged when it is not a date
 */
export function formatDateOnly(isoDate: string, locale?: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * The URL of a kid's photo: the stored image, or its 320 px thumbnail for small places
 * (the files route's `variant=thumb`).
 * @param kid anything with the kid's `photoUrl` (spec §3)
 * @param variant 'full' for the profile page, 'thumb' for lists, cards and form previews
 * @returns the path, or null when the kid has no photo
 */
export function kidPhotoSrc(kid: Pick<Kid, 'photoUrl'>, variant: 'full' | 'thumb'): string | null {
  if (!kid.photoUrl) return null;
  if (variant === 'full') return kid.photoUrl;
  return `${kid.photoUrl}${kid.photoUrl.includes('?') ? '&' : '?'}variant=thumb`;
}
