import { integer } from 'drizzle-orm/pg-core';
import { kids } from './kids.js';
import { parents } from './parents.js';
import { familyReference } from './columns.js';

/**
 * The family column of every record the family owns (a schedule event, a health log, a
 * milestone, a certificate), by which every query is scoped (decision 056), and the member who
 * wrote it. The record goes with the family (product.md: delete everything); `created_by` is
 * kept as null when its writer's account is gone (a record from before the families has its
 * sole parent).
 */
export function familyRecordColumns() {
  return {
    familyId: familyReference('family_id'),
    createdBy: integer('created_by').references(() => parents.id, { onDelete: 'set null' }),
  };
}

/**
 * The columns of every record that belongs to a kid (a health log, a milestone, a
 * certificate): its family and writer (see familyRecordColumns) and its kid, with which it
 * goes.
 */
export function kidRecordColumns() {
  return {
    ...familyRecordColumns(),
    kidId: integer('kid_id')
      .notNull()
      .references(() => kids.id, { onDelete: 'cascade' }),
  };
}
