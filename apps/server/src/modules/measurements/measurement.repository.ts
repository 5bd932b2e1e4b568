import { and, asc, count, desc, eq } from 'drizzle-orm';
import { pageOffset, type MeasurementListQuery } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import type { FamilyMember } from '../../lib/request-context.js';
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

/** Data access for growth measurements, always scoped by the session's family (decision 056). */
export function createMeasurementRepository(db: Database) {
  const ofKid = (familyId: number, kidId: number) =>
    and(eq(measurements.familyId, familyId), eq(measurements.kidId, kidId));

  return {
    /**
     * A page of the kid's measurements, newest first (date, then id, both descending), by
     * LIMIT/OFFSET on the (kid_id, date, id) index, and the kid's count.
     */
    async page(
      familyId: number,
      kidId: number,
      query: MeasurementListQuery,
    ): Promise<MeasurementPageRecord> {
      const items = await db
        .select()
        .from(measurements)
        .where(ofKid(familyId, kidId))
        .orderBy(desc(measurements.date), desc(measurements.id))
        .limit(query.pageSize)
        .offset(pageOffset(query));
      const [counted] = await db
        .select({ total: count() })
        .from(measurements)
        .where(ofKid(familyId, kidId));
      return { items, total: counted?.total ?? 0 };
    },

    /** Every measurement of the kid, oldest first (date, then id): the growth answer, the CSV. */
    listByKid(familyId: number, kidId: number): Promise<MeasurementRecord[]> {
      return db
        .select()
        .from(measurements)
        .where(ofKid(familyId, kidId))
        .orderBy(asc(measurements.date), asc(measurements.id));
    },

    /** Every measurement of every kid of the family, by kid then date (the account export). */
    listByFamily(familyId: number): Promise<MeasurementRecord[]> {
      return db
        .select()
        .from(measurements)
        .where(eq(measurements.familyId, familyId))
        .orderBy(asc(measurements.kidId), asc(measurements.date), asc(measurements.id));
    },

    /** The family's measurement of that kid; undefined for another family's or another kid's. */
    async findOwned(
      familyId: number,
      kidId: number,
      id: number,
    ): Promise<MeasurementRecord | undefined> {
      const [row] = await db
        .select()
        .from(measurements)
        .where(and(eq(measurements.id, id), ofKid(familyId, kidId)));
      return row;
    },

    /** Adds a measurement of the kid to the member's family, written by them. */
    async insert(
      member: FamilyMember,
      kidId: number,
      values: MeasurementValues,
    ): Promise<MeasurementRecord> {
      const [row] = await db
        .insert(measurements)
        .values({ ...values, familyId: member.familyId, createdBy: member.id, kidId })
        .returning();
      return row!;
    },

    /** Changes the family's measurement of that kid; undefined for another family's. */
    async update(
      familyId: number,
      kidId: number,
      id: number,
      values: Partial<MeasurementValues>,
    ): Promise<MeasurementRecord | undefined> {
      const [row] = await db
        .update(measurements)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(measurements.id, id), ofKid(familyId, kidId)))
        .returning();
      return row;
    },

    async delete(familyId: number, kidId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(measurements)
        .where(and(eq(measurements.id, id), ofKid(familyId, kidId)))
        .returning({ id: measurements.id });
      return rows.length > 0;
    },
  };
}

export type MeasurementRepository = ReturnType<typeof createMeasurementRepository>;
