import { stringify } from 'csv-stringify/sync';
import { csvCatalogue, type Locale, type MessageKey } from '@nestling/shared';
import { translations } from '../../lib/request-locale.js';
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

/** The export's columns: the csv catalogue's header keys, in order (decision 076). */
export const HEALTH_LOG_EXPORT_COLUMNS = [
  'healthLog.date',
  'healthLog.entry',
  'healthLog.mood',
  'healthLog.sleep',
  'healthLog.notes',
  'healthLog.medicalInfo',
  'healthLog.vaccination',
  'healthLog.enjoyedDay',
  'healthLog.schoolDay',
  'healthLog.bullied',
  'healthLog.happyReason',
  'healthLog.sadReason',
  'healthLog.document',
] as const satisfies readonly MessageKey<typeof csvCatalogue>[];

/**
 * A kid's health logs as CSV (RFC 4180 via csv-stringify) for a doctor visit: one row per
 * log, oldest first, every text cell escaped against formula injection. The header row and
 * the fixed cells (the entry's kind, "attached") are in `locale`; what the family wrote stays.
 * @param logs the kid's logs (any order)
 * @param locale the exporting parent's saved language (decision 076)
 * @returns the CSV text with a header row
 */
export function renderHealthLogCsv(logs: HealthLogRecord[], locale: Locale): string {
  const say = (key: MessageKey<typeof csvCatalogue>) => translations.t(locale, csvCatalogue, key);
  const ordered = [...logs].sort((a, b) =>
    a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1,
  );
  const rows = ordered.map((log) => {
    const answers = log.selfAssessment;
    const cells = [
      log.date,
      say(log.source === 'self-assessment' ? 'healthLog.selfAssessment' : 'healthLog.healthLog'),
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
      log.document ? (log.document.name ?? say('healthLog.attached')) : '',
    ];
    return cells.map(escapeFormula);
  });
  return stringify([HEALTH_LOG_EXPORT_COLUMNS.map(say), ...rows], {
    quoted_match: /[",\n\r]/,
    record_delimiter: 'windows',
  });
}
