/**
 * Percentiles from z-scores, through the standard normal distribution — the WHO's percentile
 * curves are the LMS curves at the normal quantiles (WHO Child Growth Standards, Methods and
 * development, 2006, chapter 7).
 */
import type { GrowthPercentileLine } from '@nestling/shared';
import { errorFunction } from 'simple-statistics';
import { roundLikeR } from './rounding.js';

/**
 * The standard normal cumulative distribution Φ(z) = ½·(1 + erf(z/√2)), with
 * simple-statistics' `errorFunction` (the Numerical Recipes approximation, absolute error
 * below 1.2 × 10⁻⁷ — far below the percentile's 1 decimal).
 */
export function normalCdf(z: number): number {
  return 0.5 * (1 + errorFunction(z / Math.SQRT2));
}

/**
 * The percentile of a z-score: 100·Φ(z), to 1 decimal (issue 26). Beyond about ±3.5 SD it
 * reads 0 or 100.
 * @param z a z-score (give the unrounded one: the percentile is then exact to its decimal)
 */
export function percentileFromZ(z: number): number {
  return roundLikeR(100 * normalCdf(z), 1);
}

/**
 * The z-score of each percentile line drawn (the standard normal quantiles Φ⁻¹(p/100), to
 * double precision as R 4.2's `qnorm` gives them: qnorm(c(0.03, 0.15, 0.5, 0.85, 0.97))).
 */
export const PERCENTILE_LINE_Z: Record<GrowthPercentileLine, number> = {
  3: -1.8807936081512509,
  15: -1.0364333894937894,
  50: 0,
  85: 1.0364333894937894,
  97: 1.8807936081512504,
};
