import { describe, expect, it } from 'vitest';
import { lmsValueAtZ, lmsZScore, restrictedValueAtZ, restrictedZScore } from './lms.js';
import { roundLikeR } from './rounding.js';
import { whoTable } from './tables.js';

// weianthro, boys, day 0 (the table's first row)
const BIRTH_WEIGHT_BOYS = whoTable('weianthro').lmsAt('male', 0)!;

describe('lmsZScore (anthro compute_zscore)', () => {
  it('is 0 at the median and follows ((x/M)^L − 1)/(L·S)', () => {
    expect(lmsZScore(3.3464, BIRTH_WEIGHT_BOYS)).toBe(0);
    // anthro's own test: length-for-age, boys, day 44 (L 1, M 56.4833, S 0.03492), 50 cm
    expect(roundLikeR(lmsZScore(50, { l: 1, m: 56.4833, s: 0.03492 }), 2)).toBe(
      roundLikeR((50 / 56.4833 - 1) / 0.03492, 2),
    );
  });

  it('takes the limit ln(x/M)/S when L is 0', () => {
    expect(lmsZScore(Math.E * 10, { l: 0, m: 10, s: 0.5 })).toBeCloseTo(2, 12);
    expect(lmsValueAtZ(2, { l: 0, m: 10, s: 0.5 })).toBeCloseTo(Math.E * 10, 12);
  });

  it('is inverted by lmsValueAtZ', () => {
    for (const z of [-4, -1.88, 0, 1.04, 3.5]) {
      expect(lmsZScore(lmsValueAtZ(z, BIRTH_WEIGHT_BOYS), BIRTH_WEIGHT_BOYS)).toBeCloseTo(z, 10);
    }
  });
});

describe('restrictedZScore (anthro compute_zscore_adjusted)', () => {
  const sd = (z: number) => lmsValueAtZ(z, BIRTH_WEIGHT_BOYS);

  it('equals the LMS z within ±3', () => {
    for (const z of [-3, -2.5, 0, 2.99, 3]) {
      expect(restrictedZScore(sd(z), BIRTH_WEIGHT_BOYS)).toBeCloseTo(z, 10);
    }
  });

  it('measures beyond ±3 SD in units of the ±2…±3 SD gap', () => {
    const above = sd(3) + 0.5 * (sd(3) - sd(2));
    expect(restrictedZScore(above, BIRTH_WEIGHT_BOYS)).toBeCloseTo(3.5, 12);
    const below = sd(-3) - 2 * (sd(-2) - sd(-3));
    expect(restrictedZScore(below, BIRTH_WEIGHT_BOYS)).toBeCloseTo(-5, 12);
    // the LMS z of the same weights is further out: weight's curve is skewed
    expect(lmsZScore(above, BIRTH_WEIGHT_BOYS)).not.toBeCloseTo(3.5, 2);
  });

  it('is inverted by restrictedValueAtZ on both sides', () => {
    for (const z of [-6, -3.2, -1, 0, 2.5, 4.2, 5]) {
      const value = restrictedValueAtZ(z, BIRTH_WEIGHT_BOYS);
      expect(restrictedZScore(value, BIRTH_WEIGHT_BOYS)).toBeCloseTo(z, 10);
    }
  });
});
