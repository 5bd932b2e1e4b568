import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FamilyRole } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import { families, familyMembers, parents } from '../../db/schema/index.js';

export type FamilyRecord = typeof families.$inferSelect;

/** A member as the family's answer reads them: their parent's name and photo, their role. */
export interface FamilyMemberView {
  parentId: number;
  name: string;
  photoFileId: number | null;
  role: FamilyRole;
  joinedAt: Date;
}

/**
 * Data access for families and their members (issue 24, decision 056). A parent is a member of
 * exactly one family: `family_members.parent_id` is the key.
 */
export function createFamilyRepository(db: Database) {
  return {
    /**
     * Makes a new family with `parentId` as its one guardian (a registration, in its
     * transaction). Fails on the key when the parent is a member of a family already.
     * @returns the new family's id
     */
    async createWithGuardian(parentId: number): Promise<number> {
      const [family] = await db.insert(families).values({}).returning({ id: families.id });
      if (!family) throw new Error('Family was not inserted');
      await db.insert(familyMembers).values({ parentId, familyId: family.id, role: 'guardian' });
      return family.id;
    },

    async findById(familyId: number): Promise<FamilyRecord | undefined> {
      const [row] = await db.select().from(families).where(eq(families.id, familyId));
      return row;
    },

    /** The family's members: guardians first, then by when they joined (then parent id). */
    members(familyId: number): Promise<FamilyMemberView[]> {
      return db
        .select({
          parentId: familyMembers.parentId,
          name: parents.name,
          photoFileId: parents.photoFileId,
          role: familyMembers.role,
          joinedAt: familyMembers.joinedAt,
        })
        .from(familyMembers)
        .innerJoin(parents, eq(parents.id, familyMembers.parentId))
        .where(eq(familyMembers.familyId, familyId))
        .orderBy(
          sql`${familyMembers.role} <> 'guardian'`,
          asc(familyMembers.joinedAt),
          asc(familyMembers.parentId),
        );
    },

    /**
     * Deletes the family — and, by the schema's cascades, its kids, every record of them, its
     * family-wide events and its files' rows — when no guardian but `parentId` remains in it
     * (the last guardian's account deletion). Run in the deletion's transaction, after the
     * family's row was locked (see lockFamily).
     * @returns whether the family was deleted
     */
    async deleteIfLastGuardian(familyId: number, parentId: number): Promise<boolean> {
      const otherGuardians = db
        .select({ parentId: familyMembers.parentId })
        .from(familyMembers)
        .where(
          and(
            eq(familyMembers.familyId, familyId),
            eq(familyMembers.role, 'guardian'),
            ne(familyMembers.parentId, parentId),
          ),
        );
      const deleted = await db
        .delete(families)
        .where(and(eq(families.id, familyId), sql`not exists (${otherGuardians})`))
        .returning({ id: families.id });
      return deleted.length > 0;
    },

    /**
     * Locks the family's row (SELECT … FOR UPDATE) until the transaction ends: membership
     * changes and a deletion of the family take turns. Run in a transaction.
     */
    async lockFamily(familyId: number): Promise<void> {
      await db
        .select({ id: families.id })
        .from(families)
        .where(eq(families.id, familyId))
        .for('update');
    },
  };
}

export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
