/**
 * The percentile curves a chart draws (issue 26: P3, P15, P50, P85, P97 for the child's sex
 * and age range), from the same L, M and S as the scores, so a point on a curve scores that
 * curve's z.
 */
import {
  GROWTH_CHART_RANGES,
  type GrowthChartRange,
  type GrowthCurvePoint,
  type GrowthIndicator,
  type GrowthSex,
} from '@nestling/shared';
import { DAYS_PER_MONTH } from './age.js';
import {
  isRestrictedIndicator,
  lmsForAge,
  lmsForLengthHeight,
  REFERENCE_2007_FIRST_MONTH,
  WEIGHT_FOR_HEIGHT_RANGE,
  WEIGHT_FOR_LENGTH_RANGE,
  type AgeIndicator,
  type LmsReading,
} from './indicators.js';
import { lmsValueAtZ, restrictedValueAtZ } from './lms.js';
import { PERCENTILE_LINE_Z } from './percentile.js';

/** The five lines' values at one LMS, in the indicator's unit. */
function pointAt(x: number, indicator: GrowthIndicator, { lms }: LmsReading): GrowthCurvePoint {
  const valueAt = isRestrictedIndicator(indicator) ? restrictedValueAtZ : lmsValueAtZ;
  return {
    x,
    p3: valueAt(PERCENTILE_LINE_Z[3], lms),
    p15: valueAt(PERCENTILE_LINE_Z[15], lms),
    p50: valueAt(PERCENTILE_LINE_Z[50], lms),
    p85: valueAt(PERCENTILE_LINE_Z[85], lms),
    p97: valueAt(PERCENTILE_LINE_Z[97], lms),
  };
}

/**
 * The percentile curves of an age-based indicator at the given ages, in days; ages where the
 * WHO's tables give no value (past 5 years for head circumference, past 10 for weight, past
 * 19 for all) are left out.
 * @param ageDays ages in days (fractions allowed: a month of the 2007 reference is 30.4375 days)
 */
export function curvesForAge(
  indicator: AgeIndicator,
  sex: GrowthSex,
  ageDays: readonly number[],
): GrowthCurvePoint[] {
  return ageDays.flatMap((days) => {
    const reading = lmsForAge(indicator, sex, { days });
    return reading ? [pointAt(days, indicator, reading)] : [];
  });
}

/**
 * The weight-for-length (below 2 years) or weight-for-height (2–5 years) percentile curves at
 * the given lengths/heights, in cm; values outside the table's range are left out.
 * @param measuredBy 'length' for the weight-for-length table (45–110 cm), 'height' for
 * weight-for-height (65–120 cm)
 */
export function curvesForLengthHeight(
  sex: GrowthSex,
  measuredBy: 'length' | 'height',
  lengthsCm: readonly number[],
): GrowthCurvePoint[] {
  // An age that picks the table: any day below 731 for length, from 731 for height.
  const ageDays = measuredBy === 'length' ? 0 : GROWTH_CHART_RANGES['0-5y'].toDays;
  return lengthsCm.flatMap((cm) => {
    const reading = lmsForLengthHeight(sex, cm, ageDays);
    return reading ? [pointAt(cm, 'weightForLengthHeight', reading)] : [];
  });
}

/** Evenly spaced numbers from `from` to `to` by `step`, `to` always last (within 1e-9). */
function steps(from: number, to: number, step: number, scale = 1): number[] {
  const values: number[] = [];
  const count = Math.floor((to - from) / step + 1e-9);
  for (let i = 0; i <= count; i++) values.push(Math.round((from + i * step) * scale) / scale);
  if (values.at(-1)! < to) values.push(to);
  return values;
}

/**
 * Where a chart's curves are drawn, in days of age: 0–2 years every 7 days, 0–5 years every
 * 14 days (the 2006 standards, by day); 5–19 years on its first day (1,827), at each whole
 * month from 61 to 227 (the 2007 reference's rows, at month × 30.4375 days) and on its last
 * day (6,939). Each range's last day is always included; 105 to 171 points.
 */
export function curveAgesDays(range: GrowthChartRange): number[] {
  const { fromDays, toDays } = GROWTH_CHART_RANGES[range];
  if (range === '0-2y') return steps(fromDays, toDays, 7);
  if (range === '0-5y') return steps(fromDays, toDays, 14);
  const lastWholeMonth = Math.floor(toDays / DAYS_PER_MONTH);
  const months = steps(REFERENCE_2007_FIRST_MONTH + 1, lastWholeMonth, 1);
  return [fromDays, ...months.map((month) => month * DAYS_PER_MONTH), toDays];
}

/** A chart's curves: what its x is, and the points. */
export interface GrowthCurves {
  indicator: GrowthIndicator;
  sex: GrowthSex;
  range: GrowthChartRange;
  /** x of the points: age in days, or length/height in cm (weight-for-length/height) */
  x: 'ageDays' | 'lengthCm' | 'heightCm';
  points: GrowthCurvePoint[];
}

/**
 * The curves to draw for one indicator, sex and age range (issue 26's `GET
 * /api/kids/:kidId/growth`). Weight-for-length/height follows the WHO's charts: for 0–2 years
 * weight-for-length (45–110 cm, every 0.5 cm), for 0–5 years weight-for-height (65–120 cm —
 * the WHO's 2–5 years chart), none for 5–19 years (no 2007 table). Head circumference has no
 * curve past 5 years, weight-for-age none past 10.
 */
export function growthCurves(
  indicator: GrowthIndicator,
  sex: GrowthSex,
  range: GrowthChartRange,
): GrowthCurves {
  if (indicator !== 'weightForLengthHeight') {
    const points = curvesForAge(indicator, sex, curveAgesDays(range));
    return { indicator, sex, range, x: 'ageDays', points };
  }
  if (range === '5-19y') return { indicator, sex, range, x: 'heightCm', points: [] };
  const byLength = range === '0-2y';
  const { min, max } = byLength ? WEIGHT_FOR_LENGTH_RANGE : WEIGHT_FOR_HEIGHT_RANGE;
  const points = curvesForLengthHeight(
    sex,
    byLength ? 'length' : 'height',
    steps(min, max, 0.5, 10),
  );
  return { indicator, sex, range, x: byLength ? 'lengthCm' : 'heightCm', points };
}
