import type { Kid } from '@nestling/shared';

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

/** '1 year old' / '6 years old' / 'Under 1 year old' for a whole-number age. */
export function formatAge(age: number): string {
  if (age === 0) return 'Under 1 year old';
  return `${age} ${age === 1 ? 'year' : 'years'} old`;
}

/**
 * The URL of a kid's photo: the stored image, or its 320 px thumbnail for small places.
 * @returns the path, or null when the kid has no photo
 */
export function kidPhotoSrc(kid: Pick<Kid, 'photoUrl'>, variant: 'full' | 'thumb'): string | null {
  if (!kid.photoUrl) return null;
  if (variant === 'full') return kid.photoUrl;
  return `${kid.photoUrl}${kid.photoUrl.includes('?') ? '&' : '?'}variant=thumb`;
}

/**
 * The kid's route parameter as an id (spec §2.1: a numeric kidId).
 * @param param the raw `:kidId` text
 * @returns a positive integer, or undefined when it is missing or not one
 */
export function parseKidId(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,9}$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 ? id : undefined;
}
