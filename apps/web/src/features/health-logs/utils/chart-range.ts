/**
 * The health tracker's charted days (spec §2.14): the route's prefetch and the screen ask for
 * these days' logs before the charts' own code (chart-data.ts, with the charts) is loaded, so
 * this module is on the first load and that one is not (issue 29).
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
