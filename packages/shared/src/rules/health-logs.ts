import { WEEKLY_SUMMARY_DAYS } from '../constants.js';

export const MOODS = ['Happy', 'Okay', 'Sad'] as const;
export type Mood = (typeof MOODS)[number];

/**
 * Mood score for the charts (spec §5 "Mood scoring for charts"): Happy 3, Okay 2, Sad 1,
 * anything else 0. The mood chart's axis runs 0 to 3 (spec §9).
 */
export function moodScore(mood: string | null | undefined): 0 | 1 | 2 | 3 {
  switch (mood) {
    case 'Happy':
      return 3;
    case 'Okay':
      return 2;
    case 'Sad':
      return 1;
    default:
      return 0;
  }
}

export interface SummaryLog {
  /** `YYYY-MM-DD` */
  date: string;
  mood: string | null;
  /** Hours of sleep, or null when not recorded. */
  sleep: number | null;
}

export interface WeeklySummary {
  /** Logs inside the window. */
  count: number;
  /**
   * The most frequent moods: one mood, or every mood sharing the top count when there is a tie
   * (in the order Happy, Okay, Sad); empty when no log in the window has a mood.
   */
  mostFrequentMoods: Mood[];
  /** How many entries each of `mostFrequentMoods` has (0 when there is none). */
  mostFrequentCount: number;
  /** Average hours of sleep to one decimal, or null when none was recorded. */
  averageSleep: number | null;
  /** First and last day of the window, `YYYY-MM-DD`. */
  from: string;
  to: string;
}

function shiftDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The weekly summary (spec §5, §9): over the last 7 days — today and the 6 days before — the
 * most frequent mood and the average sleep to one decimal. Ties are named honestly (issue 9):
 * when two or three moods share the top count, all of them are answered, none picked over the
 * others.
 * @param logs health logs with date, mood and sleep (hours)
 * @param today the viewer's today, `YYYY-MM-DD`
 */
export function weeklySummary(logs: readonly SummaryLog[], today: string): WeeklySummary {
  const from = shiftDate(today, -(WEEKLY_SUMMARY_DAYS - 1));
  const inWindow = logs.filter((log) => log.date >= from && log.date <= today);

  const counts = new Map<Mood, number>();
  for (const log of inWindow) {
    if (!log.mood || !(MOODS as readonly string[]).includes(log.mood)) continue;
    const mood = log.mood as Mood;
    counts.set(mood, (counts.get(mood) ?? 0) + 1);
  }
  const mostFrequentCount = Math.max(0, ...counts.values());
  const mostFrequentMoods =
    mostFrequentCount === 0 ? [] : MOODS.filter((mood) => counts.get(mood) === mostFrequentCount);

  const sleeps = inWindow
    .map((log) => log.sleep)
    .filter((sleep): sleep is number => typeof sleep === 'number');
  const averageSleep =
    sleeps.length > 0
      ? Math.round((sleeps.reduce((sum, sleep) => sum + sleep, 0) / sleeps.length) * 10) / 10
      : null;

  return {
    count: inWindow.length,
    mostFrequentMoods,
    mostFrequentCount,
    averageSleep,
    from,
    to: today,
  };
}
