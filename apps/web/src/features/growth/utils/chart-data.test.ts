import { beforeAll, describe, expect, it } from 'vitest';
import { growthCatalogue, KG_PER_POUND } from '@nestling/shared';
import { translations } from '@/lib/i18n/translations';
import { buildGrowth, buildScored } from '../testing/build-growth';
import { growthChartData } from './chart-data';
import {
  flagInWords,
  formatAgeDays,
  growthTexts,
  latestPercentiles,
  percentileInWords,
} from './growth-text';
import { formatLength, formatWeight } from './units';

const english = growthTexts('en', 'en-US');
const spanish = growthTexts('es');

beforeAll(() => translations.load(growthCatalogue, 'es'));

describe('growthChartData', () => {
  it('puts the curves and the kid’s points on the chart’s axes: months for 0–2 years', () => {
    const growth = buildGrowth({ measurements: [buildScored({ id: 1, ageDays: 365 })] });
    const [weight] = growthChartData(english, growth, 'metric');
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
    const [weight] = growthChartData(english, growth, 'imperial');
    expect(weight!.yLabel).toBe('lb');
    expect(weight!.points[0]!.y).toBeCloseTo(9.2 / KG_PER_POUND, 3);
    expect(weight!.curves[0]!.p50).toBeCloseTo(3.2 / KG_PER_POUND, 3);
  });

  it('leaves out points outside the range, and says so', () => {
    const growth = buildGrowth({ measurements: [buildScored({ id: 1, ageDays: 800 })] });
    const [weight] = growthChartData(english, growth, 'metric');
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
    const [chart] = growthChartData(english, growth, 'metric');
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
    expect(latestPercentiles(english, growth).map((item) => item.text)).toEqual([
      'weight: 62nd percentile',
    ]);
  });

  it('says ages as a parent does', () => {
    expect(formatAgeDays(english, 20)).toBe('2 weeks');
    expect(formatAgeDays(english, 365)).toBe('12 months');
    expect(formatAgeDays(english, 426)).toBe('14 months');
    expect(formatAgeDays(english, 2300)).toBe('6 years 3 months');
    expect(formatAgeDays(english, -56)).toBe('8 weeks before term');
  });

  it('says one of a unit in the singular (issue 28: not "1 weeks")', () => {
    expect(formatAgeDays(english, 7)).toBe('1 week');
    expect(formatAgeDays(english, -7)).toBe('1 week before term');
    expect(formatAgeDays(english, 730)).toBe('2 years');
    expect(formatAgeDays(english, 790)).toBe('2 years 1 month');
    expect(formatAgeDays(english, 4383)).toBe('12 years');
  });

  it('says ages in Spanish, with Spanish plurals', () => {
    expect(formatAgeDays(spanish, 7)).toBe('1 semana');
    expect(formatAgeDays(spanish, 20)).toBe('2 semanas');
    expect(formatAgeDays(spanish, 365)).toBe('12 meses');
    expect(formatAgeDays(spanish, 426)).toBe('14 meses');
    expect(formatAgeDays(spanish, 790)).toBe('2 años y 1 mes');
    expect(formatAgeDays(spanish, 2300)).toBe('6 años y 3 meses');
    expect(formatAgeDays(spanish, 2270)).toBe('6 años y 2 meses');
    expect(formatAgeDays(spanish, 4383)).toBe('12 años');
    expect(formatAgeDays(spanish, -56)).toBe('8 semanas antes del término');
  });

  it.each([
    [61.8, '62nd percentile', 'percentil 62'],
    [50, '50th percentile', 'percentil 50'],
    [1.2, '1st percentile', 'percentil 1'],
    [3, '3rd percentile', 'percentil 3'],
    [11.4, '11th percentile', 'percentil 11'],
    [12, '12th percentile', 'percentil 12'],
    [13, '13th percentile', 'percentil 13'],
    [21, '21st percentile', 'percentil 21'],
    [22, '22nd percentile', 'percentil 22'],
    [0.4, 'below the 1st percentile', 'por debajo del percentil 1'],
    [99.5, 'above the 99th percentile', 'por encima del percentil 99'],
    [100, 'above the 99th percentile', 'por encima del percentil 99'],
  ])('says the percentile %s as "%s", in Spanish "%s"', (percentile, words, palabras) => {
    expect(percentileInWords(english, percentile)).toBe(words);
    expect(percentileInWords(spanish, percentile)).toBe(palabras);
  });

  it('says the latest percentiles and a chart in Spanish', () => {
    const growth = buildGrowth({ measurements: [buildScored({ id: 1, ageDays: 365 }, 61.8)] });
    expect(latestPercentiles(spanish, growth).map((item) => item.text)).toEqual([
      'peso: percentil 62',
    ]);
    const [weight] = growthChartData(spanish, growth, 'metric');
    expect(weight).toMatchObject({
      title: 'Peso para la edad',
      xLabel: 'Edad (meses)',
      summary:
        'Peso para la edad: las curvas de los percentiles 3, 15, 50, 85 y 97 de la OMS, con 1 medición; la última, del 10 sept 2026, está en el percentil 62.',
    });
    expect(weight!.points[0]!.age).toBe('12 meses');
  });

  it('says a chart’s summary in English, one measurement in the singular', () => {
    const growth = buildGrowth({ measurements: [buildScored({ id: 1, ageDays: 365 }, 0.3)] });
    const [weight] = growthChartData(english, growth, 'metric');
    expect(weight!.summary).toBe(
      "Weight-for-age: the WHO's 3rd, 15th, 50th, 85th and 97th percentile curves, with 1 measurement; the latest, on Sep 10, 2026, is below the 1st percentile.",
    );
  });

  it('says a gentle flag as the server writes it in English, and in Spanish with the WHO’s names', () => {
    const flag = {
      indicator: 'weightForAge' as const,
      kind: 'abovePlus2' as const,
      date: '2026-09-10',
      z: 2.3,
      previousZ: null,
      message:
        'Weight-for-age is above the +2 z-score line. Worth mentioning to your paediatrician.',
      source:
        'WHO Child Growth Standards (2006); WHO Training Course on Child Growth Assessment, Module C: Interpreting Growth Indicators (2008)',
    };
    expect(flagInWords(english, flag)).toEqual({
      text: flag.message,
      source: `Source: ${flag.source}.`,
    });
    expect(flagInWords(spanish, flag)).toEqual({
      text: 'Peso para la edad: por encima de la línea de puntuación z +2. Vale la pena comentarlo con tu pediatra.',
      source:
        'Fuente: Patrones de crecimiento infantil de la OMS (2006); Curso de capacitación sobre la evaluación del crecimiento del niño de la OMS, Módulo C: Interpretando los indicadores de crecimiento (2008).',
    });
  });

  it('shows values in the chosen units', () => {
    expect(formatWeight(9.185, 'metric')).toBe('9.185 kg');
    expect(formatWeight(9.185, 'imperial')).toBe('20 lb 4 oz');
    expect(formatLength(74.93, 'metric')).toBe('74.93 cm');
    expect(formatLength(74.93, 'imperial')).toBe('29.5 in');
    expect(formatWeight(9.185, 'metric', 'es')).toBe('9,185 kg');
    expect(formatLength(74.5, 'metric', 'es')).toBe('74,5 cm');
  });
});
