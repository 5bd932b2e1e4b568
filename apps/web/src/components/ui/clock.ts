/** Which clock a time field shows: hours 1–12 with AM/PM, or 0–23 (spec §5 Time input). */
export type ClockKind = 12 | 24;

/**
 * The clock a locale writes times with, from Intl's hour cycle (h11/h12 → 12, h23/h24 → 24).
 * @param locale a BCP 47 tag; omitted: the browser's own locale
 */
export function clockOfLocale(locale?: string): ClockKind {
  const { hourCycle, hour12 } = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
  }).resolvedOptions();
  if (hourCycle) return hourCycle === 'h11' || hourCycle === 'h12' ? 12 : 24;
  return hour12 ? 12 : 24;
}
