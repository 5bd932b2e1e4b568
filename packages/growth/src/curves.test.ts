import { GROWTH_INDICATORS, GROWTH_SEXES } from '@nestling/shared';
import { describe, expect, it } from 'vitest';
import { curveAgesDays, curvesForAge, growthCurves } from './curves.js';
import { scoreForAge, scoreForLengthHeight } from './indicators.js';
import { PERCENTILE_LINE_Z } from './percentile.js';
import { whoTable } from './tables.js';

const LINES = [3, 15, 50, 85, 97] as const;

describe('curveAgesDays', () => {
  it('spans each chart range, its last day included', () => {
    const twoYears = curveAgesDays('0-2y');
    expect([twoYears[0], twoYears[1], twoYears.at(-1), twoYears.length]).toEqual([0, 7, 730, 106]);
    const fiveYears = curveAgesDays('0-5y');
    expect([fiveYears[0], fiveYears.at(-1), fiveYears.length]).toEqual([0, 1826, 132]);
    const school = curveAgesDays('5-19y');
    expect([school[0], school[1], school.at(-2), school.at(-1), school.length]).toEqual([
      1827,
      61 * 30.4375,
      227 * 30.4375,
      6939,
      169,
    ]);
  });
});

describe('growthCurves', () => {
  it('draws P50 at the WHO table’s median M', () => {
    const [birth] = curvesForAge('weightForAge', 'male', [0]);
    expect(birth?.p50).toBe(whoTable('weianthro').lmsAt('male', 0)!.m);
    const [sixtyOne] = curvesForAge('lengthHeightForAge', 'female', [61 * 30.4375]);
    expect(sixtyOne?.p50).toBeCloseTo(whoTable('hfawho2007').lmsAt('female', 1)!.m, 10);
  });

  it.each(
    GROWTH_SEXES.flatMap((sex) => GROWTH_INDICATORS.map((indicator) => [indicator, sex] as const)),
  )('%s (%s): each curve point scores its line’s z, in every range', (indicator, sex) => {
    for (const range of ['0-2y', '0-5y', '5-19y'] as const) {
      const curves = growthCurves(indicator, sex, range);
      for (const point of curves.points) {
        for (const line of LINES) {
          const value = point[`p${line}`];
          const score =
            indicator === 'weightForLengthHeight'
              ? scoreForLengthHeight(sex, value, point.x, curves.x === 'lengthCm' ? 0 : 1000)
              : scoreForAge(indicator, sex, { days: point.x }, value);
          expect(score?.zExact).toBeCloseTo(PERCENTILE_LINE_Z[line], 8);
        }
        expect(point.p3).toBeLessThan(point.p15);
        expect(point.p85).toBeLessThan(point.p97);
      }
    }
  });

  it('follows the WHO charts’ extent for each indicator', () => {
    const count = (
      indicator: (typeof GROWTH_INDICATORS)[number],
      range: '0-2y' | '0-5y' | '5-19y',
    ) => growthCurves(indicator, 'female', range).points.length;
    expect(count('lengthHeightForAge', '5-19y')).toBe(169);
    expect(count('bmiForAge', '5-19y')).toBe(169);
    // weight-for-age to 120 months: day 1,827 and months 61–120
    expect(count('weightForAge', '5-19y')).toBe(61);
    expect(count('headCircumferenceForAge', '5-19y')).toBe(0);
    const forLength = growthCurves('weightForLengthHeight', 'female', '0-2y');
    expect([
      forLength.x,
      forLength.points[0]?.x,
      forLength.points.at(-1)?.x,
      forLength.points.length,
    ]).toEqual(['lengthCm', 45, 110, 131]);
    const forHeight = growthCurves('weightForLengthHeight', 'female', '0-5y');
    expect([forHeight.x, forHeight.points[0]?.x, forHeight.points.at(-1)?.x]).toEqual([
      'heightCm',
      65,
      120,
    ]);
    expect(growthCurves('weightForLengthHeight', 'female', '5-19y').points).toEqual([]);
  });
});
