import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { MEASUREMENT_POSITIONS } from '@nestling/shared';
import { kidRecordColumns } from './kid-records.js';
import { createdAt } from './columns.js';

/**
 * A kid's growth measurement (issue 26, decision 054): a date and any of weight (kg),
 * length/height (cm, lying or standing) and head circumference (cm), always metric — a screen
 * in imperial units converts on its side. Exact decimals (`numeric`): kg to the gram, cm to
 * the tenth of a millimetre, so a value reads back as it was scored. Owned by the kid's family
 * (decision 056: `family_id`, by which every query is scoped); `created_by` is the member who
 * recorded it, and the record stays when that member's account goes. Deleted with the kid.
 */
export const measurements = pgTable(
  'measurements',
  {
    id: serial('id').primaryKey(),
    ...kidRecordColumns(),
    date: date('date', { mode: 'string' }).notNull(),
    weightKg: numeric('weight_kg', { precision: 7, scale: 3, mode: 'number' }),
    lengthCm: numeric('length_cm', { precision: 6, scale: 2, mode: 'number' }),
    headCircumferenceCm: numeric('head_circumference_cm', {
      precision: 6,
      scale: 2,
      mode: 'number',
    }),
    position: text('position', { enum: MEASUREMENT_POSITIONS }),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list's order (date, then id, newest first) and its kid filter: one index scan a page.
    index('measurements_kid_date_idx').on(table.kidId, table.date, table.id),
    check(
      'measurements_has_value',
      sql`${table.weightKg} IS NOT NULL OR ${table.lengthCm} IS NOT NULL OR ${table.headCircumferenceCm} IS NOT NULL`,
    ),
  ],
);
