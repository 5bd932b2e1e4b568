import { and, asc, count, eq, sql } from 'drizzle-orm';
import { interestKey } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import { deleteFamilyRecord, familyRecord } from '../../db/family-records.js';
import { preparedOnce } from '../../db/prepared.js';
import { files, kids } from '../../db/schema/index.js';
import type { FamilyMember } from '../../lib/request-context.js';

export type KidRecord = typeof kids.$inferSelect;

/** The columns a kid answer shows (spec §3 Kid): every column but `updatedAt`. */
export const kidColumns = {
  id: kids.id,
  familyId: kids.familyId,
  parentId: kids.parentId,
  name: kids.name,
  age: kids.age,
  gender: kids.gender,
  dob: kids.dob,
  address: kids.address,
  interests: kids.interests,
  skillLevel: kids.skillLevel,
  photoFileId: kids.photoFileId,
  showInExplore: kids.showInExplore,
  area: kids.area,
  gestationalAgeDays: kids.gestationalAgeDays,
  createdAt: kids.createdAt,
};
/** A kid as the lists and the kid page read it (see kidColumns; not Explore's interest keys). */
export type KidView = Omit<KidRecord, 'updatedAt' | 'interestKeys'>;
export type KidValues = Omit<
  typeof kids.$inferInsert,
  'id' | 'familyId' | 'parentId' | 'createdAt' | 'updatedAt' | 'interestKeys'
>;

/**
 * The values as stored: with the interests' comparison keys beside them whenever the
 * interests are written, so Explore's filter never disagrees with what a kid shows.
 */
function withInterestKeys<Values extends Partial<KidValues>>(values: Values) {
  return values.interests === undefined
    ? values
    : { ...values, interestKeys: values.interests.map(interestKey) };
}

/**
 * Data access for kids. Every function takes the session's family id and filters by it
 * (decision 056: the family owns the kids), so another family's kid is simply not found.
 */
export function createKidRepository(db: Database) {
  // Hot queries (issue 13), prepared once: the kids list and the owned-kid check that the kid
  // page, the calendars and the health tracker make.
  const kidsOfFamily = preparedOnce(() =>
    db
      .select(kidColumns)
      .from(kids)
      .where(eq(kids.familyId, sql.placeholder('familyId')))
      .orderBy(asc(kids.createdAt), asc(kids.id))
      .prepare('kids_of_family'),
  );
  const ownedKid = preparedOnce(() =>
    db
      .select(kidColumns)
      .from(kids)
      .where(
        and(eq(kids.id, sql.placeholder('kidId')), eq(kids.familyId, sql.placeholder('familyId'))),
      )
      .limit(1)
      .prepare('owned_kid'),
  );
  return {
    /** The family's kids, oldest profile first. */
    listByFamily(familyId: number): Promise<KidView[]> {
      return kidsOfFamily().execute({ familyId });
    },
    /** How many kids the family has (the MAX_KIDS_PER_PARENT bound counts the family's). */
    async countByFamily(familyId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(kids)
        .where(eq(kids.familyId, familyId));
      return row?.value ?? 0;
    },
    /**
     * The family's kid, locked until the transaction ends (FOR NO KEY UPDATE: a concurrent
     * photo replacement waits), or undefined for another family's kid.
     */
    async lockOwned(familyId: number, kidId: number): Promise<KidRecord | undefined> {
      const [row] = await db
        .select()
        .from(kids)
        .where(familyRecord(kids, familyId, kidId))
        .for('no key update');
      return row;
    },
    /** The family's kid, or undefined for another family's kid or none. */
    async findOwned(familyId: number, kidId: number): Promise<KidView | undefined> {
      const [row] = await ownedKid().execute({ kidId, familyId });
      return row;
    },
    /**
     * Adds a kid to the member's family; the member is the guardian who represents it on the
     * social layer (`parentId`).
     */
    async insert(member: FamilyMember, values: KidValues): Promise<KidRecord> {
      const [row] = await db
        .insert(kids)
        .values({ ...withInterestKeys(values), familyId: member.familyId, parentId: member.id })
        .returning();
      if (!row) throw new Error('Kid was not inserted');
      return row;
    },
    async update(
      familyId: number,
      kidId: number,
      values: Partial<KidValues>,
    ): Promise<KidRecord | undefined> {
      const [row] = await db
        .update(kids)
        .set({ ...withInterestKeys(values), updatedAt: new Date() })
        .where(familyRecord(kids, familyId, kidId))
        .returning();
      return row;
    },
    async delete(familyId: number, kidId: number): Promise<boolean> {
      return deleteFamilyRecord(db, kids, familyId, kidId);
    },
    /** Ties an uploaded file to its kid, so deleting the kid deletes it. */
    async attachFile(fileId: number, kidId: number): Promise<void> {
      await db.update(files).set({ kidId }).where(eq(files.id, fileId));
    },
    /** Whether this file is the photo of a kid whose card is public (product.md). */
    async isPublicPhoto(fileId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: kids.id })
        .from(kids)
        .where(and(eq(kids.photoFileId, fileId), eq(kids.showInExplore, true)))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type KidRepository = ReturnType<typeof createKidRepository>;
