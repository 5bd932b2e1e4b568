import type { HealthLog } from '@nestling/shared';

/**
 * The days and the order of a kid's logs: the charted days (spec §2.14), which the route's
 * prefetch and the screen ask for before the charts' own code (chart-data.ts, with the charts)
 * is loaded, and the list's order, which the cache keeps. This module is on the health
 * tracker's first load; chart-data.ts is not (issue 29).
 */

/**
 * The date `days` days before `isoDate` (negative: after), both `YYYY-MM-DD`.
 * @param isoDate `YYYY-MM-DD`
 * @param days whole days
 */
export function daysBefore(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Days the charts show (the viewer's today and the 29 before it). */
export const CHART_DAYS = 30;

/**
 * The charted days: from CHART_DAYS − 1 days before `today` to `today`, `YYYY-MM-DD`.
 * @param today the viewer's today, `YYYY-MM-DD`
 */
export function chartRange(today: string): { from: string; to: string } {
  return { from: daysBefore(today, CHART_DAYS - 1), to: today };
}

/**
 * The most recent logs first (date, then creation time, then id), the list's order (issue 5).
 * @returns a negative number when `a` comes before `b`
 */
export function newestFirst(a: HealthLog, b: HealthLog): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return b.id - a.id;
}
