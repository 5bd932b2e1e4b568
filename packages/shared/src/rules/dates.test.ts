import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  isFutureDate,
  isIsoDate,
  isStorableInstant,
  isTodaySomewhere,
  todayIsoDate,
} from './dates.js';

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
    ['2025-01-01T00:00:00Z', false],
    ['', false],
    ['0000-01-01', false],
    ['0099-12-31', false],
    ['0100-01-01', true],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2025-04-31', false],
    ['2025-12-31', true],
    ['2025-00-10', false],
    ['2025-01-00', false],
    ['2025-0a-01', false],
    ['2025/01/01', false],
    ['12025-01-01', false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('isFutureDate', () => {
  const now = new Date('2026-03-10T23:30:00Z');
  it('treats today anywhere on Earth as not in the future', () => {
    // At 23:30 UTC it is already 11 March in Kiritimati (UTC+14).
    expect(isFutureDate('2026-03-11', now)).toBe(false);
    expect(isFutureDate('2026-03-10', now)).toBe(false);
  });
  it('treats the day after the latest time zone’s today as future', () => {
    expect(isFutureDate('2026-03-12', now)).toBe(true);
  });
  it('formats today in a given zone', () => {
    expect(todayIsoDate(now, 'UTC')).toBe('2026-03-10');
    expect(todayIsoDate(now, 'Asia/Tokyo')).toBe('2026-03-11');
  });
});

describe('todayIsoDate', () => {
  it('turns the day at midnight, one millisecond apart, in each zone asked', () => {
    // The same instants read in two zones, in the order a busy server would ask them.
    const before = new Date('2026-03-10T23:59:59.999Z');
    const after = new Date('2026-03-11T00:00:00.000Z');
    expect(todayIsoDate(before, 'UTC')).toBe('2026-03-10');
    expect(todayIsoDate(before, 'Asia/Tokyo')).toBe('2026-03-11');
    expect(todayIsoDate(after, 'UTC')).toBe('2026-03-11');
    expect(todayIsoDate(before, 'UTC')).toBe('2026-03-10');
    expect(todayIsoDate(after, 'America/New_York')).toBe('2026-03-10');
  });
});

describe('isTodaySomewhere', () => {
  // At 10:30 UTC on 10 March it is 9 March in UTC−12 (22:30) and 11 March in UTC+14 (00:30).
  const now = new Date('2026-03-10T10:30:00Z');
  it.each([
    ['2026-03-09', true],
    ['2026-03-10', true],
    ['2026-03-11', true],
    ['2026-03-08', false],
    ['2026-03-12', false],
    ['2026-02-30', false],
    ['10 March', false],
  ])('%s → %s', (value, expected) => {
    expect(isTodaySomewhere(value, now)).toBe(expected);
  });
});

describe('isStorableInstant', () => {
  it.each([
    ['2026-03-01T09:00:00+01:00', true],
    ['0001-01-01T00:00:00Z', true],
    ['9999-12-31T23:59:59.999Z', true],
    ['9999-12-31T23:59:59+14:00', true],
    ['0000-12-31T23:59:59Z', false],
    ['0001-01-01T00:30:00+01:00', false],
    ['9999-12-31T23:59:59-12:00', false],
    ['not a date', false],
  ])('%j → %s', (value, expected) => {
    expect(isStorableInstant(value)).toBe(expected);
  });
});

describe('ageInYears (issue 9: age derived from the date of birth)', () => {
  it.each([
    ['born today', '2026-03-10', '2026-03-10', 0],
    ['the day before the first birthday', '2025-03-11', '2026-03-10', 0],
    ['on the first birthday', '2025-03-10', '2026-03-10', 1],
    ['the day before the sixth birthday', '2020-03-11', '2026-03-10', 5],
    ['on the sixth birthday', '2020-03-10', '2026-03-10', 6],
    ['later in the birthday month', '2020-03-01', '2026-03-10', 6],
    ['an earlier month of the year', '2020-01-31', '2026-03-10', 6],
    ['a later month of the year', '2020-12-01', '2026-03-10', 5],
    ['29 February on 28 February of a common year', '2020-02-29', '2027-02-28', 6],
    ['29 February on 1 March of a common year', '2020-02-29', '2027-03-01', 7],
    ['29 February on 29 February of a leap year', '2020-02-29', '2028-02-29', 8],
    ['an ISO date-time as date of birth', '2020-03-10T00:00:00.000Z', '2026-03-10', 6],
    ['a date of birth after today', '2026-03-11', '2026-03-10', 0],
    ['not a date', 'soon', '2026-03-10', 0],
  ])('%s: %s at %s → %i', (_label, dob, today, age) => {
    expect(ageInYears(dob, today)).toBe(age);
  });
});
