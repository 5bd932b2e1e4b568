import type { ReactElement } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from 'recharts';
import type { HealthLog, Mood } from '@nestling/shared';
import { moodDistribution, moodTrend, sleepTrend } from '../utils/chart-data';
import { formatLogDate, formatSleep, moodLabel } from '../utils/format';
import { ChartFigure } from './chart-figure';

/** Colours of the app's theme (index.css) that keep 3:1 contrast against white. */
const COLORS = {
  mood: '#1e7a72',
  sleep: '#9a4a08',
  grid: '#e4e7eb',
  axis: '#52606d',
  bars: { Happy: '#1e7a72', Okay: '#e07a12', Sad: '#175cd3' } satisfies Record<Mood, string>,
};

/** Mood scale ticks (spec §5, §9): the axis runs 0 to 3. */
const MOOD_TICK_LABELS: Record<number, string> = { 1: 'Sad', 2: 'Okay', 3: 'Happy' };
const MOOD_TICKS = [0, 1, 2, 3];

/** Renders the chart at this size until it can measure its box (and in tests, which cannot). */
const INITIAL_SIZE = { width: 320, height: 224 };
const AXIS_TICK = { fill: COLORS.axis, fontSize: 12 };
const CHART_MARGIN = { top: 8, right: 12, bottom: 0, left: 0 };

const shortDate = (date: unknown) => formatLogDate(String(date), 'short');

function moodOfScore(score: number): string {
  const nearest = Math.round(score);
  return MOOD_TICK_LABELS[nearest] ?? 'No mood';
}

/**
 * A trend line over days: dated points (x axis) and one value each, drawn in one colour.
 * @param yAxis the value axis (a Recharts YAxis)
 * @param valueText the tooltip's text for a value
 */
function TrendLineChart<Point extends { date: string }>({
  points,
  dataKey,
  name,
  color,
  yAxis,
  valueText,
}: {
  points: readonly Point[];
  dataKey: Extract<keyof Point, string>;
  /** The series' name, shown in the tooltip. */
  name: string;
  color: string;
  yAxis: ReactElement;
  valueText: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
      <LineChart data={points} margin={CHART_MARGIN} accessibilityLayer={false}>
        <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS_TICK} minTickGap={16} />
        {yAxis}
        <Tooltip
          labelFormatter={(date) => formatLogDate(String(date))}
          formatter={(value) => [valueText(Number(value)), name]}
        />
        <Line
          type="monotone"
          dataKey={dataKey}
          name={name}
          stroke={color}
          strokeWidth={3}
          dot={{ r: 4, fill: color }}
          activeDot={{ r: 6 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** The mood trend line: one point per day, on the 0–3 scale of spec §5 with word ticks. */
function MoodTrendChart({ logs }: { logs: readonly HealthLog[] }) {
  const points = moodTrend(logs);
  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? `Mood trend line chart over ${points.length} ${points.length === 1 ? 'day' : 'days'}, from ${formatLogDate(first.date)} to ${formatLogDate(last.date)}, on a scale from Sad (1) to Happy (3). Latest: ${moodOfScore(last.score)}.`
      : 'Mood trend line chart: no mood logged yet.';
  return (
    <ChartFigure
      title="Mood trend"
      summary={summary}
      table={{
        columns: ['Date', 'Mood', 'Score (Sad 1 – Happy 3)'],
        rows: points.map((point) => [
          formatLogDate(point.date),
          point.moods.join(', '),
          String(point.score),
        ]),
      }}
    >
      <TrendLineChart
        points={points}
        dataKey="score"
        name="Mood"
        color={COLORS.mood}
        valueText={moodOfScore}
        yAxis={
          <YAxis
            domain={[0, 3]}
            ticks={MOOD_TICKS}
            interval={0}
            allowDecimals={false}
            tickFormatter={(value: number) => MOOD_TICK_LABELS[value] ?? ''}
            tick={AXIS_TICK}
            width={52}
          />
        }
      />
    </ChartFigure>
  );
}

/** The sleep trend line: hours per day. */
function SleepTrendChart({ logs }: { logs: readonly HealthLog[] }) {
  const points = sleepTrend(logs);
  const hours = points.map((point) => point.hours);
  const summary =
    points.length > 0
      ? `Sleep trend line chart over ${points.length} ${points.length === 1 ? 'day' : 'days'}, from ${formatLogDate(points[0]?.date ?? '')} to ${formatLogDate(points.at(-1)?.date ?? '')}: between ${formatSleep(Math.min(...hours))} and ${formatSleep(Math.max(...hours))} a night.`
      : 'Sleep trend line chart: no sleep logged yet.';
  return (
    <ChartFigure
      title="Sleep trend (hours)"
      summary={summary}
      table={{
        columns: ['Date', 'Sleep'],
        rows: points.map((point) => [formatLogDate(point.date), formatSleep(point.hours)]),
      }}
    >
      <TrendLineChart
        points={points}
        dataKey="hours"
        name="Sleep"
        color={COLORS.sleep}
        valueText={formatSleep}
        yAxis={
          <YAxis
            domain={[0, (dataMax: number) => Math.max(12, Math.ceil(dataMax))]}
            allowDecimals={false}
            tick={AXIS_TICK}
            width={36}
            unit="h"
          />
        }
      />
    </ChartFigure>
  );
}

function MoodBar(props: BarShapeProps) {
  const mood = (props.payload as { mood?: Mood } | undefined)?.mood;
  return <Rectangle {...props} fill={mood ? COLORS.bars[mood] : COLORS.mood} />;
}

/** The mood distribution bars: how many entries had each mood. */
function MoodDistributionChart({ logs }: { logs: readonly HealthLog[] }) {
  const counts = moodDistribution(logs);
  const data = counts.map((item) => ({ ...item, label: moodLabel(item.mood) }));
  const summary = `Mood distribution bar chart: ${counts
    .map((item) => `${item.mood} ${item.count}`)
    .join(', ')}.`;
  return (
    <ChartFigure
      title="Mood distribution"
      summary={summary}
      table={{
        columns: ['Mood', 'Entries'],
        rows: counts.map((item) => [item.mood, String(item.count)]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
        <BarChart data={data} margin={CHART_MARGIN} accessibilityLayer={false}>
          <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} interval={0} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} width={36} />
          <Tooltip formatter={(value) => [String(value), 'Entries']} cursor={{ fill: '#effaf8' }} />
          <Bar
            dataKey="count"
            name="Entries"
            radius={[8, 8, 0, 0]}
            maxBarSize={64}
            shape={MoodBar}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/**
 * The three charts of the health screen (spec §2.14): mood trend line, sleep trend line and
 * mood distribution bar, each with a text alternative. The caller shows them only when logs
 * exist.
 * @param logs the entries to chart (the last 30 days)
 */
export function HealthCharts({ logs }: { logs: readonly HealthLog[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <MoodTrendChart logs={logs} />
      <SleepTrendChart logs={logs} />
      <div className="md:col-span-2">
        <MoodDistributionChart logs={logs} />
      </div>
    </div>
  );
}
