import { describe, expect, it } from 'vitest';
import {
  TIME_INPUT_MESSAGES as M,
  formatTime24,
  parseTime24,
  validateTimeParts,
  type TimeParts,
} from './time-input.js';

describe('validateTimeParts (spec §5 Time input)', () => {
  it.each<[string, TimeParts, string]>([
    ['24-hour midnight', { hour: '0', minute: '00' }, '00:00'],
    ['24-hour last minute', { hour: '23', minute: '59' }, '23:59'],
    ['12 AM is midnight', { hour: '12', minute: '00', period: 'AM' }, '00:00'],
    ['12 PM is noon', { hour: '12', minute: '30', period: 'PM' }, '12:30'],
    ['1 PM', { hour: '1', minute: '05', period: 'PM' }, '13:05'],
    ['11 AM', { hour: '11', minute: '59', period: 'AM' }, '11:59'],
    ['with seconds', { hour: '9', minute: '0', second: '59' }, '09:00'],
  ])('accepts %s', (_label, parts, expected) => {
    const result = validateTimeParts(parts);
    expect(result.ok && formatTime24(result.time)).toBe(expected);
  });

  it.each<[string, TimeParts, string]>([
    ['hour 24', { hour: '24', minute: '00' }, M.hour24],
    ['hour 0 on a 12-hour clock', { hour: '0', minute: '00', period: 'AM' }, M.hour12],
    ['hour 13 on a 12-hour clock', { hour: '13', minute: '00', period: 'PM' }, M.hour12],
    ['minute 60', { hour: '10', minute: '60' }, M.minute],
    ['second 60', { hour: '10', minute: '00', second: '60' }, M.second],
    ['a letter', { hour: '1a', minute: '00' }, M.digitsOnly],
    ['a sign', { hour: '-1', minute: '00' }, M.digitsOnly],
    ['three digits', { hour: '100', minute: '00' }, M.digitsOnly],
    ['an empty minute', { hour: '10', minute: '' }, M.digitsOnly],
  ])('rejects %s', (_label, parts, error) => {
    expect(validateTimeParts(parts)).toEqual({ ok: false, error });
  });

  it('keeps within the optional minimum and maximum, inclusive', () => {
    const bounds = {
      min: { hours: 8, minutes: 0, seconds: 0 },
      max: { hours: 18, minutes: 30, seconds: 0 },
    };
    expect(validateTimeParts({ hour: '8', minute: '00' }, bounds).ok).toBe(true);
    expect(validateTimeParts({ hour: '6', minute: '30', period: 'PM' }, bounds).ok).toBe(true);
    expect(validateTimeParts({ hour: '7', minute: '59' }, bounds)).toEqual({
      ok: false,
      error: 'Pick a time no earlier than 08:00.',
    });
    expect(validateTimeParts({ hour: '6', minute: '31', period: 'PM' }, bounds)).toEqual({
      ok: false,
      error: 'Pick a time no later than 18:30.',
    });
  });
});

describe('parseTime24', () => {
  it('reads HH:mm and HH:mm:ss, and nothing else', () => {
    expect(parseTime24('09:00')).toEqual({ hours: 9, minutes: 0, seconds: 0 });
    expect(parseTime24('23:59:59')).toEqual({ hours: 23, minutes: 59, seconds: 59 });
    expect(parseTime24('9:00')).toBeUndefined();
    expect(parseTime24('24:00')).toBeUndefined();
  });
});
