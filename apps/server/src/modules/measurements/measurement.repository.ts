import { and, asc, count, desc, eq } from 'drizzle-orm';
import { pageOffset, type MeasurementListQuery } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import { measurements } from '../../db/schema/index.js';

export type MeasurementRecord = typeof measurements.$inferSelect;
/** The values a parent sets: metric (kg, cm), as stored. */
export type MeasurementValues = Pick<
  MeasurementRecord,
  'date' | 'weightKg' | 'lengthCm' | 'headCircumferenceCm' | 'position' | 'note'
>;

/** One page of a kid's measurements and how many the kid has. */
export interface MeasurementPageRecord {
  items: MeasurementRecord[];
  total: number;
}

/** Data access for growth measurements, always scoped by the session's parent. */
export function createMeasurementRepository(db: Database) {
  const ofKid = (parentId: number, kidId: number) =>
    and(eq(measurements.parentId, parentId), eq(measurements.kidId, kidId));

  return {
    /**
     * A page of the kid's measurements, newest first (date, then id, both descending), by
     * LIMIT/OFFSET on the (kid_id, date, id) index, and the kid's count.
     */
    async page(
      parentId: number,
      kidId: number,
      query: MeasurementListQuery,
    ): Promise<MeasurementPageRecord> {
      const items = await db
        .select()
        .from(measurements)
        .where(ofKid(parentId, kidId))
        .orderBy(desc(measurements.date), desc(measurements.id))
        .limit(query.pageSize)
        .offset(pageOffset(query));
      const [counted] = await db
        .select({ total: count() })
        .from(measurements)
        .where(ofKid(parentId, kidId));
      return { items, total: counted?.total ?? 0 };
    },

    /** Every measurement of the kid, oldest first (date, then id): the growth answer, the CSV. */
    listByKid(parentId: number, kidId: number): Promise<MeasurementRecord[]> {
      return db
        .select()
        .from(measurements)
        .where(ofKid(parentId, kidId))
        .orderBy(asc(measurements.date), asc(measurements.id));
    },

    /** Every measurement of every kid of the parent, by kid then date (the account export). */
    listByParent(parentId: number): Promise<MeasurementRecord[]> {
      return db
        .select()
        .from(measurements)
        .where(eq(measurements.parentId, parentId))
        .orderBy(asc(measurements.kidId), asc(measurements.date), asc(measurements.id));
    },

    /** The parent's measurement of that kid; undefined for another family's or another kid's. */
    async findOwned(
      parentId: number,
      kidId: number,
      id: number,
    ): Promise<MeasurementRecord | undefined> {
      const [row] = await db
        .select()
        .from(measurements)
        .where(and(eq(measurements.id, id), ofKid(parentId, kidId)));
      return row;
    },

    async insert(
      parentId: number,
      kidId: number,
      createdBy: number,
      values: MeasurementValues,
    ): Promise<MeasurementRecord> {
      const [row] = await db
        .insert(measurements)
        .values({ ...values, parentId, kidId, createdBy })
        .returning();
      return row!;
    },

    /** Changes the parent's measurement of that kid; undefined for another family's. */
    async update(
      parentId: number,
      kidId: number,
      id: number,
      values: Partial<MeasurementValues>,
    ): Promise<MeasurementRecord | undefined> {
      const [row] = await db
        .update(measurements)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(measurements.id, id), ofKid(parentId, kidId)))
        .returning();
      return row;
    },

    async delete(parentId: number, kidId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(measurements)
        .where(and(eq(measurements.id, id), ofKid(parentId, kidId)))
        .returning({ id: measurements.id });
      return rows.length > 0;
    },
  };
}

export type MeasurementRepository = ReturnType<typeof createMeasurementRepository>;
