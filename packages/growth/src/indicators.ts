/**
 * Z-scores and percentiles of a measurement on the WHO growth standards, computed as the WHO's
 * own software computes them: anthro (`anthro_zscores`, 0 to < 60 months, the WHO Child Growth
 * Standards 2006, by day) and anthroplus (`anthroplus_zscores`, 60 to 228 months, the WHO
 * Growth Reference 2007, by month). Units: kg, cm, days (or months where named).
 */
import type {
  GrowthIndicator,
  GrowthScore,
  GrowthSex,
  MeasurementPosition,
} from '@nestling/shared';
import { DAYS_PER_MONTH, roundHalfUp, TWENTY_FOUR_MONTHS_DAYS } from './age.js';
import { lmsZScore, restrictedZScore } from './lms.js';
import { percentileFromZ } from './percentile.js';
import { roundLikeR } from './rounding.js';
import { whoTable, type Lms, type WhoTableName } from './tables.js';

/** Which of the WHO's two sets of tables a score comes from. */
export type GrowthReference = GrowthScore['reference'];

/** The indicators read by age (all but weight-for-length/height). */
export type AgeIndicator = Exclude<GrowthIndicator, 'weightForLengthHeight'>;

/**
 * An age, in days or in months, as the WHO's software takes it: anthro converts months to days
 * (× 30.4375, rounded half up) and anthroplus days to months (÷ 30.4375, not rounded).
 */
export type GrowthAge = { days: number } | { months: number };

/** Where each indicator is read, and how (anthro's and anthroplus's per-indicator functions). */
const AGE_INDICATORS: Record<
  AgeIndicator,
  {
    /** the 2006 standards' table (anthro), by day 0–1826 */
    standards: WhoTableName;
    /** the 2007 reference's table (anthroplus), by month from 60, and its last month */
    reference: { table: WhoTableName; lastMonth: number } | null;
    /** the WHO's restricted z beyond ±3 (anthro `compute_zscore_adjusted`) */
    restricted: boolean;
  }
> = {
  // anthro_zscore_weight_for_age; anthroplus zscore_weight_for_age (WFA_UPPER_AGE_LIMIT 120)
  weightForAge: {
    standards: 'weianthro',
    reference: { table: 'wfawho2007', lastMonth: 120 },
    restricted: true,
  },
  // anthro_zscore_length_for_age; anthroplus zscore_height_for_age (to 228)
  lengthHeightForAge: {
    standards: 'lenanthro',
    reference: { table: 'hfawho2007', lastMonth: 228 },
    restricted: false,
  },
  // anthro_zscore_head_circumference_for_age (no 2007 reference)
  headCircumferenceForAge: { standards: 'hcanthro', reference: null, restricted: false },
  // anthro_zscore_bmi_for_age; anthroplus zscore_bmi_for_age (to 228)
  bmiForAge: {
    standards: 'bmianthro',
    reference: { table: 'bfawho2007', lastMonth: 228 },
    restricted: true,
  },
};

/** The age-based indicators' first month on the 2007 reference (anthroplus: ≥ 60 months). */
export const REFERENCE_2007_FIRST_MONTH = 60;

/** Where a score's LMS was read. */
export interface LmsReading {
  lms: Lms;
  reference: GrowthReference;
  table: WhoTableName;
}

/** L, M and S at `fraction` of the way from `low` to `high` (anthro/anthroplus: linear). */
function interpolate(low: Lms, high: Lms, fraction: number): Lms {
  return {
    l: low.l + fraction * (high.l - low.l),
    m: low.m + fraction * (high.m - low.m),
    s: low.s + fraction * (high.s - low.s),
  };
}

/** An age in months (unrounded), or NaN when it is not a number ≥ 0. */
function monthsOf(age: GrowthAge): number {
  const months = 'months' in age ? age.months : age.days / DAYS_PER_MONTH;
  return months >= 0 ? months : Number.NaN;
}

/** An age in whole days for the 2006 tables: anthro's `age_to_days` and `round_up`. */
function tableDayOf(age: GrowthAge): number {
  return roundHalfUp('months' in age ? age.months * DAYS_PER_MONTH : age.days);
}

/**
 * The WHO's L, M and S of an age-based indicator at an age, or null where the WHO's software
 * computes no z-score. Below 60 months (anthro: `age_in_months < 60`): the 2006 standards' row
 * of the age in days rounded half up. From 60 months to the indicator's last month
 * inclusive (anthroplus: 228, weight-for-age 120; none for head circumference): the 2007
 * reference, interpolated linearly between the whole months around the age (anthroplus
 * `zscore_indicator`).
 */
export function lmsForAge(
  indicator: AgeIndicator,
  sex: GrowthSex,
  age: GrowthAge,
): LmsReading | null {
  const months = monthsOf(age);
  if (Number.isNaN(months)) return null;
  const tables = AGE_INDICATORS[indicator];
  if (months < REFERENCE_2007_FIRST_MONTH) {
    const table = whoTable(tables.standards);
    const lms = table.lmsAt(sex, tableDayOf(age) - table.first);
    return lms ? { lms, reference: 'who-2006', table: table.name } : null;
  }
  if (!tables.reference || months > tables.reference.lastMonth) return null;
  const table = whoTable(tables.reference.table);
  const lowMonth = Math.trunc(months);
  const fraction = months - lowMonth;
  const low = table.lmsAt(sex, lowMonth - table.first);
  if (!low) return null;
  if (fraction === 0) return { lms: low, reference: 'who-2007', table: table.name };
  const high = table.lmsAt(sex, Math.trunc(months + 1) - table.first);
  return high
    ? { lms: interpolate(low, high, fraction), reference: 'who-2007', table: table.name }
    : null;
}

/** The weight-for-length and weight-for-height tables' ranges (anthro: 45–110, 65–120 cm). */
export const WEIGHT_FOR_LENGTH_RANGE = { min: 45, max: 110 } as const;
export const WEIGHT_FOR_HEIGHT_RANGE = { min: 65, max: 120 } as const;

/**
 * The WHO's L, M and S of weight-for-length/height, or null where anthro computes none.
 * Below 731 days the weight-for-length table (45–110 cm), from 731 days weight-for-height
 * (65–120 cm); only below 60 months. The length/height is the one standardised for the age
 * ({@link lengthForStandards}); between the tables' 0.1 cm rows L, M and S are interpolated
 * linearly, exactly as anthro's `anthro_zscore_weight_for_lenhei` does (its lower row is
 * trunc(x·10)/10, its upper trunc(x·10 + 1)/10).
 * @param lengthHeightCm the standardised length/height, cm
 * @param ageDays the age in days (rounded half up to pick the table)
 */
export function lmsForLengthHeight(
  sex: GrowthSex,
  lengthHeightCm: number,
  ageDays: number,
): LmsReading | null {
  if (!(ageDays >= 0) || !(ageDays / DAYS_PER_MONTH < REFERENCE_2007_FIRST_MONTH)) return null;
  const byLength = roundHalfUp(ageDays) < TWENTY_FOUR_MONTHS_DAYS;
  const range = byLength ? WEIGHT_FOR_LENGTH_RANGE : WEIGHT_FOR_HEIGHT_RANGE;
  if (!(lengthHeightCm >= range.min && lengthHeightCm <= range.max)) return null;
  const table = whoTable(byLength ? 'wflanthro' : 'wfhanthro');
  const firstTenth = Math.round(table.first * 10);
  const lowTenth = Math.trunc(lengthHeightCm * 10);
  const fraction = (lengthHeightCm - lowTenth / 10) / 0.1;
  const low = table.lmsAt(sex, lowTenth - firstTenth);
  if (!low) return null;
  if (!(fraction > 0)) return { lms: low, reference: 'who-2006', table: table.name };
  const high = table.lmsAt(sex, Math.trunc(lengthHeightCm * 10 + 1) - firstTenth);
  return high
    ? { lms: interpolate(low, high, fraction), reference: 'who-2006', table: table.name }
    : null;
}

/**
 * The WHO's limits beyond which its software flags a z-score as biologically implausible:
 * anthro (`anthro_zscores`' documentation: fwei zwei < −6 or > 5, flen |zlen| > 6, fwfl
 * |zwfl| > 5, fbmi |zbmi| > 5, fhc |zhc| > 5) and anthroplus (fwfa < −6 or > 5, fhfa |zhfa|
 * > 6, fbfa |zbfa| > 5) — the same limits for both.
 */
export const WHO_FLAG_LIMITS: Record<GrowthIndicator, { min: number; max: number }> = {
  weightForAge: { min: -6, max: 5 },
  lengthHeightForAge: { min: -6, max: 6 },
  headCircumferenceForAge: { min: -5, max: 5 },
  bmiForAge: { min: -5, max: 5 },
  weightForLengthHeight: { min: -5, max: 5 },
};

/** Whether the indicator uses the WHO's restricted z beyond ±3 (the weight-based ones). */
export function isRestrictedIndicator(indicator: GrowthIndicator): boolean {
  return indicator === 'weightForLengthHeight' || AGE_INDICATORS[indicator].restricted;
}

/** One indicator's score, as {@link GrowthScore} plus the unrounded z and the table read. */
export interface IndicatorScore extends GrowthScore {
  /** z before rounding */
  zExact: number;
  table: WhoTableName;
}

/**
 * The score of a value read at an LMS: z (restricted for the weight-based indicators),
 * rounded to 2 decimals as the WHO's software rounds it; the percentile of the unrounded z;
 * the WHO's implausibility flag, judged on the rounded z as anthro does.
 */
function scoreOf(
  indicator: GrowthIndicator,
  value: number,
  reading: LmsReading,
  ageDays: number,
): IndicatorScore {
  const zExact = isRestrictedIndicator(indicator)
    ? restrictedZScore(value, reading.lms)
    : lmsZScore(value, reading.lms);
  const z = roundLikeR(zExact, 2);
  const limits = WHO_FLAG_LIMITS[indicator];
  return {
    indicator,
    ageDays,
    z,
    zExact,
    percentile: percentileFromZ(zExact),
    reference: reading.reference,
    table: reading.table,
    flaggedImplausible: z < limits.min || z > limits.max,
  };
}

/**
 * The z-score of one value on an age-based indicator, or null where the WHO computes none
 * (see {@link lmsForAge}; also for a value that is not a number > 0, as anthro).
 * @param value kg (weight), cm (length/height — already standardised for the position, see
 * {@link lengthForStandards} — or head circumference), kg/m² (BMI)
 */
export function scoreForAge(
  indicator: AgeIndicator,
  sex: GrowthSex,
  age: GrowthAge,
  value: number,
): IndicatorScore | null {
  if (!(value > 0) || !Number.isFinite(value)) return null;
  const reading = lmsForAge(indicator, sex, age);
  const ageDays = 'days' in age ? age.days : age.months * DAYS_PER_MONTH;
  return reading && scoreOf(indicator, value, reading, ageDays);
}

/**
 * The weight-for-length/height z-score, or null where anthro computes none (see
 * {@link lmsForLengthHeight}).
 * @param weightKg kg
 * @param lengthHeightCm the length/height standardised for the age, cm
 * @param ageDays the age in days
 */
export function scoreForLengthHeight(
  sex: GrowthSex,
  weightKg: number,
  lengthHeightCm: number,
  ageDays: number,
): IndicatorScore | null {
  if (!(weightKg > 0) || !Number.isFinite(weightKg)) return null;
  const reading = lmsForLengthHeight(sex, lengthHeightCm, ageDays);
  return reading && scoreOf('weightForLengthHeight', weightKg, reading, ageDays);
}

/** A length/height as the standards read it, and what was done to it. */
export interface StandardisedLength {
  /** the length (below 731 days) or height (from 731 days) the standards read, cm */
  lengthHeightCm: number;
  /** what was added to the measured value: +0.7, −0.7 or 0 cm */
  adjustmentCm: number;
  /**
   * whether the position was ignored: standing below 9 months, which anthro takes as a wrong
   * position (its `c9mo_flag`) and reads as lying, without adjustment
   */
  positionIgnored: boolean;
}

/** The WHO's difference between lying length and standing height: 0.7 cm (anthro). */
export const LYING_STANDING_DIFFERENCE_CM = 0.7;

/** anthro ignores a standing position below 9 months (`age_in_months < 9`, c9mo_flag). */
export const STANDING_FROM_MONTHS = 9;

/**
 * Standardises a measured length/height for the WHO's tables, as anthro's `adjust_lenhei` and
 * `anthro_zscores` do: below 731 days the standards are lying length, so a standing height gets
 * +0.7 cm; from 731 days they are standing height, so a lying length gets −0.7 cm. Standing
 * below 9 months is taken as a wrong position and ignored (anthro's c9mo_flag). No position:
 * the right one for the age is assumed (no adjustment). The 2007 reference (from 1,827 days)
 * is standing height, so the same −0.7 cm applies to a lying length there too (anthroplus has
 * no position; decision 052).
 * @param lengthCm the measured length/height, cm
 * @param position how it was measured, if known
 * @param ageDays the age for the standards, in days
 */
export function lengthForStandards(
  lengthCm: number,
  position: MeasurementPosition | null | undefined,
  ageDays: number,
): StandardisedLength {
  const positionIgnored =
    position === 'standing' && ageDays / DAYS_PER_MONTH < STANDING_FROM_MONTHS;
  const used = positionIgnored ? null : position;
  const day = roundHalfUp(ageDays);
  const adjustmentCm =
    day < TWENTY_FOUR_MONTHS_DAYS && used === 'standing'
      ? LYING_STANDING_DIFFERENCE_CM
      : day >= TWENTY_FOUR_MONTHS_DAYS && used === 'lying'
        ? -LYING_STANDING_DIFFERENCE_CM
        : 0;
  return { lengthHeightCm: lengthCm + adjustmentCm, adjustmentCm, positionIgnored };
}

/**
 * Body mass index from weight and the standardised length/height: kg / m² (anthro's `cbmi`,
 * anthroplus's `compute_bmi`).
 */
export function bodyMassIndex(weightKg: number, lengthHeightCm: number): number {
  return weightKg / (lengthHeightCm / 100) ** 2;
}

/** One measurement, as the standards need it. */
export interface MeasurementInput {
  sex: GrowthSex;
  /** the age for the standards (corrected where it applies: `ageForStandards`), days */
  ageDays: number;
  weightKg?: number | null;
  lengthCm?: number | null;
  position?: MeasurementPosition | null;
  headCircumferenceCm?: number | null;
}

/** What the WHO standards say about one measurement. */
export interface MeasurementAssessment {
  ageDays: number;
  /** the age in months as the WHO's software counts them (days ÷ 30.4375) */
  ageMonths: number;
  /** the length/height standardised for the age and position, cm; null when not measured */
  lengthHeightCm: number | null;
  /** +0.7, −0.7 or 0 cm: see {@link lengthForStandards} */
  lengthAdjustmentCm: number;
  positionIgnored: boolean;
  /** kg/m² from weight and the standardised length/height; null without both */
  bmi: number | null;
  /** each indicator the standards cover at this age and for these values */
  scores: Partial<Record<GrowthIndicator, IndicatorScore>>;
}

/** A measured value, or null when absent or not a number > 0 (anthro: NA). */
function measured(value: number | null | undefined): number | null {
  return value != null && value > 0 && Number.isFinite(value) ? value : null;
}

/**
 * Every WHO score of one measurement (issue 26), as `anthro_zscores` (below 60 months) and
 * `anthroplus_zscores` (60–228 months) compute them: the length/height standardised for age and
 * position, BMI from it, then weight-for-age, length/height-for-age, head
 * circumference-for-age, BMI-for-age and weight-for-length/height — each where the WHO's
 * tables cover the age (and the length/height), from the values given.
 * An age below 0 (a preterm baby before its term date, once corrected) has no scores.
 * @param input the child's sex, age for the standards in days, and any of weight (kg),
 * length/height (cm) with its position, head circumference (cm)
 */
export function assessMeasurement(input: MeasurementInput): MeasurementAssessment {
  const { sex, ageDays } = input;
  const weightKg = measured(input.weightKg);
  const lengthCm = measured(input.lengthCm);
  const headCm = measured(input.headCircumferenceCm);
  const length = lengthCm === null ? null : lengthForStandards(lengthCm, input.position, ageDays);
  const lengthHeightCm = length?.lengthHeightCm ?? null;
  const bmi =
    weightKg !== null && lengthHeightCm !== null ? bodyMassIndex(weightKg, lengthHeightCm) : null;
  const scores: Partial<Record<GrowthIndicator, IndicatorScore>> = {};
  const age = { days: ageDays };
  const add = (score: IndicatorScore | null) => {
    if (score) scores[score.indicator] = score;
  };
  if (ageDays >= 0) {
    if (weightKg !== null) add(scoreForAge('weightForAge', sex, age, weightKg));
    if (lengthHeightCm !== null) add(scoreForAge('lengthHeightForAge', sex, age, lengthHeightCm));
    if (headCm !== null) add(scoreForAge('headCircumferenceForAge', sex, age, headCm));
    if (bmi !== null) add(scoreForAge('bmiForAge', sex, age, bmi));
    if (weightKg !== null && lengthHeightCm !== null) {
      add(scoreForLengthHeight(sex, weightKg, lengthHeightCm, ageDays));
    }
  }
  return {
    ageDays,
    ageMonths: ageDays / DAYS_PER_MONTH,
    lengthHeightCm,
    lengthAdjustmentCm: length?.adjustmentCm ?? 0,
    positionIgnored: length?.positionIgnored ?? false,
    bmi,
    scores,
  };
}
