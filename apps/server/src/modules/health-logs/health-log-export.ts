import { stringify } from 'csv-stringify/sync';
import type { HealthLogRecord } from './health-log.repository.js';

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Neutralises a cell a spreadsheet could run as a formula by prefixing a single quote, as
 * OWASP's CSV Injection guidance recommends.
 */
export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export const HEALTH_LOG_EXPORT_COLUMNS = [
  'Date',
  'Entry',
  'Mood',
  'Sleep (hours)',
  'Notes',
  'Medical info',
  'Vaccination',
  'Enjoyed the day',
  'School day',
  'Bullied',
  'Happy because',
  'Sad because',
  'Document',
] as const;

/**
 * A kid's health logs as CSV (RFC 4180 via csv-stringify) for a doctor visit: one row per
 * log, oldest first, every text cell escaped against formula injection.
 * @param logs the kid's logs (any order)
 * @returns the CSV text with a header row
 */
export function renderHealthLogCsv(logs: HealthLogRecord[]): string {
  const ordered = [...logs].sort((a, b) =>
    a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1,
  );
  const rows = ordered.map((log) => {
    const answers = log.selfAssessment;
    const cells = [
      log.date,
      log.source === 'self-assessment' ? 'Self-assessment' : 'Health log',
      log.mood ?? '',
      log.sleepHours === null ? '' : String(log.sleepHours),
      log.notes ?? '',
      log.medicalInfo ?? '',
      log.vaccination ?? '',
      answers?.enjoyedDay ?? '',
      answers?.schoolDay ?? '',
      answers?.bullied ?? '',
      answers?.happyReason ?? '',
      answers?.sadReason ?? '',
      log.document ? (log.document.name ?? 'attached') : '',
    ];
    return cells.map(escapeFormula);
  });
  return stringify([[...HEALTH_LOG_EXPORT_COLUMNS], ...rows], {
    quoted_match: /[",\n\r]/,
    record_delimiter: 'windows',
  });
}
