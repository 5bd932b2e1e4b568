import { describe, expect, it } from 'vitest';
import { moodScore, weeklySummary, type SummaryLog } from './health.js';

describe('moodScore (spec §5)', () => {
  it.each([
    ['Happy', 3],
    ['Okay', 2],
    ['Sad', 1],
    ['happy', 0],
    ['Angry', 0],
    [null, 0],
    [undefined, 0],
  ])('%s → %i', (mood, score) => {
    expect(moodScore(mood)).toBe(score);
  });
});

describe('weeklySummary (spec §5, §9)', () => {
  const today = '2026-11-21';
  const log = (
    date: string,
    mood: string | null,
    sleep: number | null,
    createdAt?: string,
  ): SummaryLog => ({
    date,
    mood,
    sleep,
    ...(createdAt ? { createdAt } : {}),
  });

  it.each<
    [
      string,
      SummaryLog[],
      { count: number; mostFrequentMood: string | null; averageSleep: number | null },
    ]
  >([
    ['an empty week', [], { count: 0, mostFrequentMood: null, averageSleep: null }],
    [
      'a plain majority',
      [log('2026-11-21', 'Happy', 10), log('2026-11-20', 'Sad', 8), log('2026-11-19', 'Happy', 9)],
      { count: 3, mostFrequentMood: 'Happy', averageSleep: 9 },
    ],
    [
      'a tie goes to the mood logged most recently',
      [log('2026-11-16', 'Happy', null), log('2026-11-20', 'Sad', null)],
      { count: 2, mostFrequentMood: 'Sad', averageSleep: null },
    ],
    [
      'a tie on the same day goes to the later entry',
      [
        log('2026-11-20', 'Sad', null, '2026-11-20T08:00:00Z'),
        log('2026-11-20', 'Okay', null, '2026-11-20T19:00:00Z'),
      ],
      { count: 2, mostFrequentMood: 'Okay', averageSleep: null },
    ],
    [
      'days outside the window are left out (the 7 days are today and the 6 before)',
      [log('2026-11-14', 'Sad', 2), log('2026-11-15', 'Okay', 8), log('2026-11-22', 'Sad', 1)],
      { count: 1, mostFrequentMood: 'Okay', averageSleep: 8 },
    ],
    [
      'sleep averaged to one decimal, missing values ignored',
      [
        log('2026-11-21', null, 9.5),
        log('2026-11-20', null, 8),
        log('2026-11-19', null, 8),
        log('2026-11-18', 'Okay', null),
      ],
      { count: 4, mostFrequentMood: 'Okay', averageSleep: 8.5 },
    ],
    [
      'rounding half up at the first decimal',
      [log('2026-11-21', null, 7.5), log('2026-11-20', null, 8), log('2026-11-19', null, 8)],
      { count: 3, mostFrequentMood: null, averageSleep: 7.8 },
    ],
    [
      'unknown moods do not count as a mood',
      [log('2026-11-21', 'Grumpy', 9)],
      { count: 1, mostFrequentMood: null, averageSleep: 9 },
    ],
  ])('%s', (_label, logs, expected) => {
    expect(weeklySummary(logs, today)).toEqual({ ...expected, from: '2026-11-15', to: today });
  });
});
