import { milestonesCatalogue } from '@nestling/shared';
import { ProgressBar } from '@/components/ui';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * The progress bar of completed milestones (spec §2.15): the share of the kid's milestones that
 * are completed, whatever the list's filter.
 * @param completed completed milestones of the kid
 * @param all every milestone of the kid
 */
export function MilestoneProgress({ completed, all }: { completed: number; all: number }) {
  const percent = all === 0 ? 0 : Math.round((completed / all) * 100);
  const { t } = useTranslation(milestonesCatalogue);
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id="milestone-progress-label" className="font-bold text-ink-900">
          {t('progress.label')}
        </span>
        <span className="text-ink-700">
          {all === 0 ? t('progress.none') : t('progress.summary', { completed, all, percent })}
        </span>
      </div>
      <ProgressBar
        percent={percent}
        labelledBy="milestone-progress-label"
        valueText={t('progress.valueText', { completed, all })}
        size="h-3"
        tone="success"
      />
    </div>
  );
}
