/**
 * The LMS method as the WHO's software computes it (anthro, R/z-score-helper.R:
 * `compute_zscore` and `compute_zscore_adjusted`; the method: WHO Child Growth Standards,
 * Methods and development (2006), chapter 7, "Computation of centiles and z-scores").
 */
import type { Lms } from './tables.js';

/**
 * The z-score of a value on the LMS curve: z = ((x/M)^L − 1) / (L·S) (anthro
 * `compute_zscore`); for L = 0, the formula's limit ln(x/M)/S (no WHO table has L = 0).
 * @param x the measured value, in the table's unit (kg, cm, kg/m²), > 0
 */
export function lmsZScore(x: number, { l, m, s }: Lms): number {
  if (l === 0) return Math.log(x / m) / s;
  return ((x / m) ** l - 1) / (s * l);
}

/**
 * The value at z-score `z` on the LMS curve: M·(1 + L·S·z)^(1/L) (the inverse of
 * {@link lmsZScore}; anthro's `calc_sd` inside `compute_zscore_adjusted`); for L = 0, M·e^(S·z).
 * NaN where 1 + L·S·z ≤ 0 (far outside any table's use).
 */
export function lmsValueAtZ(z: number, { l, m, s }: Lms): number {
  if (l === 0) return m * Math.exp(s * z);
  const base = 1 + l * s * z;
  return base > 0 ? m * base ** (1 / l) : Number.NaN;
}

/**
 * The WHO's restricted z-score, used for the weight-based indicators (weight-for-age,
 * weight-for-length/height, BMI-for-age): within ±3 it is {@link lmsZScore}; beyond, the
 * distance past the ±3 SD value is measured in units of the gap between the ±2 and ±3 SD
 * values (anthro `compute_zscore_adjusted`):
 * z > 3: 3 + (x − SD3pos) / (SD3pos − SD2pos); z < −3: −3 + (x − SD3neg) / (SD2neg − SD3neg).
 * @param x the measured value, > 0
 */
export function restrictedZScore(x: number, lms: Lms): number {
  const z = lmsZScore(x, lms);
  if (z > 3) {
    const sd3 = lmsValueAtZ(3, lms);
    return 3 + (x - sd3) / (sd3 - lmsValueAtZ(2, lms));
  }
  if (z < -3) {
    const sd3 = lmsValueAtZ(-3, lms);
    return -3 + (x - sd3) / (lmsValueAtZ(-2, lms) - sd3);
  }
  return z;
}

/**
 * The value at a restricted z-score: the inverse of {@link restrictedZScore} — on the LMS
 * curve within ±3, and beyond it linear in the ±2…±3 SD gap, so a curve drawn at z = ±4
 * matches the z the WHO's software gives a point on it.
 */
export function restrictedValueAtZ(z: number, lms: Lms): number {
  if (z > 3) {
    const sd3 = lmsValueAtZ(3, lms);
    return sd3 + (z - 3) * (sd3 - lmsValueAtZ(2, lms));
  }
  if (z < -3) {
    const sd3 = lmsValueAtZ(-3, lms);
    return sd3 + (z + 3) * (lmsValueAtZ(-2, lms) - sd3);
  }
  return lmsValueAtZ(z, lms);
}
