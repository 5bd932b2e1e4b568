import { and, desc, eq, getTableColumns, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { blocks, kids } from '../../db/schema/index.js';

export type BlockRecord = typeof blocks.$inferSelect;
/** A block with the name of the kid that was blocked (null once its profile is deleted). */
export type BlockView = BlockRecord & { kidName: string | null };

/** Any kid of a blocked family (to find a block from the kid a request names). */
const kidsOfFamily = alias(kids, 'family_kid');

/** Data access for blocks (decision 016); reads and deletes are scoped by the blocker. */
export function createBlockRepository(db: Database) {
  function selectViews() {
    return db
      .select({ ...getTableColumns(blocks), kidName: kids.name })
      .from(blocks)
      .leftJoin(kids, eq(kids.id, blocks.blockedKidId));
  }

  return {
    /** Whether a block stands between the two parents, whichever of them blocked. */
    async isBlockedBetween(a: number, b: number): Promise<boolean> {
      const [row] = await db
        .select({ id: blocks.id })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, a), eq(blocks.blockedParentId, b)),
            and(eq(blocks.blockerId, b), eq(blocks.blockedParentId, a)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * Records that `blockerId` blocked `blockedKidId`'s family.
     * @returns the new block, or undefined when that family was blocked already
     */
    async insert(values: {
      blockerId: number;
      blockedParentId: number;
      blockedKidId: number;
    }): Promise<BlockRecord | undefined> {
      const [row] = await db.insert(blocks).values(values).onConflictDoNothing().returning();
      return row;
    },

    /**
     * `blockerId`'s block of the family of the public kid `kidId`, if there is one (a private
     * kid's id never finds it, so the answer tells nothing of private kids).
     */
    async findByBlockerAndKid(blockerId: number, kidId: number): Promise<BlockView | undefined> {
      const [row] = await selectViews()
        .innerJoin(kidsOfFamily, eq(kidsOfFamily.parentId, blocks.blockedParentId))
        .where(
          and(
            eq(blocks.blockerId, blockerId),
            eq(kidsOfFamily.id, kidId),
            eq(kidsOfFamily.showInExplore, true),
          ),
        )
        .limit(1);
      return row;
    },

    async findView(blockerId: number, id: number): Promise<BlockView | undefined> {
      const [row] = await selectViews()
        .where(and(eq(blocks.id, id), eq(blocks.blockerId, blockerId)))
        .limit(1);
      return row;
    },

    /** `blockerId`'s blocks, newest first. */
    listByBlocker(blockerId: number): Promise<BlockView[]> {
      return selectViews()
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(desc(blocks.createdAt), desc(blocks.id));
    },

    /** Deletes `blockerId`'s block `id`; answers it, or undefined when it is not theirs. */
    async delete(blockerId: number, id: number): Promise<BlockRecord | undefined> {
      const [row] = await db
        .delete(blocks)
        .where(and(eq(blocks.id, id), eq(blocks.blockerId, blockerId)))
        .returning();
      return row;
    },
  };
}

export type BlockRepository = ReturnType<typeof createBlockRepository>;
