/**
 * @nestling/growth — the WHO growth standards for the server (decision 052): the vendored
 * tables (tables/, with their source), ages for the standards, z-scores and percentiles as the
 * WHO's anthro and anthroplus compute them, percentile curves, plausibility and gentle flags.
 * The web never imports it: it gets scores and curves from the API, and checks the absolute
 * limits of @nestling/shared.
 */
export { ageForStandards, ageInDays, DAYS_PER_MONTH, TWENTY_FOUR_MONTHS_DAYS } from './age.js';
export type { AgeForStandards } from './age.js';
export {
  assessMeasurement,
  bodyMassIndex,
  lengthForStandards,
  lmsForAge,
  lmsForLengthHeight,
  LYING_STANDING_DIFFERENCE_CM,
  scoreForAge,
  scoreForLengthHeight,
  WHO_FLAG_LIMITS,
} from './indicators.js';
export type {
  AgeIndicator,
  GrowthAge,
  GrowthReference,
  IndicatorScore,
  MeasurementAssessment,
  MeasurementInput,
  StandardisedLength,
} from './indicators.js';
export { curveAgesDays, curvesForAge, curvesForLengthHeight, growthCurves } from './curves.js';
export type { GrowthCurves } from './curves.js';
export { checkPlausibility, plausibleRange } from './plausibility.js';
export type { PlausibilityIssue, ValueRange } from './plausibility.js';
export { growthFlags, percentileLinesCrossedDown } from './flags.js';
export type { GrowthFlag, ScoredMeasurement } from './flags.js';
export { normalCdf, PERCENTILE_LINE_Z, percentileFromZ } from './percentile.js';
export { whoTable, WHO_TABLE_FILES } from './tables.js';
export type { Lms, WhoTable, WhoTableName } from './tables.js';
