/**
 * The progress bar of completed milestones (spec §2.15): the share of the kid's milestones that
 * are completed, whatever the list's filter.
 * @param completed completed milestones of the kid
 * @param all every milestone of the kid
 */
export function MilestoneProgress({ completed, all }: { completed: number; all: number }) {
  const percent = all === 0 ? 0 : Math.round((completed / all) * 100);
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id="milestone-progress-label" className="font-bold text-ink-900">
          Progress
        </span>
        <span className="text-ink-700">
          {all === 0 ? 'No milestones yet' : `${completed} of ${all} completed (${percent}%)`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="milestone-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${completed} of ${all} milestones completed`}
        className="h-3 overflow-hidden rounded-full bg-ink-900/10"
      >
        <div
          className="h-full rounded-full bg-success-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
