import { lazy, Suspense } from 'react';
import type { GrowthChartsProps } from './growth-charts';
import { WhenSeen } from '@/components/ui/when-seen';

const GrowthCharts = lazy(() =>
  import('./growth-charts').then((module) => ({ default: module.GrowthCharts })),
);

/** The charts' frames while their drawing loads: the size each chart ends up with. */
function ChartsPlaceholder({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="grid gap-4 md:grid-cols-2">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="rounded-2xl bg-surface p-3 ring-1 ring-ink-900/10 sm:p-4">
          <div className="mb-2 h-5 w-40 rounded bg-ink-900/5" />
          <div className="h-64 w-full rounded-xl bg-ink-900/5" />
          <div className="mt-1 h-16" />
        </div>
      ))}
    </div>
  );
}

/**
 * The growth charts, loaded when they come near the viewport, as the health tracker's own
 * charts are (decision 051): Recharts stays out of the screen's first load.
 */
export function LazyGrowthCharts(props: GrowthChartsProps) {
  const placeholder = <ChartsPlaceholder count={props.growth.curves.length} />;
  return (
    <WhenSeen placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <GrowthCharts {...props} />
      </Suspense>
    </WhenSeen>
  );
}
