import {
  GROWTH_INDICATORS,
  percentileInWords,
  type GrowthAnswer,
  type GrowthIndicator,
} from '@nestling/shared';
import { dateTimeFormat } from '@/lib/dates';

/** How the screen names each indicator in a sentence ("weight: 62nd percentile"). */
export const INDICATOR_WORDS: Record<GrowthIndicator, string> = {
  weightForAge: 'weight',
  lengthHeightForAge: 'length/height',
  headCircumferenceForAge: 'head circumference',
  bmiForAge: 'BMI',
  weightForLengthHeight: 'weight for length/height',
};

/** One indicator's latest percentile, said in words. */
export interface LatestPercentile {
  indicator: GrowthIndicator;
  date: string;
  percentile: number;
  /** e.g. "weight: 62nd percentile" */
  text: string;
}

/**
 * Each indicator's latest percentile in words (issue 26: "weight: 62nd percentile"), from the
 * newest measurement that has a score for it, in the WHO indicators' order.
 * @param growth the growth answer (measurements oldest first)
 */
export function latestPercentiles(growth: GrowthAnswer): LatestPercentile[] {
  return GROWTH_INDICATORS.flatMap((indicator) => {
    for (let index = growth.measurements.length - 1; index >= 0; index--) {
      const measurement = growth.measurements[index]!;
      const score = measurement.scores.find((item) => item.indicator === indicator);
      if (score) {
        return [
          {
            indicator,
            date: measurement.date,
            percentile: score.percentile,
            text: `${INDICATOR_WORDS[indicator]}: ${percentileInWords(score.percentile)}`,
          },
        ];
      }
    }
    return [];
  });
}

/**
 * An age in days as a parent says it: "3 weeks", "14 months", "6 years 2 months" (months of
 * 30.4375 days, as the WHO's software counts them); "8 weeks before term" for a corrected age
 * below 0.
 */
export function formatAgeDays(days: number): string {
  if (days < 0) return `${Math.round(-days / 7)} weeks before term`;
  if (days < 61) return `${Math.floor(days / 7)} weeks`;
  // Completed months, with a day's slack: 365 days is 11.99 WHO months, which a parent calls 12.
  const months = Math.floor((days + 1) / 30.4375);
  if (months < 24) return `${months} months`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? `${years} years` : `${years} years ${rest} months`;
}

/** A `YYYY-MM-DD` date in the viewer's locale, read in UTC so it names the same day: '10 Sep 2026'. */
export function formatMeasurementDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
