import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './push-sender.js';
import { quietHoursEnd } from './quiet-hours.js';

describe('quietHoursEnd', () => {
  it.each([
    // [now (UTC), start, end, zone, expected end or null]
    ['2026-11-26T23:30:00Z', '22:00', '07:00', 'UTC', '2026-11-27T07:00:00.000Z'],
    ['2026-11-26T06:59:30Z', '22:00', '07:00', 'UTC', '2026-11-26T07:00:00.000Z'],
    ['2026-11-26T07:00:00Z', '22:00', '07:00', 'UTC', null],
    ['2026-11-26T12:00:00Z', '22:00', '07:00', 'UTC', null],
    ['2026-11-26T13:15:00Z', '13:00', '14:00', 'UTC', '2026-11-26T14:00:00.000Z'],
    // 22:30 in New York (UTC−5 in November) is 03:30 UTC; quiet until 07:00 there, 12:00 UTC.
    ['2026-11-27T03:30:00Z', '22:00', '07:00', 'America/New_York', '2026-11-27T12:00:00.000Z'],
    // 23:30 UTC is 08:30 in Tokyo: outside 22:00–07:00 there.
    ['2026-11-26T23:30:00Z', '22:00', '07:00', 'Asia/Tokyo', null],
  ])('at %s with %s–%s in %s ends at %s', (now, start, end, timeZone, expected) => {
    const found = quietHoursEnd({ start, end, timeZone }, new Date(now));
    expect(found?.toISOString() ?? null).toBe(expected);
  });
});

describe('retryDelayMs', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it.each([
    [1, undefined, 2000],
    [2, undefined, 4000],
    [5, undefined, 32_000],
    [30, undefined, 15 * 60_000],
    [1, '120', 120_000],
    [1, 'Thu, 26 Nov 2026 12:01:00 GMT', 60_000],
    [1, '99999', 15 * 60_000],
    [3, 'soon', 8000],
  ])('after %i tries with Retry-After %s waits %i ms', (attempts, header, expected) => {
    expect(retryDelayMs(attempts, header, now)).toBe(expected);
  });
});
