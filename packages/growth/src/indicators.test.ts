/**
 * The rules around the scores, each with its source. The scores themselves are checked
 * against the WHO's software in test/who-validation.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DAYS_PER_MONTH } from './age.js';
import {
  assessMeasurement,
  lengthForStandards,
  scoreForAge,
  scoreForLengthHeight,
} from './indicators.js';

describe('lengthForStandards (anthro adjust_lenhei)', () => {
  // anthro's test "adds adjusted lenhei to the output data.frame" (tests/testthat/test-zscores.R)
  it.each([
    [730, 'standing', 100.7, 0.7],
    [800, 'standing', 100, 0],
    [730, 'lying', 100, 0],
    [800, 'lying', 99.3, -0.7],
  ] as const)(
    'at %s days, %s 100 cm reads %s cm',
    (ageDays, position, lengthHeightCm, adjustmentCm) => {
      const result = lengthForStandards(100, position, ageDays);
      expect(result.lengthHeightCm).toBeCloseTo(lengthHeightCm, 10);
      expect(result.adjustmentCm).toBe(adjustmentCm);
      expect(result.positionIgnored).toBe(false);
    },
  );

  it('switches on day 731, not 730', () => {
    expect(lengthForStandards(90, 'lying', 730).adjustmentCm).toBe(0);
    expect(lengthForStandards(90, 'lying', 731).adjustmentCm).toBe(-0.7);
    expect(lengthForStandards(90, 'standing', 730).adjustmentCm).toBe(0.7);
    expect(lengthForStandards(90, 'standing', 731).adjustmentCm).toBe(0);
  });

  it('assumes the right position when none is given', () => {
    expect(lengthForStandards(90, null, 500).adjustmentCm).toBe(0);
    expect(lengthForStandards(90, undefined, 1000).adjustmentCm).toBe(0);
  });

  it('reads a lying length as height on the 2007 reference too (decision 052)', () => {
    expect(lengthForStandards(120, 'lying', 2500).lengthHeightCm).toBeCloseTo(119.3, 10);
  });
});

describe('assessMeasurement', () => {
  // anthro's test "young children with measured standing will be adjusted": boys of 8 and
  // 9 months standing 60 cm read 60.0 and 60.7 cm, z −4.81 and −5.02
  it('ignores standing below 9 months, as anthro does', () => {
    const eight = assessMeasurement({
      sex: 'male',
      ageDays: 8 * DAYS_PER_MONTH,
      lengthCm: 60,
      position: 'standing',
    });
    const nine = assessMeasurement({
      sex: 'male',
      ageDays: 9 * DAYS_PER_MONTH,
      lengthCm: 60,
      position: 'standing',
    });
    expect([
      eight.lengthHeightCm,
      eight.positionIgnored,
      eight.scores.lengthHeightForAge?.z,
    ]).toEqual([60, true, -4.81]);
    expect(nine.lengthHeightCm).toBeCloseTo(60.7, 10);
    expect([nine.positionIgnored, nine.scores.lengthHeightForAge?.z]).toEqual([false, -5.02]);
  });

  it('computes BMI from the standardised length/height (anthro cbmi)', () => {
    const result = assessMeasurement({
      sex: 'female',
      ageDays: 800,
      weightKg: 12,
      lengthCm: 87.7,
      position: 'lying',
    });
    expect(result.lengthHeightCm).toBeCloseTo(87, 10);
    expect(result.bmi).toBeCloseTo(12 / 0.87 ** 2, 10);
    expect(result.ageMonths).toBeCloseTo(800 / 30.4375, 12);
  });

  it('scores only the values given', () => {
    const result = assessMeasurement({ sex: 'female', ageDays: 100, headCircumferenceCm: 40 });
    expect(Object.keys(result.scores)).toEqual(['headCircumferenceForAge']);
    expect(result.bmi).toBeNull();
    expect(result.lengthHeightCm).toBeNull();
  });

  it('scores nothing before the term date (a negative corrected age)', () => {
    const result = assessMeasurement({
      sex: 'male',
      ageDays: -20,
      weightKg: 1.9,
      lengthCm: 44,
      headCircumferenceCm: 31,
    });
    expect(result.scores).toEqual({});
  });

  it('scores no value that is not a number > 0, as anthro', () => {
    const result = assessMeasurement({
      sex: 'male',
      ageDays: 100,
      weightKg: 0,
      lengthCm: Number.NaN,
      headCircumferenceCm: -1,
    });
    expect(result.scores).toEqual({});
    expect(scoreForAge('weightForAge', 'male', { days: 100 }, Number.POSITIVE_INFINITY)).toBeNull();
    expect(scoreForLengthHeight('male', -1, 60, 100)).toBeNull();
  });

  it('carries the age, the reference and the table of each score', () => {
    const before = assessMeasurement({ sex: 'male', ageDays: 1826, weightKg: 18 }).scores
      .weightForAge!;
    const after = assessMeasurement({ sex: 'male', ageDays: 1827, weightKg: 18 }).scores
      .weightForAge!;
    expect([before.ageDays, before.reference, before.table]).toEqual([
      1826,
      'who-2006',
      'weianthro',
    ]);
    expect([after.ageDays, after.reference, after.table]).toEqual([1827, 'who-2007', 'wfawho2007']);
  });
});

describe('scoreForAge with an age in months', () => {
  // anthro's test "height measurements are used for age 24 months": a girl of 24 months,
  // 77.5 cm, z −2.55 (24 months → day 731, the height table)
  it('reads months as anthro does below 60 months', () => {
    expect(scoreForAge('lengthHeightForAge', 'female', { months: 24 }, 77.5)?.z).toBe(-2.55);
  });

  // anthroplus's test "computes correct value for age ~ 60 months"
  it('interpolates between months on the 2007 reference, as anthroplus does', () => {
    const girl = (months: number, height: number, weight: number) => ({
      hfa: scoreForAge('lengthHeightForAge', 'female', { months }, height)?.z,
      wfa: scoreForAge('weightForAge', 'female', { months }, weight)?.z,
      bfa: scoreForAge('bmiForAge', 'female', { months }, weight / (height / 100) ** 2)?.z,
    });
    expect(girl(60.32, 113.8, 18.7)).toEqual({ hfa: 0.96, wfa: 0.21, bfa: -0.58 });
    expect(girl(60.911701, 113.6, 20.5)).toEqual({ hfa: 0.85, wfa: 0.79, bfa: 0.42 });
  });

  // anthroplus's test "age upper bounds are inclusive" and "age < 60 months results in all NA"
  it('ends at 228 months (weight-for-age at 120), inclusive', () => {
    const at = (months: number) => ({
      hfa: scoreForAge('lengthHeightForAge', 'male', { months }, 60) !== null,
      wfa: scoreForAge('weightForAge', 'male', { months }, 30) !== null,
      bfa: scoreForAge('bmiForAge', 'male', { months }, 30) !== null,
    });
    expect(at(120)).toEqual({ hfa: true, wfa: true, bfa: true });
    expect(at(120.1)).toEqual({ hfa: true, wfa: false, bfa: true });
    expect(at(228)).toEqual({ hfa: true, wfa: false, bfa: true });
    expect(at(228.1)).toEqual({ hfa: false, wfa: false, bfa: false });
    expect(scoreForAge('headCircumferenceForAge', 'male', { months: 60 }, 50)).toBeNull();
  });

  // anthroplus's README example: a boy of 100 months, 100 cm, 30 kg; a girl of 110, 90 cm, 40 kg
  it('agrees with anthroplus’s README example', () => {
    const boy = { months: 100 };
    expect(scoreForAge('lengthHeightForAge', 'male', boy, 100)?.z).toBe(-5.04);
    expect(scoreForAge('weightForAge', 'male', boy, 30)?.z).toBe(0.87);
    expect(scoreForAge('bmiForAge', 'male', boy, 30)?.z).toBe(5.03);
    const girl = { months: 110 };
    expect(scoreForAge('lengthHeightForAge', 'female', girl, 90)?.z).toBe(-7.06);
    expect(scoreForAge('weightForAge', 'female', girl, 40)?.z).toBe(1.78);
    expect(scoreForAge('bmiForAge', 'female', girl, 40 / 0.9 ** 2)?.z).toBe(7.37);
  });
});
