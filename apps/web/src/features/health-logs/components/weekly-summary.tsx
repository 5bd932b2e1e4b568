import type { WeeklySummary as Summary } from '@nestling/shared';
import { useHealthTexts, type HealthTexts } from '../hooks/use-health-texts';

/**
 * The most frequent mood as shown: one mood ('😊 Happy'), or a tie named as one ('Tie: 😊 Happy
 * and 😢 Sad, 2 each'; issue 9), or 'No mood logged'.
 * @param summary the shared rule's answer
 */
export function mostFrequentMoodText(
  summary: Pick<Summary, 'mostFrequentMoods' | 'mostFrequentCount'>,
  { t, moodLabel }: Pick<HealthTexts, 't' | 'moodLabel'>,
): string {
  const labels = summary.mostFrequentMoods.map(moodLabel);
  if (labels.length === 0) return t('summary.noMood');
  if (labels.length === 1) return labels[0] ?? '';
  const moods = t('summary.and', { first: labels.slice(0, -1).join(', '), last: labels.at(-1) });
  return t('summary.tie', { moods, count: summary.mostFrequentCount });
}

/** Hours to one decimal in the app's language ('8.5', '8,5'). */
function oneDecimal(hours: number, locale: string | undefined): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(hours);
}

/**
 * The weekly summary (spec §5, §9): over the last 7 days, the most frequent mood and the
 * average sleep to one decimal, as computed by the shared `weeklySummary` rule; a tie names
 * every mood that shares the top count.
 */
export function WeeklySummary({ summary }: { summary: Summary }) {
  const texts = useHealthTexts();
  const { t, logDate } = texts;
  const items = [
    {
      term: t('summary.mostFrequentMood'),
      value: mostFrequentMoodText(summary, texts),
    },
    {
      term: t('summary.averageSleep'),
      value:
        summary.averageSleep === null
          ? t('summary.noSleep')
          : t('summary.hours', { hours: oneDecimal(summary.averageSleep, texts.locale) }),
    },
    { term: t('summary.entries'), value: String(summary.count) },
  ];
  return (
    <section aria-labelledby="weekly-summary-title" className="space-y-3">
      <div>
        <h2 id="weekly-summary-title" className="text-lg font-extrabold text-ink-900">
          {t('summary.title')}
        </h2>
        <p className="text-sm text-ink-600">
          {t('summary.range', { from: logDate(summary.from), to: logDate(summary.to) })}
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
