import {
  GROWTH_CHART_RANGES,
  type GrowthAnswer,
  type GrowthCurvesAnswer,
  type GrowthIndicator,
  type MeasurementUnits,
} from '@nestling/shared';
import {
  formatAgeDays,
  formatMeasurementDate,
  indicatorName,
  percentileInWords,
  type GrowthTexts,
} from './growth-text';
import { chartLength, chartValue, indicatorUnit } from './units';

/** One point of the curves, on the chart's axes. */
export interface CurveRow {
  x: number;
  p3: number;
  p15: number;
  p50: number;
  p85: number;
  p97: number;
}

/** One of the kid's points, with what the table alternative says of it. */
export interface KidPoint {
  x: number;
  y: number;
  date: string;
  /** the age the standards used, as words (corrected where it applies) */
  age: string;
  percentile: number;
  z: number;
}

/** A chart ready to draw: axes' names, the curves, the kid's points. */
export interface GrowthChartData {
  indicator: GrowthIndicator;
  title: string;
  xLabel: string;
  yLabel: string;
  curves: CurveRow[];
  points: KidPoint[];
  /** one sentence read instead of the drawing */
  summary: string;
}

const DAYS_PER_MONTH = 30.4375;

/** The age axis: months for 0–2 and 0–5 years, years for 5–19. */
function ageAxis({ t }: GrowthTexts, range: GrowthAnswer['range']) {
  return range === '5-19y'
    ? { label: t('chart.ageYears'), of: (days: number) => days / (DAYS_PER_MONTH * 12) }
    : { label: t('chart.ageMonths'), of: (days: number) => days / DAYS_PER_MONTH };
}

/** The value an indicator places, of one measurement of the answer (metric). */
function valueOf(
  indicator: GrowthIndicator,
  measurement: GrowthAnswer['measurements'][number],
): number | null {
  if (indicator === 'weightForAge' || indicator === 'weightForLengthHeight') {
    return measurement.weightKg;
  }
  if (indicator === 'lengthHeightForAge') return measurement.lengthHeightCm;
  if (indicator === 'headCircumferenceForAge') return measurement.headCircumferenceCm;
  return measurement.bmi;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The charts of a growth answer in the chosen units: one per indicator with curves, the
 * P3–P97 rows on the chart's axes, and the kid's points within the range (weight-for-length
 * below 2 years on the 0–2 years chart, weight-for-height from 2 years on the 0–5 years one,
 * as the WHO's charts split them).
 */
export function growthChartData(
  texts: GrowthTexts,
  growth: GrowthAnswer,
  units: MeasurementUnits,
): GrowthChartData[] {
  const { t } = texts;
  const { fromDays, toDays } = GROWTH_CHART_RANGES[growth.range];
  const age = ageAxis(texts, growth.range);
  return growth.curves.map((curve: GrowthCurvesAnswer) => {
    const { indicator } = curve;
    const byLength = curve.x !== 'ageDays';
    const unit = indicatorUnit(indicator, units);
    const lengthUnit = units === 'metric' ? 'cm' : 'in';
    const x = (value: number) => (byLength ? chartLength(value, units) : age.of(value));
    const curves = curve.points.map((point) => ({
      x: round(x(point.x)),
      p3: round(chartValue(indicator, point.p3, units)),
      p15: round(chartValue(indicator, point.p15, units)),
      p50: round(chartValue(indicator, point.p50, units)),
      p85: round(chartValue(indicator, point.p85, units)),
      p97: round(chartValue(indicator, point.p97, units)),
    }));
    const points = growth.measurements.flatMap((measurement) => {
      const score = measurement.scores.find((item) => item.indicator === indicator);
      const value = valueOf(indicator, measurement);
      if (!score || value === null) return [];
      if (byLength) {
        const byHeight = curve.x === 'heightCm';
        if (measurement.lengthHeightCm === null || score.ageDays >= 731 !== byHeight) return [];
        return [
          {
            x: round(chartLength(measurement.lengthHeightCm, units)),
            y: round(chartValue(indicator, value, units)),
            date: measurement.date,
            age: formatAgeDays(texts, score.ageDays),
            percentile: score.percentile,
            z: score.z,
          },
        ];
      }
      if (score.ageDays < fromDays || score.ageDays > toDays) return [];
      return [
        {
          x: round(age.of(score.ageDays)),
          y: round(chartValue(indicator, value, units)),
          date: measurement.date,
          age: formatAgeDays(texts, score.ageDays),
          percentile: score.percentile,
          z: score.z,
        },
      ];
    });
    const name = indicatorName(texts, indicator);
    const title =
      curve.x === 'lengthCm'
        ? t('chart.titleLength', { indicator: name })
        : curve.x === 'heightCm'
          ? t('chart.titleHeight', { indicator: name })
          : name;
    const latest = points.at(-1);
    const summary = latest
      ? t('chart.summary', {
          title,
          count: points.length,
          date: formatMeasurementDate(texts, latest.date),
          position: percentileInWords(texts, latest.percentile, true),
        })
      : t('chart.summaryEmpty', { title });
    return {
      indicator,
      title,
      xLabel: byLength
        ? t(curve.x === 'lengthCm' ? 'chart.length' : 'chart.height', { unit: lengthUnit })
        : age.label,
      yLabel: unit,
      curves,
      points,
      summary,
    };
  });
}
