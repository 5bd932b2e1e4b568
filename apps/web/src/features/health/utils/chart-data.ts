import { MOODS, moodScore, type HealthLog, type Mood } from '@nestling/shared';

/** One day of the mood trend: the day's mood score (spec §5: Happy 3, Okay 2, Sad 1). */
export interface MoodPoint {
  /** `YYYY-MM-DD` */
  date: string;
  /** Average mood score of the day's logs that have a mood, to one decimal (1–3). */
  score: number;
  /** The moods logged that day, oldest first, for the text alternative. */
  moods: Mood[];
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

/**
 * The mood trend line's points (spec §2.14, §5 Mood scoring for charts), one per day that has a
 * mood, oldest first. A log without a mood would score 0 under the spec's rule; it is left
 * out instead, so a day where only sleep was logged does not read as "worse than sad".
 * @param logs health logs and self-assessments, any order
 */
export function moodTrend(logs: readonly HealthLog[]): MoodPoint[] {
  return byDay(logs).flatMap(([date, dayLogs]) => {
    const moods = dayLogs.flatMap((log) => (log.mood ? [log.mood] : []));
    if (moods.length === 0) return [];
    const total = moods.reduce((sum, mood) => sum + moodScore(mood), 0);
    return [{ date, score: roundToTenth(total / moods.length), moods }];
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

/**
 * The most recent logs first (date, then creation time, then id), the list's order (issue 5).
 * @returns a negative number when `a` comes before `b`
 */
export function newestFirst(a: HealthLog, b: HealthLog): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return b.id - a.id;
}

/**
 * The date `days` days before `isoDate` (negative: after), both `YYYY-MM-DD`.
 * @param isoDate `YYYY-MM-DD`
 * @param days whole days
 */
export function daysBefore(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
