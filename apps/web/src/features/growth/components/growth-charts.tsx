import {
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Scatter,
  XAxis,
  YAxis,
} from 'recharts';
import { percentileInWords, type GrowthAnswer, type MeasurementUnits } from '@nestling/shared';
import { growthChartData, type GrowthChartData } from '../utils/chart-data';
import { formatMeasurementDate } from '../utils/growth-text';

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
const INITIAL_SIZE = { width: 320, height: 256 };
const MARGIN = { top: 8, right: 12, bottom: 16, left: 0 };

const LINES = [
  { key: 'p97', color: COLORS.outer, dash: '4 3' },
  { key: 'p85', color: COLORS.inner, dash: '6 3' },
  { key: 'p50', color: COLORS.median, dash: undefined },
  { key: 'p15', color: COLORS.inner, dash: '6 3' },
  { key: 'p3', color: COLORS.outer, dash: '4 3' },
] as const;

const tick = (value: unknown) => String(Math.round(Number(value) * 10) / 10);

/** One indicator's chart: the curves, the kid's points, and the same data as a table. */
function GrowthChart({ chart }: { chart: GrowthChartData }) {
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
                label={{
                  value: chart.xLabel,
                  position: 'insideBottom',
                  offset: -10,
                  fill: COLORS.axis,
                  fontSize: 12,
                }}
              />
              <YAxis
                type="number"
                domain={['auto', 'auto']}
                tick={AXIS_TICK}
                tickFormatter={tick}
                stroke={COLORS.axis}
                width={40}
                label={{
                  value: chart.yLabel,
                  angle: -90,
                  position: 'insideLeft',
                  fill: COLORS.axis,
                  fontSize: 12,
                }}
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
      <p className="mt-1 px-1 text-xs text-ink-600">
        Curves from the outside in: 97th and 3rd, 85th and 15th percentiles; the solid line is the
        median. Dots are your child&apos;s measurements.
      </p>
      <details className="mt-2 px-1 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">
          Show the measurements as a table
        </summary>
        {chart.points.length === 0 ? (
          <p className="mt-2 text-ink-700">No measurements in this age range.</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{chart.title}</caption>
              <thead className="text-ink-700">
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    Date
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Age
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Value ({chart.yLabel})
                  </th>
                  <th scope="col" className="py-1">
                    Percentile
                  </th>
                </tr>
              </thead>
              <tbody className="text-ink-900">
                {chart.points.map((point) => (
                  <tr key={`${point.date}-${point.x}`} className="border-t border-ink-900/10">
                    <td className="py-1 pr-3">{formatMeasurementDate(point.date)}</td>
                    <td className="py-1 pr-3">{point.age}</td>
                    <td className="py-1 pr-3">{tick(point.y)}</td>
                    <td className="py-1">{percentileInWords(point.percentile)}</td>
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
  const charts = growthChartData(growth, units);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {charts.map((chart) => (
        <GrowthChart key={`${chart.indicator}-${growth.range}`} chart={chart} />
      ))}
    </div>
  );
}
