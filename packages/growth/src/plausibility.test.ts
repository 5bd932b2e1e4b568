import { GROWTH_MESSAGES, GROWTH_SEXES, MEASUREMENT_LIMITS } from '@nestling/shared';
import { describe, expect, it } from 'vitest';
import { assessMeasurement } from './indicators.js';
import { checkPlausibility, plausibleRange } from './plausibility.js';

describe('checkPlausibility', () => {
  it('refuses a 3-year-old of 300 kg by the absolute limits (issue 26)', () => {
    expect(checkPlausibility({ sex: 'male', ageDays: 1095, weightKg: 300 })).toEqual([
      {
        field: 'weightKg',
        indicator: null,
        message: GROWTH_MESSAGES.weightInvalid,
        range: { min: 0.2, max: 250 },
      },
    ]);
  });

  it('refuses a 3-year-old of 40 kg at the WHO’s weight-for-age flag (z > 5), with the range', () => {
    const [issue, ...others] = checkPlausibility({ sex: 'male', ageDays: 1095, weightKg: 40 });
    expect(others).toEqual([]);
    expect(issue).toMatchObject({
      field: 'weightKg',
      indicator: 'weightForAge',
      message: GROWTH_MESSAGES.weightImplausibleForAge,
    });
    expect(issue?.range?.min).toBeCloseTo(6.23, 2);
    expect(issue?.range?.max).toBeCloseTo(25.54, 2);
  });

  // The WHO flags its rounded z (z > 5.00), so a value is refused from about 0.005 z past.
  it('accepts a value on the range’s edges and refuses one past them', () => {
    for (const sex of GROWTH_SEXES) {
      for (const ageDays of [0, 400, 1500, 2500, 3652]) {
        const { min, max } = plausibleRange('weightKg', sex, ageDays)!;
        const at = (weightKg: number) => checkPlausibility({ sex, ageDays, weightKg });
        expect(at(min + 0.001)).toEqual([]);
        expect(at(max - 0.001)).toEqual([]);
        expect(at(min - 0.2)).toHaveLength(1);
        expect(at(max + 0.2)).toHaveLength(1);
      }
    }
  });

  it('checks length/height as measured: the range moves with the position', () => {
    const lying = plausibleRange('lengthCm', 'female', 1000, 'lying')!;
    const standing = plausibleRange('lengthCm', 'female', 1000, 'standing')!;
    expect(lying.min - standing.min).toBeCloseTo(0.7, 10);
    expect(
      checkPlausibility({ sex: 'female', ageDays: 1000, lengthCm: 130, position: 'standing' }),
    ).toMatchObject([
      {
        field: 'lengthCm',
        indicator: 'lengthHeightForAge',
        message: GROWTH_MESSAGES.lengthImplausibleForAge,
      },
    ]);
  });

  it('refuses a weight implausible for the length/height, not for the age', () => {
    // a 1-year-old boy, 70 cm lying, 14 kg: weight-for-age z 3.48 (kept), weight-for-length 6.34
    const input = {
      sex: 'male',
      ageDays: 365,
      weightKg: 14,
      lengthCm: 70,
      position: 'lying',
    } as const;
    expect(assessMeasurement(input).scores.weightForAge?.flaggedImplausible).toBe(false);
    const [issue] = checkPlausibility(input);
    expect(issue).toMatchObject({
      field: 'weightKg',
      indicator: 'weightForLengthHeight',
      message: GROWTH_MESSAGES.weightImplausibleForLength,
    });
    expect(issue?.range?.max).toBeCloseTo(12.37, 2);
  });

  it('refuses a head circumference past the WHO’s ±5', () => {
    expect(
      checkPlausibility({ sex: 'female', ageDays: 200, headCircumferenceCm: 55 }),
    ).toMatchObject([{ field: 'headCircumferenceCm', indicator: 'headCircumferenceForAge' }]);
  });

  it('has only the absolute limits where no WHO table covers the age', () => {
    expect(plausibleRange('weightKg', 'male', 4000)).toBeNull();
    expect(plausibleRange('headCircumferenceCm', 'male', 1827)).toBeNull();
    expect(checkPlausibility({ sex: 'male', ageDays: 5000, weightKg: 140 })).toEqual([]);
    // a baby born at 26 weeks, measured before its term date
    expect(
      checkPlausibility({
        sex: 'female',
        ageDays: -80,
        weightKg: 0.8,
        lengthCm: 33,
        headCircumferenceCm: 24,
      }),
    ).toEqual([]);
  });
});

describe('MEASUREMENT_LIMITS (the forms’ check without tables)', () => {
  it('enclose every age’s plausible range, so a form never refuses what the server keeps', () => {
    for (const sex of GROWTH_SEXES) {
      for (let ageDays = 0; ageDays <= 6939; ageDays++) {
        for (const [field, position] of [
          ['weightKg', null],
          ['lengthCm', 'lying'],
          ['lengthCm', 'standing'],
          ['headCircumferenceCm', null],
        ] as const) {
          const range = plausibleRange(field, sex, ageDays, position);
          if (!range) continue;
          expect(range.min).toBeGreaterThanOrEqual(MEASUREMENT_LIMITS[field].min);
          expect(range.max).toBeLessThanOrEqual(MEASUREMENT_LIMITS[field].max);
        }
      }
    }
  });
});
