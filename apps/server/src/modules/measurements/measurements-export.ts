import { stringify } from 'csv-stringify/sync';
import {
  GROWTH_INDICATORS,
  csvCatalogue,
  type GrowthIndicator,
  type GrowthMeasurement,
  type Locale,
  type MessageKey,
} from '@nestling/shared';
import { translations } from '../../lib/request-locale.js';
import { escapeFormula } from '../health-logs/health-log-export.js';
import type { MeasurementRecord } from './measurement.repository.js';

/** Each indicator's name in the csv catalogue (its English: GROWTH_INDICATOR_INFO's label). */
const INDICATOR_KEYS: Record<GrowthIndicator, MessageKey<typeof csvCatalogue>> = {
  weightForAge: 'indicator.weightForAge',
  lengthHeightForAge: 'indicator.lengthHeightForAge',
  headCircumferenceForAge: 'indicator.headCircumferenceForAge',
  bmiForAge: 'indicator.bmiForAge',
  weightForLengthHeight: 'indicator.weightForLengthHeight',
};

/**
 * The CSV's columns in `locale` (decision 076): the values as stored (metric), the ages, then
 * each indicator's z and percentile.
 */
export function measurementExportColumns(locale: Locale): string[] {
  const say = (key: MessageKey<typeof csvCatalogue>, values?: Record<string, unknown>) =>
    translations.t(locale, csvCatalogue, key, values);
  return [
    say('measurements.date'),
    say('measurements.ageDays'),
    say('measurements.standardsAgeDays'),
    say('measurements.weight'),
    say('measurements.lengthHeight'),
    say('measurements.position'),
    say('measurements.headCircumference'),
    ...GROWTH_INDICATORS.flatMap((indicator) => {
      const name = say(INDICATOR_KEYS[indicator]);
      return [
        say('measurements.z', { indicator: name }),
        say('measurements.percentile', { indicator: name }),
      ];
    }),
    say('measurements.note'),
  ];
}

const cell = (value: number | null) => (value === null ? '' : String(value));

/**
 * A kid's measurements as CSV (RFC 4180 via csv-stringify, CRLF), one row per measurement in
 * the order given (the service gives oldest first), for a paediatrician: kg and cm, the age in
 * days and the age the WHO standards read (corrected for prematurity where it applies), each
 * indicator's z (2 decimals) and percentile (1 decimal) — empty where the WHO's tables give
 * none —, and the note, escaped against formula injection (OWASP "CSV Injection").
 * @param rows each measurement with its scores (`GrowthMeasurement`)
 * @param locale the exporting parent's saved language: the header row's (the cells are values)
 */
export function renderMeasurementsCsv(
  rows: { record: MeasurementRecord; growth: GrowthMeasurement }[],
  locale: Locale,
): string {
  const lines = rows.map(({ record, growth }) => {
    const scores = new Map(growth.scores.map((score) => [score.indicator, score]));
    return [
      record.date,
      String(growth.chronologicalAgeDays),
      String(growth.ageDays),
      cell(record.weightKg),
      cell(record.lengthCm),
      record.position ?? '',
      cell(record.headCircumferenceCm),
      ...GROWTH_INDICATORS.flatMap((indicator) => {
        const score = scores.get(indicator);
        return score ? [String(score.z), String(score.percentile)] : ['', ''];
      }),
      escapeFormula(record.note ?? ''),
    ];
  });
  return stringify([measurementExportColumns(locale), ...lines], {
    quoted_match: /[",\n\r]/,
    record_delimiter: 'windows',
  });
}
