import { describe, expect, it } from 'vitest';
import { addMonthsToIsoDate, completedMonthsBetween } from './calendar.js';

describe('addMonthsToIsoDate', () => {
  it.each([
    ['2024-01-15', 0, '2024-01-15'],
    ['2024-01-15', 2, '2024-03-15'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-03-31', 1, '2024-04-30'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2024-12-15', 2, '2025-02-15'],
    ['2019-05-31', 60, '2024-05-31'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2024-01-15', -13, '2022-12-15'],
  ])('%s + %i months → %s', (date, months, expected) => {
    expect(addMonthsToIsoDate(date, months)).toBe(expected);
  });

  it.each([
    ['2024-02-30', 1],
    ['2024-01-15T00:00:00Z', 1],
    ['', 1],
    ['2024-01-15', 1.5],
  ])('refuses %j + %s', (date, months) => {
    expect(() => addMonthsToIsoDate(date, months)).toThrow(RangeError);
  });
});

describe('completedMonthsBetween', () => {
  it.each([
    ['2024-01-15', '2024-01-15', 0],
    ['2024-01-15', '2024-02-14', 0],
    ['2024-01-15', '2024-02-15', 1],
    ['2024-01-15', '2024-03-14', 1],
    ['2024-01-15', '2024-03-15', 2],
    // Born on the 31st: a month old on the last day of a shorter month.
    ['2024-01-31', '2024-02-28', 0],
    ['2024-01-31', '2024-02-29', 1],
    ['2023-01-31', '2023-02-28', 1],
    ['2023-12-31', '2024-02-29', 2],
    // A leap-day birthday: a year old on 28 February.
    ['2024-02-29', '2025-02-27', 11],
    ['2024-02-29', '2025-02-28', 12],
    ['2019-03-10', '2024-03-09', 59],
    ['2019-03-10', '2024-03-10', 60],
    ['2024-03-15', '2024-03-14', -1],
    ['2024-03-15', '2024-01-20', -2],
  ])('born %s, on %s → %i', (dob, today, expected) => {
    expect(completedMonthsBetween(dob, today)).toBe(expected);
  });

  it('refuses dates that are not dates', () => {
    expect(() => completedMonthsBetween('2024-13-01', '2024-03-15')).toThrow(RangeError);
    expect(() => completedMonthsBetween('2024-01-15', 'today')).toThrow(RangeError);
  });
});
