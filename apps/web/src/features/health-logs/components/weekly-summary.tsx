import type { WeeklySummary as Summary } from '@nestling/shared';
import { formatLogDate, moodLabel } from '../utils/format';

/**
 * The most frequent mood as shown: one mood ('😊 Happy'), or a tie named as one ('Tie: 😊 Happy
 * and 😢 Sad, 2 each'; issue 9), or 'No mood logged'.
 * @param summary the shared rule's answer
 */
export function mostFrequentMoodText(
  summary: Pick<Summary, 'mostFrequentMoods' | 'mostFrequentCount'>,
): string {
  const labels = summary.mostFrequentMoods.map(moodLabel);
  if (labels.length === 0) return 'No mood logged';
  if (labels.length === 1) return labels[0] ?? '';
  const named = `${labels.slice(0, -1).join(', ')} and ${labels.at(-1) ?? ''}`;
  return `Tie: ${named}, ${summary.mostFrequentCount} each`;
}

/**
 * The weekly summary (spec §5, §9): over the last 7 days, the most frequent mood and the
 * average sleep to one decimal, as computed by the shared `weeklySummary` rule; a tie names
 * every mood that shares the top count.
 */
export function WeeklySummary({ summary }: { summary: Summary }) {
  const items = [
    {
      term: 'Most frequent mood',
      value: mostFrequentMoodText(summary),
    },
    {
      term: 'Average sleep',
      value:
        summary.averageSleep === null
          ? 'No sleep logged'
          : `${summary.averageSleep.toFixed(1)} hours`,
    },
    { term: 'Entries', value: String(summary.count) },
  ];
  return (
    <section aria-labelledby="weekly-summary-title" className="space-y-3">
      <div>
        <h2 id="weekly-summary-title" className="text-lg font-extrabold text-ink-900">
          Weekly summary
        </h2>
        <p className="text-sm text-ink-600">
          Last 7 days: {formatLogDate(summary.from)} – {formatLogDate(summary.to)}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
        {items.map((item) => (
          <div key={item.term} className="rounded-2xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100">
            <dt className="text-xs font-bold tracking-wide text-brand-800 uppercase">
              {item.term}
            </dt>
            <dd className="mt-1 text-lg font-extrabold text-ink-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
