import { describe, expect, it } from 'vitest';
import { KG_PER_POUND } from '@nestling/shared';
import { buildGrowth, buildScored } from '../testing/build-growth';
import { growthChartData } from './chart-data';
import { formatAgeDays, latestPercentiles } from './growth-text';
import { formatLength, formatWeight } from './units';

describe('growthChartData', () => {
  it('puts the curves and the kid’s points on the chart’s axes: months for 0–2 years', () => {
    const growth = buildGrowth({ measurements: [buildScored({ id: 1, ageDays: 365 })] });
    const [weight] = growthChartData(growth, 'metric');
    expect(weight).toMatchObject({
      indicator: 'weightForAge',
      xLabel: 'Age (months)',
      yLabel: 'kg',
    });
    expect(weight!.curves.at(-1)).toMatchObject({ x: 23.984, p50: 11.5 });
    expect(weight!.points).toEqual([
      { x: 11.992, y: 9.2, date: '2026-09-10', age: '12 months', percentile: 61.8, z: 0.3 },
    ]);
  });

  it('draws pounds in imperial units', () => {
    const growth = buildGrowth({ measurements: [buildScored({ id: 1 })] });
    const [weight] = growthChartData(growth, 'imperial');
    expect(weight!.yLabel).toBe('lb');
    expect(weight!.points[0]!.y).toBeCloseTo(9.2 / KG_PER_POUND, 3);
    expect(weight!.curves[0]!.p50).toBeCloseTo(3.2 / KG_PER_POUND, 3);
  });

  it('leaves out points outside the range, and says so', () => {
    const growth = buildGrowth({ measurements: [buildScored({ id: 1, ageDays: 800 })] });
    const [weight] = growthChartData(growth, 'metric');
    expect(weight!.points).toEqual([]);
    expect(weight!.summary).toMatch(/without measurements in this range\.$/);
  });

  it('places weight-for-length below 2 years and weight-for-height from 2 years by length', () => {
    const scored = (id: number, ageDays: number, lengthHeightCm: number) =>
      buildScored({
        id,
        ageDays,
        lengthHeightCm,
        scores: [
          {
            indicator: 'weightForLengthHeight',
            ageDays,
            z: 0,
            percentile: 50,
            reference: 'who-2006',
            flaggedImplausible: false,
          },
        ],
      });
    const growth = buildGrowth({
      measurements: [scored(1, 400, 76), scored(2, 900, 88)],
      curves: [
        {
          indicator: 'weightForLengthHeight',
          x: 'lengthCm',
          points: [{ x: 45, p3: 2, p15: 2.2, p50: 2.4, p85: 2.7, p97: 2.9 }],
        },
      ],
    });
    const [chart] = growthChartData(growth, 'metric');
    expect(chart!.title).toBe('Weight-for-length/height (length)');
    expect(chart!.xLabel).toBe('Length (cm)');
    expect(chart!.points.map((point) => point.x)).toEqual([76]);
  });
});

describe('the texts', () => {
  it('says each indicator’s latest percentile in words', () => {
    const growth = buildGrowth({
      measurements: [buildScored({ id: 1, date: '2026-06-01' }, 40), buildScored({ id: 2 }, 61.8)],
    });
    expect(latestPercentiles(growth).map((item) => item.text)).toEqual(['weight: 62nd percentile']);
  });

  it('says ages as a parent does', () => {
    expect(formatAgeDays(20)).toBe('2 weeks');
    expect(formatAgeDays(365)).toBe('12 months');
    expect(formatAgeDays(426)).toBe('14 months');
    expect(formatAgeDays(2300)).toBe('6 years 3 months');
    expect(formatAgeDays(-56)).toBe('8 weeks before term');
  });

  it('shows values in the chosen units', () => {
    expect(formatWeight(9.185, 'metric')).toBe('9.185 kg');
    expect(formatWeight(9.185, 'imperial')).toBe('20 lb 4 oz');
    expect(formatLength(74.93, 'metric')).toBe('74.93 cm');
    expect(formatLength(74.93, 'imperial')).toBe('29.5 in');
  });
});
