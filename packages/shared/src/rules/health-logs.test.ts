import { describe, expect, it } from 'vitest';
import { moodScore, weeklySummary, type SummaryLog } from './health-logs.js';

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

describe('weeklySummary (spec §5, §9; ties named, issue 9)', () => {
  const today = '2026-11-21';
  const log = (date: string, mood: string | null, sleep: number | null): SummaryLog => ({
    date,
    mood,
    sleep,
  });

  it.each<
    [
      string,
      SummaryLog[],
      {
        count: number;
        mostFrequentMoods: string[];
        mostFrequentCount: number;
        averageSleep: number | null;
      },
    ]
  >([
    [
      'an empty week',
      [],
      { count: 0, mostFrequentMoods: [], mostFrequentCount: 0, averageSleep: null },
    ],
    [
      'a plain majority',
      [log('2026-11-21', 'Happy', 10), log('2026-11-20', 'Sad', 8), log('2026-11-19', 'Happy', 9)],
      { count: 3, mostFrequentMoods: ['Happy'], mostFrequentCount: 2, averageSleep: 9 },
    ],
    [
      'a tie of two moods names both, in the order Happy, Okay, Sad',
      [log('2026-11-16', 'Sad', null), log('2026-11-20', 'Happy', null)],
      { count: 2, mostFrequentMoods: ['Happy', 'Sad'], mostFrequentCount: 1, averageSleep: null },
    ],
    [
      'a tie on the same day names both, whichever was logged last',
      [log('2026-11-20', 'Okay', null), log('2026-11-20', 'Sad', null)],
      { count: 2, mostFrequentMoods: ['Okay', 'Sad'], mostFrequentCount: 1, averageSleep: null },
    ],
    [
      'a three-way tie names all three',
      [
        log('2026-11-21', 'Sad', null),
        log('2026-11-20', 'Okay', null),
        log('2026-11-19', 'Happy', null),
        log('2026-11-18', 'Happy', null),
        log('2026-11-17', 'Okay', null),
        log('2026-11-16', 'Sad', null),
      ],
      {
        count: 6,
        mostFrequentMoods: ['Happy', 'Okay', 'Sad'],
        mostFrequentCount: 2,
        averageSleep: null,
      },
    ],
    [
      'a tie broken by one more entry is no tie',
      [
        log('2026-11-21', 'Sad', null),
        log('2026-11-20', 'Okay', null),
        log('2026-11-19', 'Okay', null),
      ],
      { count: 3, mostFrequentMoods: ['Okay'], mostFrequentCount: 2, averageSleep: null },
    ],
    [
      'days outside the window are left out (the 7 days are today and the 6 before)',
      [log('2026-11-14', 'Sad', 2), log('2026-11-15', 'Okay', 8), log('2026-11-22', 'Sad', 1)],
      { count: 1, mostFrequentMoods: ['Okay'], mostFrequentCount: 1, averageSleep: 8 },
    ],
    [
      'sleep averaged to one decimal, missing values ignored',
      [
        log('2026-11-21', null, 9.5),
        log('2026-11-20', null, 8),
        log('2026-11-19', null, 8),
        log('2026-11-18', 'Okay', null),
      ],
      { count: 4, mostFrequentMoods: ['Okay'], mostFrequentCount: 1, averageSleep: 8.5 },
    ],
    [
      'rounding half up at the first decimal',
      [log('2026-11-21', null, 7.5), log('2026-11-20', null, 8), log('2026-11-19', null, 8)],
      { count: 3, mostFrequentMoods: [], mostFrequentCount: 0, averageSleep: 7.8 },
    ],
    [
      'unknown moods do not count as a mood',
      [log('2026-11-21', 'Grumpy', 9)],
      { count: 1, mostFrequentMoods: [], mostFrequentCount: 0, averageSleep: 9 },
    ],
  ])('%s', (_label, logs, expected) => {
    expect(weeklySummary(logs, today)).toEqual({ ...expected, from: '2026-11-15', to: today });
  });
});
