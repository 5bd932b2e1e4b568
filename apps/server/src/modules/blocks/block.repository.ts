import { and, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { blocks, familyMembers, kids, parents } from '../../db/schema/index.js';

export type BlockRecord = typeof blocks.$inferSelect;
/**
 * A block with the name of the kid that was blocked (null for a block by a parent's id, or once
 * its profile is deleted) and the full name of the blocked family's first guardian (null when
 * it has none left; the presenter shows the first name only).
 */
export type BlockView = BlockRecord & { kidName: string | null; guardianName: string | null };

/** Any kid of a blocked family (to find a block from the kid a request names). */
const kidsOfFamily = alias(kids, 'family_kid');

/**
 * Data access for blocks between families (decisions 016, 058); reads and deletes are scoped
 * by the blocking family.
 */
export function createBlockRepository(db: Database) {
  function selectViews() {
    return db
      .select({
        ...getTableColumns(blocks),
        kidName: kids.name,
        guardianName: sql<string | null>`(select ${parents.name} from ${familyMembers}
          join ${parents} on ${parents.id} = ${familyMembers.parentId}
          where ${familyMembers.familyId} = ${blocks.blockedFamilyId}
            and ${familyMembers.role} = 'guardian'
          order by ${familyMembers.joinedAt}, ${familyMembers.parentId} limit 1)`,
      })
      .from(blocks)
      .leftJoin(kids, eq(kids.id, blocks.blockedKidId));
  }

  return {
    /** Whether a block stands between the two families, whichever of them blocked. */
    async isBlockedBetween(a: number, b: number): Promise<boolean> {
      const [row] = await db
        .select({ id: blocks.id })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerFamilyId, a), eq(blocks.blockedFamilyId, b)),
            and(eq(blocks.blockerFamilyId, b), eq(blocks.blockedFamilyId, a)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * Records that the guardian `blockerId` blocked, for the family `blockerFamilyId`, the
     * family `blockedFamilyId` — by its kid `blockedKidId` on a card, or (null) by a parent's id.
     * @returns the new block, or undefined when that family was blocked already
     */
    async insert(values: {
      blockerId: number;
      blockerFamilyId: number;
      blockedFamilyId: number;
      blockedKidId: number | null;
    }): Promise<BlockRecord | undefined> {
      const [row] = await db.insert(blocks).values(values).onConflictDoNothing().returning();
      return row;
    },

    /**
     * The family `familyId`'s block of the family of the public kid `kidId`, if there is one
     * (a private kid's id never finds it, so the answer tells nothing of private kids).
     */
    async findByFamilyAndKid(familyId: number, kidId: number): Promise<BlockView | undefined> {
      const [row] = await selectViews()
        .innerJoin(kidsOfFamily, eq(kidsOfFamily.familyId, blocks.blockedFamilyId))
        .where(
          and(
            eq(blocks.blockerFamilyId, familyId),
            eq(kidsOfFamily.id, kidId),
            eq(kidsOfFamily.showInExplore, true),
          ),
        )
        .limit(1);
      return row;
    },

    /** The family `familyId`'s block of the family `blockedFamilyId`, if there is one. */
    async findByFamilies(
      familyId: number,
      blockedFamilyId: number,
    ): Promise<BlockView | undefined> {
      const [row] = await selectViews()
        .where(
          and(eq(blocks.blockerFamilyId, familyId), eq(blocks.blockedFamilyId, blockedFamilyId)),
        )
        .limit(1);
      return row;
    },

    /** The family `familyId`'s block `id`, if it is theirs. */
    async findView(familyId: number, id: number): Promise<BlockView | undefined> {
      const [row] = await selectViews()
        .where(and(eq(blocks.id, id), eq(blocks.blockerFamilyId, familyId)))
        .limit(1);
      return row;
    },

    /** The family `familyId`'s blocks, newest first, whichever guardian made them. */
    listByFamily(familyId: number): Promise<BlockView[]> {
      return selectViews()
        .where(eq(blocks.blockerFamilyId, familyId))
        .orderBy(desc(blocks.createdAt), desc(blocks.id));
    },

    /** Deletes the family `familyId`'s block `id`; answers it, or undefined when not theirs. */
    async delete(familyId: number, id: number): Promise<BlockRecord | undefined> {
      const [row] = await db
        .delete(blocks)
        .where(and(eq(blocks.id, id), eq(blocks.blockerFamilyId, familyId)))
        .returning();
      return row;
    },
  };
}

export type BlockRepository = ReturnType<typeof createBlockRepository>;
