/**
 * The calculator against the WHO's own software (issue 26: ≥ 50 cases, both sexes, every
 * indicator, the age boundaries, z beyond ±3; agreement to 0.01 in z).
 *
 * 1. who-cases.csv → who-expected.csv: 74 measurements × 5 indicators. Every expected value
 *    was computed by the WHO's anthro 1.1.0.9000 and anthroplus 1.0.0.9000 — their R source
 *    at the commits named in who-expected.csv's header, run under Debian's R 4.2.2 by
 *    scripts/who-expected.R — including "no z" where they compute none.
 * 2. who2007-survey.csv: 928 children of anthroplus's survey, with the z-scores of the WHO
 *    2007 R macro (the previous WHO implementation that anthroplus's own test compares with).
 */
import { GROWTH_INDICATORS, type GrowthIndicator, type GrowthSex } from '@nestling/shared';
import { describe, expect, it } from 'vitest';
import { assessMeasurement, bodyMassIndex, scoreForAge } from '../src/indicators.js';
import { numberOrNull, readFixture } from './csv.js';

const cases = new Map(readFixture('who-cases.csv').map((row) => [row.case!, row]));
const expected = readFixture('who-expected.csv');

describe('the WHO software’s z-scores (anthro and anthroplus, run in R)', () => {
  it('covers the cases the issue asks for', () => {
    expect(cases.size).toBeGreaterThanOrEqual(50);
    expect(expected).toHaveLength(cases.size * GROWTH_INDICATORS.length);
    const sexes = new Set([...cases.values()].map((row) => row.sex));
    expect(sexes).toEqual(new Set(['male', 'female']));
    const ages = new Set([...cases.values()].map((row) => Number(row.ageDays)));
    for (const age of [0, 730, 731, 1826, 1827, 3652, 3653, 6939, 6940]) {
      expect(ages.has(age), `age ${age} days`).toBe(true);
    }
    for (const indicator of GROWTH_INDICATORS) {
      const zs = expected
        .filter((row) => row.indicator === indicator && row.z !== null)
        .map((row) => Number(row.z));
      expect(
        zs.some((z) => z > 3),
        `${indicator} above +3`,
      ).toBe(true);
      expect(
        zs.some((z) => z < -3),
        `${indicator} below -3`,
      ).toBe(true);
    }
  });

  it.each(expected.map((row) => [`${row.case} · ${row.indicator}`, row] as const))(
    '%s',
    (_name, row) => {
      const input = cases.get(row.case!)!;
      const assessment = assessMeasurement({
        sex: input.sex as GrowthSex,
        ageDays: Number(input.ageDays),
        weightKg: numberOrNull(input.weightKg),
        lengthCm: numberOrNull(input.lengthCm),
        position: input.position as 'lying' | 'standing' | null,
        headCircumferenceCm: numberOrNull(input.headCircumferenceCm),
      });
      const score = assessment.scores[row.indicator as GrowthIndicator];
      if (row.z === null) {
        expect(score).toBeUndefined();
        return;
      }
      expect(score).toBeDefined();
      expect(Math.abs(score!.z - Number(row.z))).toBeLessThanOrEqual(0.01);
      expect(score!.zExact).toBeCloseTo(Number(row.zExact), 8);
      expect(score!.percentile).toBe(Number(row.percentile));
      expect(score!.flaggedImplausible).toBe(row.flag === '1');
    },
  );
});

describe('the WHO 2007 R macro’s z-scores (anthroplus’s survey)', () => {
  const survey = readFixture('who2007-survey.csv');

  it('holds the survey', () => {
    expect(survey).toHaveLength(928);
  });

  // anthroplus's test: "unlike the WHO 2007, the age upper limits are inclusive" — it expects
  // no z past 228 months (120 for weight-for-age), where the macro still gave one.
  it.each(survey.map((row) => [row.id, row] as const))('child %s', (_id, row) => {
    const sex: GrowthSex = row.sex === '1' ? 'male' : 'female';
    const age = { months: Number(row.agemons) };
    const weight = numberOrNull(row.weight);
    const height = numberOrNull(row.height);
    const check = (
      score: { z: number } | null,
      macro: string | null | undefined,
      lastMonth: number,
    ) => {
      if (macro == null || age.months > lastMonth) expect(score).toBeNull();
      else expect(Math.abs(score!.z - Number(macro))).toBeLessThanOrEqual(0.01);
    };
    const none = null;
    check(
      height === null ? none : scoreForAge('lengthHeightForAge', sex, age, height),
      row.zhfa,
      228,
    );
    check(weight === null ? none : scoreForAge('weightForAge', sex, age, weight), row.zwfa, 120);
    const bmi = weight === null || height === null ? null : bodyMassIndex(weight, height);
    check(bmi === null ? none : scoreForAge('bmiForAge', sex, age, bmi), row.zbfa, 228);
  });
});
