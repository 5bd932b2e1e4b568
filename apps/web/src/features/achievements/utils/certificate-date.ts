import { formatMediumDate } from '@/lib/dates';

/**
 * A certificate's upload instant as a day in the viewer's zone, e.g. 'Mar 4, 2026'.
 * @param instant an ISO 8601 instant
 * @param locale BCP 47 tag; omitted: the browser's
 * @returns the day, or the input unchanged when it is not an instant
 */
export function formatCertificateDate(instant: string, locale?: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return formatMediumDate(date, locale);
}
