import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { pageOffset, type MilestoneListQuery } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import { deleteFamilyRecord, familyRecord } from '../../db/family-records.js';
import type { FamilyMember } from '../../lib/request-context.js';
import { milestones } from '../../db/schema/index.js';

export type MilestoneRecord = typeof milestones.$inferSelect;
export type MilestoneValues = Pick<MilestoneRecord, 'title' | 'date'>;

/** The unique index that keeps a kid's titles distinct (see db/schema/milestones.ts). */
export const MILESTONE_TITLE_UNIQUE = 'milestones_kid_title_unique';

/**
 * A LIKE pattern that finds `text` anywhere, with LIKE's own characters (`%`, `_` and the
 * escape character `\`) matched as themselves.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of a kid's milestones, and the counts the screen shows beside it. */
export interface MilestonePageRecord {
  items: MilestoneRecord[];
  /** Milestones matching the query's search and status. */
  total: number;
  /** The kid's milestones, and how many of them are completed (the progress bar). */
  counts: { all: number; completed: number };
}

/** Data access for milestones, always scoped by the session's family (decision 056). */
export function createMilestoneRepository(db: Database) {
  return {
    /**
     * A page of the kid's milestones: searched by title (ILIKE, escaped), filtered by status,
     * ordered by date then id (newest: both descending), paged by LIMIT/OFFSET on the
     * (kid_id, date, id) index. The counts come from one aggregate over the kid's rows.
     */
    async page(familyId: number, query: MilestoneListQuery): Promise<MilestonePageRecord> {
      const ofKid = and(eq(milestones.familyId, familyId), eq(milestones.kidId, query.kidId));
      const filters: SQL[] = [];
      if (query.q) {
        filters.push(sql`${milestones.title} ILIKE ${containsPattern(query.q)} ESCAPE '\\'`);
      }
      if (query.status !== 'all') {
        filters.push(eq(milestones.completed, query.status === 'completed'));
      }
      const matching = filters.length > 0 ? and(...filters) : undefined;
      const order =
        query.sort === 'newest'
          ? [desc(milestones.date), desc(milestones.id)]
          : [asc(milestones.date), asc(milestones.id)];

      const items = await db
        .select()
        .from(milestones)
        .where(and(ofKid, matching))
        .orderBy(...order)
        .limit(query.pageSize)
        .offset(pageOffset(query));
      const [counts] = await db
        .select({
          total: matching ? sql<number>`(count(*) filter (where ${matching}))::int` : count(),
          all: count(),
          completed: sql<number>`(count(*) filter (where ${milestones.completed}))::int`,
        })
        .from(milestones)
        .where(ofKid);
      return {
        items,
        total: counts?.total ?? 0,
        counts: { all: counts?.all ?? 0, completed: counts?.completed ?? 0 },
      };
    },

    /** Every title the kid's milestones have (the suggestions skip them). */
    async titlesOfKid(familyId: number, kidId: number): Promise<string[]> {
      const rows = await db
        .select({ title: milestones.title })
        .from(milestones)
        .where(and(eq(milestones.familyId, familyId), eq(milestones.kidId, kidId)));
      return rows.map((row) => row.title);
    },

    /**
     * Adds a milestone to the member's family, written by them; undefined when the kid already has one of the same normalised title
     * (INSERT … ON CONFLICT DO NOTHING on the unique index: of two concurrent adds one wins).
     */
    async insert(
      member: FamilyMember,
      kidId: number,
      values: MilestoneValues,
    ): Promise<MilestoneRecord | undefined> {
      const [row] = await db
        .insert(milestones)
        .values({ ...values, familyId: member.familyId, createdBy: member.id, kidId })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** The family's milestone by id; undefined for another family's. */
    async findOwned(familyId: number, id: number): Promise<MilestoneRecord | undefined> {
      const [row] = await db
        .select()
        .from(milestones)
        .where(familyRecord(milestones, familyId, id));
      return row;
    },

    /**
     * Changes the family's milestone; undefined for another family's.
     * @throws the unique violation of MILESTONE_TITLE_UNIQUE when renamed to a title the kid has
     */
    async update(
      familyId: number,
      id: number,
      values: Partial<MilestoneValues & { completed: boolean }>,
    ): Promise<MilestoneRecord | undefined> {
      const [row] = await db
        .update(milestones)
        .set({ ...values, updatedAt: new Date() })
        .where(familyRecord(milestones, familyId, id))
        .returning();
      return row;
    },

    async delete(familyId: number, id: number): Promise<boolean> {
      return deleteFamilyRecord(db, milestones, familyId, id);
    },
  };
}

export type MilestoneRepository = ReturnType<typeof createMilestoneRepository>;
