import type { WeeklySummary as Summary } from '@nestling/shared';
import { formatLogDate, moodLabel } from '../utils/format';

/**
 * The weekly summary (spec §5, §9): over the last 7 days, the most frequent mood and the
 * average sleep to one decimal, as computed by the shared `weeklySummary` rule.
 */
export function WeeklySummary({ summary }: { summary: Summary }) {
  const items = [
    {
      term: 'Most frequent mood',
      value: summary.mostFrequentMood ? moodLabel(summary.mostFrequentMood) : 'No mood logged',
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
