import { describe, expect, it } from 'vitest';
import { ageForStandards, ageInDays, roundHalfUp } from './age.js';

describe('ageInDays', () => {
  it.each([
    ['2024-01-01', '2024-01-01', 0],
    ['2024-02-28', '2024-03-01', 2],
    ['2023-02-28', '2023-03-01', 1],
    ['2022-03-01', '2024-03-01', 731],
    ['2020-01-01', '2025-01-01', 1827],
  ])('from %s to %s is %s completed days', (birth, measured, days) => {
    expect(ageInDays(birth, measured)).toBe(days);
  });

  it('refuses a date before birth and a date that is not one', () => {
    expect(() => ageInDays('2024-03-02', '2024-03-01')).toThrow(RangeError);
    expect(() => ageInDays('2024-02-30', '2024-03-01')).toThrow(RangeError);
  });
});

describe('roundHalfUp (anthro round_up)', () => {
  it('rounds .5 up and below it down', () => {
    expect([roundHalfUp(730.49), roundHalfUp(730.5), roundHalfUp(1826.25)]).toEqual([
      730, 731, 1826,
    ]);
  });
});

describe('ageForStandards', () => {
  it('is the chronological age without a gestational age', () => {
    expect(ageForStandards({ birthDate: '2024-01-01', measuredOn: '2024-03-01' })).toEqual({
      chronologicalDays: 60,
      ageDays: 60,
      corrected: false,
    });
  });

  it('corrects by the days born before 40 weeks, below 37 weeks', () => {
    // 32 weeks + 0 days = 224 days: 56 days early
    const born32 = { birthDate: '2024-01-01', gestationalAgeDays: 224 };
    expect(ageForStandards({ ...born32, measuredOn: '2024-03-01' })).toEqual({
      chronologicalDays: 60,
      ageDays: 4,
      corrected: true,
    });
    // 36 + 6 is still preterm; 37 + 0 is not
    expect(
      ageForStandards({ ...born32, gestationalAgeDays: 258, measuredOn: '2024-03-01' }).ageDays,
    ).toBe(38);
    expect(
      ageForStandards({ ...born32, gestationalAgeDays: 259, measuredOn: '2024-03-01' }),
    ).toMatchObject({
      ageDays: 60,
      corrected: false,
    });
  });

  it('corrects until 24 months (below 731 days) only', () => {
    const born28 = { birthDate: '2022-01-01', gestationalAgeDays: 196 };
    expect(ageForStandards({ ...born28, measuredOn: '2023-12-31' })).toMatchObject({
      chronologicalDays: 729,
      ageDays: 645,
      corrected: true,
    });
    expect(ageForStandards({ ...born28, measuredOn: '2024-01-02' })).toMatchObject({
      chronologicalDays: 731,
      ageDays: 731,
      corrected: false,
    });
  });

  it('gives a negative age before the term date', () => {
    const result = ageForStandards({
      birthDate: '2024-01-01',
      measuredOn: '2024-01-31',
      gestationalAgeDays: 196,
    });
    expect(result).toEqual({ chronologicalDays: 30, ageDays: -54, corrected: true });
  });

  it('refuses a gestational age that is not one', () => {
    for (const days of [100, 224.5, 40 * 7 * 2]) {
      expect(() =>
        ageForStandards({
          birthDate: '2024-01-01',
          measuredOn: '2024-03-01',
          gestationalAgeDays: days,
        }),
      ).toThrow(RangeError);
    }
  });
});
