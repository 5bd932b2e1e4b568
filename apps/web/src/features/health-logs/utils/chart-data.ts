import { MOODS, moodScore, type HealthLog, type Mood } from '@nestling/shared';

/**
 * One dot of the mood chart: a mood logged on a day (spec §5 Mood scoring for charts: Happy 3,
 * Okay 2, Sad 1). A day with several entries has a dot per mood logged, so a Sad log and a
 * Happy self-assessment on one day are two dots, never an "Okay" average (issue 9).
 */
export interface MoodPoint {
  /** `YYYY-MM-DD` */
  date: string;
  /** The date as whole days since 1970-01-01 (the chart's x axis). */
  day: number;
  mood: Mood;
  /** The mood's score on the 0–3 axis (spec §9). */
  score: number;
  /** How many entries that day have this mood (the dot's size). */
  count: number;
}

/** One day of the sleep trend. */
export interface SleepPoint {
  /** `YYYY-MM-DD` */
  date: string;
  /** Hours of sleep; the average when the day has several, to one decimal. */
  hours: number;
}

/** One bar of the mood distribution. */
export interface MoodCount {
  mood: Mood;
  count: number;
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/** Logs grouped by date, oldest day first; within a day, oldest entry first. */
function byDay(logs: readonly HealthLog[]): Array<[string, HealthLog[]]> {
  const days = new Map<string, HealthLog[]>();
  const ordered = [...logs].sort((a, b) =>
    a.date === b.date
      ? a.createdAt.localeCompare(b.createdAt) || a.id - b.id
      : a.date < b.date
        ? -1
        : 1,
  );
  for (const log of ordered) days.set(log.date, [...(days.get(log.date) ?? []), log]);
  return [...days];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The mood chart's dots (spec §2.14, §5 Mood scoring for charts, §9 axis 0–3): one per day and
 * mood logged, oldest day first and, within a day, Sad, Okay, Happy (bottom to top), with how
 * many entries had that mood. Nothing is averaged or joined between days. Entries without a
 * mood are left out (the spec's rule would score them 0, "worse than sad").
 * @param logs health logs and self-assessments, any order
 */
export function moodPoints(logs: readonly HealthLog[]): MoodPoint[] {
  return byDay(logs).flatMap(([date, dayLogs]) => {
    const day = Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
    return [...MOODS].reverse().flatMap((mood) => {
      const count = dayLogs.filter((log) => log.mood === mood).length;
      return count === 0 ? [] : [{ date, day, mood, score: moodScore(mood), count }];
    });
  });
}

/**
 * The sleep trend line's points (spec §2.14), one per day with sleep recorded, oldest first.
 * @param logs health logs, any order; sleep in hours
 */
export function sleepTrend(logs: readonly HealthLog[]): SleepPoint[] {
  return byDay(logs).flatMap(([date, dayLogs]) => {
    const hours = dayLogs.flatMap((log) => (log.sleep === null ? [] : [log.sleep]));
    if (hours.length === 0) return [];
    return [{ date, hours: roundToTenth(hours.reduce((sum, h) => sum + h, 0) / hours.length) }];
  });
}

/**
 * The mood distribution bars (spec §2.14): how many logs have each mood, in the order Happy,
 * Okay, Sad (every mood has a bar, possibly 0).
 * @param logs health logs and self-assessments
 */
export function moodDistribution(logs: readonly HealthLog[]): MoodCount[] {
  return MOODS.map((mood) => ({ mood, count: logs.filter((log) => log.mood === mood).length }));
}
