import type { ReactElement } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  Rectangle,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
  type BarShapeProps,
} from 'recharts';
import type { HealthLog, Mood } from '@nestling/shared';
import { moodDistribution, moodPoints, sleepTrend, type MoodPoint } from '../utils/chart-data';
import { useHealthTexts, type HealthTexts } from '../hooks/use-health-texts';
import { ChartFigure } from './chart-figure';

/**
 * The theme's colours (index.css), as CSS variables so the charts follow light and dark mode;
 * each keeps 3:1 against the chart's surface in both.
 */
const COLORS = {
  sleep: 'var(--color-accent-700)',
  grid: 'var(--color-chart-grid)',
  axis: 'var(--color-ink-600)',
  moods: {
    Happy: 'var(--color-brand-600)',
    Okay: 'var(--color-accent-500)',
    Sad: 'var(--color-info-700)',
  } satisfies Record<Mood, string>,
};

/** The tooltip box in the theme's colours. */
const TOOLTIP_STYLE = {
  backgroundColor: 'var(--color-surface)',
  borderColor: 'var(--color-chart-grid)',
  borderRadius: '0.75rem',
  color: 'var(--color-ink-900)',
};

/** Mood scale ticks (spec §5, §9): the axis runs 0 to 3, a word at 1, 2 and 3. */
const MOOD_TICK_MOODS: Record<number, Mood> = { 1: 'Sad', 2: 'Okay', 3: 'Happy' };
const MOOD_TICKS = [0, 1, 2, 3];

/** A mood's word without its emoji, in the app's language ('Happy', 'Feliz'). */
const moodWord = (t: HealthTexts['t'], mood: Mood) => t(`chart.mood.${mood}`);
/** Hours of sleep in the app's language ('9.5 hours', '9,5 horas'). */
const sleepText = (t: HealthTexts['t'], hours: number) => t('item.hours', { hours });

/** Renders the chart at this size until it can measure its box (and in tests, which cannot). */
const INITIAL_SIZE = { width: 320, height: 224 };
const AXIS_TICK = { fill: COLORS.axis, fontSize: 12 };
const CHART_MARGIN = { top: 8, right: 12, bottom: 0, left: 0 };

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
  const { logDate } = useHealthTexts();
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
      <LineChart data={points} margin={CHART_MARGIN} accessibilityLayer={false}>
        <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" />
        <XAxis
          dataKey="date"
          tickFormatter={(date) => logDate(String(date), 'short')}
          tick={AXIS_TICK}
          minTickGap={16}
        />
        {yAxis}
        <Tooltip
          labelFormatter={(date) => logDate(String(date))}
          formatter={(value) => [valueText(Number(value)), name]}
          contentStyle={TOOLTIP_STYLE}
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

const DAY_MS = 24 * 60 * 60 * 1000;
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

function MoodDot(props: { cx?: number; cy?: number; size?: number; payload?: MoodPoint }) {
  const { cx = 0, cy = 0, size = 64, payload } = props;
  const radius = Math.sqrt(size / Math.PI);
  const color = payload ? COLORS.moods[payload.mood] : COLORS.moods.Okay;
  return (
    <circle cx={cx} cy={cy} r={radius} fill={color} stroke="var(--color-surface)" strokeWidth={2} />
  );
}

/**
 * The mood chart (spec §2.14, §5, §9): every logged mood as a dot on the 0–3 axis with word
 * ticks, by day; several entries on a day are several dots (one per mood, sized by how many),
 * never an average drawn between categories.
 */
function MoodTrendChart({ logs }: { logs: readonly HealthLog[] }) {
  const { t, logDate } = useHealthTexts();
  const points = moodPoints(logs);
  const days = [...new Set(points.map((point) => point.date))];
  const entries = points.reduce((sum, point) => sum + point.count, 0);
  const first = days[0];
  const lastDay = days.at(-1);
  const latest = points
    .filter((point) => point.date === lastDay)
    .map((point) => moodWord(t, point.mood));
  const summary =
    first && lastDay
      ? t('chart.moodSummary', {
          entries,
          days: days.length,
          from: logDate(first),
          to: logDate(lastDay),
          latest: latest.join(t('chart.and')),
        })
      : t('chart.moodEmpty');
  const dayNumbers = [...new Set(points.map((point) => point.day))];
  const domain = [Math.min(...dayNumbers) - 0.5, Math.max(...dayNumbers) + 0.5];
  return (
    <ChartFigure
      title={t('chart.moodTitle')}
      summary={summary}
      note={t('chart.moodNote')}
      table={{
        columns: [t('chart.date'), t('chart.moodsLogged')],
        rows: days.map((date) => [
          logDate(date),
          points
            .filter((point) => point.date === date)
            .map((point) =>
              point.count > 1
                ? `${moodWord(t, point.mood)} ×${point.count}`
                : moodWord(t, point.mood),
            )
            .join(', '),
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
        <ScatterChart margin={CHART_MARGIN} accessibilityLayer={false}>
          <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" />
          <XAxis
            type="number"
            dataKey="day"
            domain={domain}
            ticks={dayNumbers}
            interval="preserveStartEnd"
            tickFormatter={(day: number) => logDate(dateOfDay(day), 'short')}
            tick={AXIS_TICK}
            minTickGap={16}
          />
          <YAxis
            type="number"
            dataKey="score"
            domain={[0, 3]}
            ticks={MOOD_TICKS}
            interval={0}
            allowDecimals={false}
            tickFormatter={(value: number) => {
              const mood = MOOD_TICK_MOODS[value];
              return mood ? moodWord(t, mood) : '';
            }}
            tick={AXIS_TICK}
            // As wide as the longest mood word of the language ("Regular" was cut at 52 px).
            width="auto"
          />
          <ZAxis type="number" dataKey="count" range={[130, 340]} domain={[1, 3]} />
          <Tooltip
            cursor={false}
            contentStyle={TOOLTIP_STYLE}
            content={({ payload }) => {
              const point = payload?.[0]?.payload as MoodPoint | undefined;
              if (!point) return null;
              return (
                <div style={TOOLTIP_STYLE} className="border px-3 py-2 text-sm shadow-card">
                  <p className="font-semibold">{logDate(point.date)}</p>
                  <p>
                    {moodWord(t, point.mood)}
                    {point.count > 1 ? ` ×${point.count}` : ''}
                  </p>
                </div>
              );
            }}
          />
          <Scatter data={points} shape={MoodDot} isAnimationActive={false} />
        </ScatterChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** The sleep trend line: hours per day. */
function SleepTrendChart({ logs }: { logs: readonly HealthLog[] }) {
  const { t, logDate } = useHealthTexts();
  const points = sleepTrend(logs);
  const hours = points.map((point) => point.hours);
  const summary =
    points.length > 0
      ? t('chart.sleepSummary', {
          days: points.length,
          from: logDate(points[0]?.date ?? ''),
          to: logDate(points.at(-1)?.date ?? ''),
          min: sleepText(t, Math.min(...hours)),
          max: sleepText(t, Math.max(...hours)),
        })
      : t('chart.sleepEmpty');
  return (
    <ChartFigure
      title={t('chart.sleepTitle')}
      summary={summary}
      table={{
        columns: [t('chart.date'), t('item.sleep')],
        rows: points.map((point) => [logDate(point.date), sleepText(t, point.hours)]),
      }}
    >
      <TrendLineChart
        points={points}
        dataKey="hours"
        name={t('item.sleep')}
        color={COLORS.sleep}
        valueText={(value) => sleepText(t, value)}
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
  return <Rectangle {...props} fill={mood ? COLORS.moods[mood] : COLORS.moods.Happy} />;
}

/** The mood distribution bars: how many entries had each mood. */
function MoodDistributionChart({ logs }: { logs: readonly HealthLog[] }) {
  const { t, moodLabel } = useHealthTexts();
  const counts = moodDistribution(logs);
  const data = counts.map((item) => ({ ...item, label: moodLabel(item.mood) }));
  const summary = t('chart.distributionSummary', {
    counts: counts.map((item) => `${moodWord(t, item.mood)} ${item.count}`).join(', '),
  });
  return (
    <ChartFigure
      title={t('chart.distributionTitle')}
      summary={summary}
      table={{
        columns: [t('form.mood'), t('summary.entries')],
        rows: counts.map((item) => [moodWord(t, item.mood), String(item.count)]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
        <BarChart data={data} margin={CHART_MARGIN} accessibilityLayer={false}>
          <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} interval={0} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} width={36} />
          <Tooltip
            formatter={(value) => [String(value), t('summary.entries')]}
            cursor={{ fill: 'var(--color-brand-50)' }}
            contentStyle={TOOLTIP_STYLE}
          />
          <Bar
            dataKey="count"
            name={t('summary.entries')}
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
 * The three charts of the health screen (spec §2.14): the mood trend (a dot per logged mood),
 * the sleep trend line and the mood distribution bar, each with a text alternative. The caller shows them only when logs
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
