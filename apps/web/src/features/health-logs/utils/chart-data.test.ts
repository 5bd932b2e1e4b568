import { describe, expect, it } from 'vitest';
import { buildHealthLog } from '../testing/build-health-log';
import { moodDistribution, moodPoints, sleepTrend } from './chart-data';
import { daysBefore, newestFirst } from './log-days';

describe('moodPoints (spec §5 Mood scoring: Happy 3, Okay 2, Sad 1; issue 9: each entry plotted)', () => {
  const day = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  it.each([
    { name: 'no logs', logs: [], expected: [] },
    {
      name: 'one mood per day, oldest day first',
      logs: [
        buildHealthLog({ date: '2026-03-03', mood: 'Sad' }),
        buildHealthLog({ date: '2026-03-01', mood: 'Happy' }),
        buildHealthLog({ date: '2026-03-02', mood: 'Okay' }),
      ],
      expected: [
        { date: '2026-03-01', day: day('2026-03-01'), mood: 'Happy', score: 3, count: 1 },
        { date: '2026-03-02', day: day('2026-03-02'), mood: 'Okay', score: 2, count: 1 },
        { date: '2026-03-03', day: day('2026-03-03'), mood: 'Sad', score: 1, count: 1 },
      ],
    },
    {
      name: 'a Sad log and a Happy self-assessment on one day: two dots, no "Okay" average',
      logs: [
        buildHealthLog({ date: '2026-03-01', mood: 'Happy', source: 'self-assessment' }),
        buildHealthLog({ date: '2026-03-01', mood: 'Sad' }),
      ],
      expected: [
        { date: '2026-03-01', day: day('2026-03-01'), mood: 'Sad', score: 1, count: 1 },
        { date: '2026-03-01', day: day('2026-03-01'), mood: 'Happy', score: 3, count: 1 },
      ],
    },
    {
      name: 'the same mood twice on a day: one dot counting two',
      logs: [
        buildHealthLog({ date: '2026-03-01', mood: 'Happy', createdAt: '2026-03-01T08:00:00Z' }),
        buildHealthLog({ date: '2026-03-01', mood: 'Happy', createdAt: '2026-03-01T09:00:00Z' }),
        buildHealthLog({ date: '2026-03-01', mood: 'Sad', createdAt: '2026-03-01T10:00:00Z' }),
      ],
      expected: [
        { date: '2026-03-01', day: day('2026-03-01'), mood: 'Sad', score: 1, count: 1 },
        { date: '2026-03-01', day: day('2026-03-01'), mood: 'Happy', score: 3, count: 2 },
      ],
    },
    {
      name: 'a day with sleep only has no dot',
      logs: [
        buildHealthLog({ date: '2026-03-01', sleep: 9 }),
        buildHealthLog({ date: '2026-03-02', mood: 'Okay' }),
      ],
      expected: [{ date: '2026-03-02', day: day('2026-03-02'), mood: 'Okay', score: 2, count: 1 }],
    },
  ])('$name', ({ logs, expected }) => {
    expect(moodPoints(logs)).toEqual(expected);
  });
});

describe('sleepTrend', () => {
  it('gives the hours per day, averaged to one decimal, skipping days without sleep', () => {
    expect(
      sleepTrend([
        buildHealthLog({ date: '2026-03-02', sleep: 8 }),
        buildHealthLog({ date: '2026-03-02', sleep: 9.5 }),
        buildHealthLog({ date: '2026-03-01', sleep: 10 }),
        buildHealthLog({ date: '2026-03-03', mood: 'Happy' }),
        buildHealthLog({ date: '2026-03-04', sleep: 0 }),
      ]),
    ).toEqual([
      { date: '2026-03-01', hours: 10 },
      { date: '2026-03-02', hours: 8.8 },
      { date: '2026-03-04', hours: 0 },
    ]);
  });
});

describe('moodDistribution', () => {
  it('counts each mood, every mood with a bar', () => {
    expect(
      moodDistribution([
        buildHealthLog({ mood: 'Happy' }),
        buildHealthLog({ mood: 'Sad' }),
        buildHealthLog({ mood: 'Happy' }),
        buildHealthLog({}),
      ]),
    ).toEqual([
      { mood: 'Happy', count: 2 },
      { mood: 'Okay', count: 0 },
      { mood: 'Sad', count: 1 },
    ]);
  });
});

describe('newestFirst and daysBefore', () => {
  it('orders by date, then creation time, then id, newest first', () => {
    const a = buildHealthLog({ id: 1, date: '2026-03-01', createdAt: '2026-03-05T10:00:00Z' });
    const b = buildHealthLog({ id: 2, date: '2026-03-02', createdAt: '2026-03-02T10:00:00Z' });
    const c = buildHealthLog({ id: 3, date: '2026-03-02', createdAt: '2026-03-02T11:00:00Z' });
    const d = buildHealthLog({ id: 4, date: '2026-03-02', createdAt: '2026-03-02T11:00:00Z' });
    expect([a, b, c, d].sort(newestFirst).map((log) => log.id)).toEqual([4, 3, 2, 1]);
  });

  it.each([
    ['2026-03-01', 1, '2026-02-28'],
    ['2024-03-01', 1, '2024-02-29'],
    ['2026-01-05', 29, '2025-12-07'],
    ['2026-03-29', 0, '2026-03-29'],
  ])('%s minus %i days is %s (no time-zone shift)', (date, days, expected) => {
    expect(daysBefore(date, days)).toBe(expected);
  });
});
