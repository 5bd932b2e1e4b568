import { cn } from '@/lib/cn';

/** What a ProgressBar shows and how it is named. */
export interface ProgressBarProps {
  /** Whole percent, 0–100. */
  percent: number;
  /** The id of the element that names the bar (its visible label). */
  labelledBy: string;
  /** What a screen reader says instead of the bare percent, e.g. "3 of 4 milestones completed". */
  valueText?: string;
  /** The track's height class (default `h-2.5`). */
  size?: 'h-2.5' | 'h-3';
  /** The filled part's colour class (default the brand colour). */
  tone?: 'brand' | 'success';
}

/**
 * A horizontal progress bar (ARIA `progressbar`, 0–100): the certificate upload's percent and
 * a kid's share of completed milestones (spec §2.15, §4 Certificate upload).
 */
export function ProgressBar({
  percent,
  labelledBy,
  valueText,
  size = 'h-2.5',
  tone = 'brand',
}: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn(size, 'overflow-hidden rounded-full bg-ink-900/10')}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width]',
          tone === 'success' ? 'bg-success-700' : 'bg-brand-600',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
