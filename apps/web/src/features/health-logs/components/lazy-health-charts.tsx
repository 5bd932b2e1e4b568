import { lazy, Suspense } from 'react';
import type { HealthLog } from '@nestling/shared';
import { WhenSeen } from '@/components/ui/when-seen';

const HealthCharts = lazy(() =>
  import('./health-charts').then((module) => ({ default: module.HealthCharts })),
);

/** One chart's frame while its drawing loads: the size ChartFigure ends up with. */
function ChartPlaceholder({ withNote = false }: { withNote?: boolean }) {
  return (
    <div className="min-w-0 rounded-2xl bg-surface p-3 ring-1 ring-ink-900/10 sm:p-4">
      <div className="mb-2 h-5 w-32 rounded bg-ink-900/5" />
      <div className="h-56 w-full rounded-xl bg-ink-900/5 sm:h-64" />
      {withNote && <div className="mt-2 h-12 sm:h-8" />}
    </div>
  );
}

/** The three charts' frames, in HealthCharts' grid: no shift when the drawings arrive. */
function ChartsPlaceholder() {
  return (
    <div aria-hidden="true" className="grid gap-4 md:grid-cols-2">
      <ChartPlaceholder withNote />
      <ChartPlaceholder />
      <div className="md:col-span-2">
        <ChartPlaceholder />
      </div>
    </div>
  );
}

/**
 * The health tracker's charts, loaded when they come near the viewport (issue 29): Recharts is
 * the largest library of the app (≈ 110 KB gzip), and the charts sit below the forms and the
 * weekly summary. Until then — and while the chunk arrives — frames of the charts' final size
 * hold their place.
 * @param logs the logs of the charted days (as HealthCharts takes them)
 */
export function LazyHealthCharts({ logs }: { logs: readonly HealthLog[] }) {
  return (
    <WhenSeen placeholder={<ChartsPlaceholder />}>
      <Suspense fallback={<ChartsPlaceholder />}>
        <HealthCharts logs={logs} />
      </Suspense>
    </WhenSeen>
  );
}
