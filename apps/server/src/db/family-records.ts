import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/** A table of a family's records: keyed by `id`, owned by the family of `familyId`. */
export type FamilyRecordTable = PgTable & { id: PgColumn; familyId: PgColumn };

/**
 * The condition of one of a family's records: its id, and the family's own (another family's
 * record matches nothing, so the caller answers 404).
 */
export function familyRecord(table: FamilyRecordTable, familyId: number, id: number): SQL {
  return and(eq(table.id, id), eq(table.familyId, familyId))!;
}

/**
 * Deletes one of the family's records.
 * @returns whether it was deleted (false: no such record, or another family's)
 */
export async function deleteFamilyRecord(
  db: Database,
  table: FamilyRecordTable,
  familyId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(familyRecord(table, familyId, id))
    .returning({ id: table.id });
  return rows.length > 0;
}
