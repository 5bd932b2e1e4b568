/**
 * Plausibility of a measurement at the child's age (issue 26: "a 3-year-old of 300 kg is
 * refused with a clear message"). A value is implausible where the WHO's own software flags
 * its z-score as biologically implausible ({@link WHO_FLAG_LIMITS}); where no WHO table covers
 * the age, only the absolute {@link MEASUREMENT_LIMITS} apply (a form checks those too).
 */
import {
  GROWTH_MESSAGES,
  MEASUREMENT_LIMITS,
  type GrowthIndicator,
  type GrowthSex,
  type MeasurementField,
  type MeasurementPosition,
} from '@nestling/shared';
import {
  assessMeasurement,
  isRestrictedIndicator,
  lengthForStandards,
  lmsForAge,
  lmsForLengthHeight,
  WHO_FLAG_LIMITS,
  type AgeIndicator,
  type MeasurementInput,
} from './indicators.js';
import { lmsValueAtZ, restrictedValueAtZ } from './lms.js';
import type { Lms } from './tables.js';

/** A range of values, in the field's unit (kg or cm). */
export interface ValueRange {
  min: number;
  max: number;
}

/** One reason a measurement cannot be kept, for the field it concerns. */
export interface PlausibilityIssue {
  field: MeasurementField;
  /** the WHO indicator that found it; null for the absolute limits */
  indicator: GrowthIndicator | null;
  message: string;
  /** the plausible range of the field for this child (kg or cm), when the WHO's tables give one */
  range: ValueRange | null;
}

/** The values at an indicator's flag limits on one LMS. */
function rangeAt(indicator: GrowthIndicator, lms: Lms): ValueRange {
  const valueAt = isRestrictedIndicator(indicator) ? restrictedValueAtZ : lmsValueAtZ;
  const limits = WHO_FLAG_LIMITS[indicator];
  return { min: valueAt(limits.min, lms), max: valueAt(limits.max, lms) };
}

const FIELD_INDICATORS: Record<MeasurementField, AgeIndicator> = {
  weightKg: 'weightForAge',
  lengthCm: 'lengthHeightForAge',
  headCircumferenceCm: 'headCircumferenceForAge',
};

/**
 * The plausible range of one measured value at an age: the values whose WHO z-score is within
 * the WHO's flag limits (weight −6 to +5 on the restricted z, length/height ±6, head
 * circumference ±5), on the table the age reads. A length is given as measured: the range is
 * moved by the position's ±0.7 cm ({@link lengthForStandards}). Null where no WHO table covers
 * the age (weight past 10 years, head circumference past 5, anything past 19 or before 0).
 * @param field which value: weightKg (kg), lengthCm or headCircumferenceCm (cm)
 * @param ageDays the age for the standards, days
 * @param position for lengthCm: how it was measured
 */
export function plausibleRange(
  field: MeasurementField,
  sex: GrowthSex,
  ageDays: number,
  position?: MeasurementPosition | null,
): ValueRange | null {
  const indicator = FIELD_INDICATORS[field];
  const reading = lmsForAge(indicator, sex, { days: ageDays });
  if (!reading) return null;
  const range = rangeAt(indicator, reading.lms);
  if (field !== 'lengthCm') return range;
  const { adjustmentCm } = lengthForStandards(range.min, position, ageDays);
  return { min: range.min - adjustmentCm, max: range.max - adjustmentCm };
}

/**
 * The plausible weights for a length/height at an age: within the WHO's flag limits of both
 * weight-for-length/height and BMI-for-age, where their tables cover it (null where neither).
 * @param lengthHeightCm the standardised length/height (after the ±0.7 cm), cm
 */
function plausibleWeightForLength(
  sex: GrowthSex,
  ageDays: number,
  lengthHeightCm: number,
): ValueRange | null {
  const ranges: ValueRange[] = [];
  const forLength = lmsForLengthHeight(sex, lengthHeightCm, ageDays);
  if (forLength) ranges.push(rangeAt('weightForLengthHeight', forLength.lms));
  const bmi = lmsForAge('bmiForAge', sex, { days: ageDays });
  if (bmi) {
    const squareMetres = (lengthHeightCm / 100) ** 2;
    const range = rangeAt('bmiForAge', bmi.lms);
    ranges.push({ min: range.min * squareMetres, max: range.max * squareMetres });
  }
  if (ranges.length === 0) return null;
  return {
    min: Math.max(...ranges.map((range) => range.min)),
    max: Math.min(...ranges.map((range) => range.max)),
  };
}

const ABSOLUTE_MESSAGES: Record<MeasurementField, string> = {
  weightKg: GROWTH_MESSAGES.weightInvalid,
  lengthCm: GROWTH_MESSAGES.lengthInvalid,
  headCircumferenceCm: GROWTH_MESSAGES.headCircumferenceInvalid,
};

/**
 * Why a measurement is not plausible for this child, field by field (at most one issue per
 * field); empty when it is. First the absolute limits; then, where the WHO's tables cover the
 * age, the WHO's flags: weight-for-age, length/height-for-age and head circumference-for-age
 * on their own field; weight-for-length/height and BMI-for-age on the weight ("not plausible
 * for this length/height"). Each issue carries the plausible range to show.
 * Sources: the flag limits of anthro's `anthro_zscores` and anthroplus's
 * `anthroplus_zscores` (see WHO_FLAG_LIMITS); issue 26.
 * @param input as for assessMeasurement: sex, age for the standards (days), values (kg, cm)
 */
export function checkPlausibility(input: MeasurementInput): PlausibilityIssue[] {
  const issues = new Map<MeasurementField, PlausibilityIssue>();
  const values: Record<MeasurementField, number | null | undefined> = {
    weightKg: input.weightKg,
    lengthCm: input.lengthCm,
    headCircumferenceCm: input.headCircumferenceCm,
  };
  for (const field of Object.keys(values) as MeasurementField[]) {
    const value = values[field];
    const { min, max } = MEASUREMENT_LIMITS[field];
    if (value != null && !(value >= min && value <= max)) {
      issues.set(field, {
        field,
        indicator: null,
        message: ABSOLUTE_MESSAGES[field],
        range: { min, max },
      });
    }
  }
  if (issues.size > 0) return [...issues.values()];

  const { sex, ageDays } = input;
  const { scores, lengthHeightCm } = assessMeasurement(input);
  const add = (
    field: MeasurementField,
    indicator: GrowthIndicator,
    message: string,
    range: ValueRange | null,
  ) => {
    if (!issues.has(field) && scores[indicator]?.flaggedImplausible) {
      issues.set(field, { field, indicator, message, range });
    }
  };
  add(
    'weightKg',
    'weightForAge',
    GROWTH_MESSAGES.weightImplausibleForAge,
    plausibleRange('weightKg', sex, ageDays),
  );
  add(
    'lengthCm',
    'lengthHeightForAge',
    GROWTH_MESSAGES.lengthImplausibleForAge,
    plausibleRange('lengthCm', sex, ageDays, input.position),
  );
  add(
    'headCircumferenceCm',
    'headCircumferenceForAge',
    GROWTH_MESSAGES.headCircumferenceImplausibleForAge,
    plausibleRange('headCircumferenceCm', sex, ageDays),
  );
  // A length already found implausible says nothing reliable about the weight for it.
  if (lengthHeightCm !== null && !issues.has('lengthCm')) {
    const range = plausibleWeightForLength(sex, ageDays, lengthHeightCm);
    add('weightKg', 'weightForLengthHeight', GROWTH_MESSAGES.weightImplausibleForLength, range);
    add('weightKg', 'bmiForAge', GROWTH_MESSAGES.weightImplausibleForLength, range);
  }
  return [...issues.values()];
}
