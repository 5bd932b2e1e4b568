import { stringify } from 'csv-stringify/sync';
import { GROWTH_INDICATOR_INFO, GROWTH_INDICATORS, type GrowthMeasurement } from '@nestling/shared';
import { escapeFormula } from '../health-logs/health-log-export.js';
import type { MeasurementRecord } from './measurement.repository.js';

/** The CSV's columns: the values as stored (metric), the ages, then each indicator's z and percentile. */
export const MEASUREMENT_EXPORT_COLUMNS = [
  'Date',
  'Age (days)',
  'Age for the standards (days)',
  'Weight (kg)',
  'Length/height (cm)',
  'Position',
  'Head circumference (cm)',
  ...GROWTH_INDICATORS.flatMap((indicator) => [
    `${GROWTH_INDICATOR_INFO[indicator].label} z`,
    `${GROWTH_INDICATOR_INFO[indicator].label} percentile`,
  ]),
  'Note',
] as const;

const cell = (value: number | null) => (value === null ? '' : String(value));

/**
 * A kid's measurements as CSV (RFC 4180 via csv-stringify, CRLF), one row per measurement in
 * the order given (the service gives oldest first), for a paediatrician: kg and cm, the age in
 * days and the age the WHO standards read (corrected for prematurity where it applies), each
 * indicator's z (2 decimals) and percentile (1 decimal) — empty where the WHO's tables give
 * none —, and the note, escaped against formula injection (OWASP "CSV Injection").
 * @param rows each measurement with its scores (`GrowthMeasurement`)
 */
export function renderMeasurementsCsv(
  rows: { record: MeasurementRecord; growth: GrowthMeasurement }[],
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
  return stringify([[...MEASUREMENT_EXPORT_COLUMNS], ...lines], {
    quoted_match: /[",\n\r]/,
    record_delimiter: 'windows',
  });
}
