import {
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Scatter,
  XAxis,
  YAxis,
} from 'recharts';
import type { GrowthAnswer, MeasurementUnits } from '@nestling/shared';
import { useGrowthTexts } from '../hooks/use-growth-texts';
import { growthChartData, type GrowthChartData } from '../utils/chart-data';
import {
  formatChartNumber,
  formatMeasurementDate,
  percentileInWords,
  type GrowthTexts,
} from '../utils/growth-text';

/** The theme's colours (index.css) as CSS variables, so the charts follow light and dark mode. */
const COLORS = {
  grid: 'var(--color-chart-grid)',
  axis: 'var(--color-ink-600)',
  outer: 'var(--color-info-700)',
  inner: 'var(--color-accent-500)',
  median: 'var(--color-brand-600)',
  kid: 'var(--color-ink-900)',
};
const AXIS_TICK = { fill: COLORS.axis, fontSize: 12 };
/** Where the axes' names sit (Recharts' label positions; the names are the catalogue's). */
const X_LABEL = { position: 'insideBottom', offset: -10, fill: COLORS.axis, fontSize: 12 } as const;
// Turned upright, the unit's line is about 14 px wide around its x: 8 px in from the edge
// (Recharts' default 5 cut "kg" and "cm" at the chart's left side by 2 px), the ticks 4 px over.
const Y_LABEL = {
  angle: -90,
  position: 'insideLeft',
  offset: 8,
  fill: COLORS.axis,
  fontSize: 12,
} as const;
const Y_AXIS_WIDTH = 44;
const INITIAL_SIZE = { width: 320, height: 256 };
const MARGIN = { top: 8, right: 12, bottom: 16, left: 0 };

const LINES = [
  { key: 'p97', color: COLORS.outer, dash: '4 3' },
  { key: 'p85', color: COLORS.inner, dash: '6 3' },
  { key: 'p50', color: COLORS.median, dash: undefined },
  { key: 'p15', color: COLORS.inner, dash: '6 3' },
  { key: 'p3', color: COLORS.outer, dash: '4 3' },
] as const;

/** One indicator's chart: the curves, the kid's points, and the same data as a table. */
function GrowthChart({ chart, texts }: { chart: GrowthChartData; texts: GrowthTexts }) {
  const { t } = texts;
  const tick = (value: unknown) => formatChartNumber(texts, Number(value));
  const xs = chart.curves.map((row) => row.x);
  const domain = [Math.min(...xs), Math.max(...xs)];
  return (
    <figure className="min-w-0 rounded-2xl bg-surface p-3 ring-1 ring-ink-900/10 sm:p-4">
      <figcaption className="mb-2 px-1 text-sm font-bold text-ink-800">{chart.title}</figcaption>
      <div role="img" aria-label={chart.summary} className="h-64 w-full">
        <div aria-hidden="true" className="size-full">
          <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
            <ComposedChart data={chart.curves} margin={MARGIN} accessibilityLayer={false}>
              <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" />
              <XAxis
                type="number"
                dataKey="x"
                domain={domain}
                tick={AXIS_TICK}
                tickFormatter={tick}
                stroke={COLORS.axis}
                label={{ ...X_LABEL, value: chart.xLabel }}
              />
              <YAxis
                type="number"
                domain={['auto', 'auto']}
                tick={AXIS_TICK}
                tickFormatter={tick}
                stroke={COLORS.axis}
                width={Y_AXIS_WIDTH}
                label={{ ...Y_LABEL, value: chart.yLabel }}
              />
              {LINES.map((line) => (
                <Line
                  key={line.key}
                  dataKey={line.key}
                  stroke={line.color}
                  strokeDasharray={line.dash}
                  strokeWidth={line.key === 'p50' ? 2 : 1.5}
                  dot={false}
                  isAnimationActive={false}
                  type="monotone"
                />
              ))}
              <Scatter
                data={chart.points}
                dataKey="y"
                fill={COLORS.kid}
                line={{ stroke: COLORS.kid, strokeWidth: 1.5 }}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </div>
      <p className="mt-1 px-1 text-xs text-ink-600">{t('chart.legend')}</p>
      <details className="mt-2 px-1 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">
          {t('chart.showTable')}
        </summary>
        {chart.points.length === 0 ? (
          <p className="mt-2 text-ink-700">{t('chart.noPoints')}</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{chart.title}</caption>
              <thead className="text-ink-700">
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    {t('table.date')}
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    {t('table.age')}
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    {t('table.value', { unit: chart.yLabel })}
                  </th>
                  <th scope="col" className="py-1">
                    {t('table.percentile')}
                  </th>
                </tr>
              </thead>
              <tbody className="text-ink-900">
                {chart.points.map((point) => (
                  <tr key={`${point.date}-${point.x}`} className="border-t border-ink-900/10">
                    <td className="py-1 pr-3">{formatMeasurementDate(texts, point.date)}</td>
                    <td className="py-1 pr-3">{point.age}</td>
                    <td className="py-1 pr-3">{tick(point.y)}</td>
                    <td className="py-1">{percentileInWords(texts, point.percentile)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </figure>
  );
}

export interface GrowthChartsProps {
  growth: GrowthAnswer;
  units: MeasurementUnits;
}

/**
 * The growth charts (issue 26): one per indicator the WHO covers in the range, the kid's
 * points over the P3, P15, P50, P85 and P97 curves of the kid's sex, each with a table
 * alternative. Loaded on demand with Recharts (LazyGrowthCharts).
 */
export function GrowthCharts({ growth, units }: GrowthChartsProps) {
  const texts = useGrowthTexts();
  const charts = growthChartData(texts, growth, units);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {charts.map((chart) => (
        <GrowthChart key={`${chart.indicator}-${growth.range}`} chart={chart} texts={texts} />
      ))}
    </div>
  );
}
