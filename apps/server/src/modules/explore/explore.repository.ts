import { and, arrayContains, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { ExploreRelationship, Gender } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import { friendshipOf, requestFrom } from '../../db/family-pairs.js';
import type { FamilyMember } from '../../lib/request-context.js';
import {
  blocks,
  families,
  familyMembers,
  friendRequests,
  friendships,
  kids,
  parents,
} from '../../db/schema/index.js';

/** What Explore may filter by (spec §5 Public kid filters), already normalised. */
export interface PublicKidFilters {
  /** Comparison keys (shared interestKey) the kid must all have. */
  interestKeys: string[];
  gender?: Gender | undefined;
  /** Whole years today. */
  age?: number | undefined;
  skillLevel?: (typeof kids.$inferSelect)['skillLevel'] | undefined;
}

/** A public kid as Explore reads it: the card's fields and nothing else of the row. */
export interface PublicKidRow {
  id: number;
  parentId: number;
  name: string;
  age: number;
  gender: Gender;
  interests: string[];
  skillLevel: (typeof kids.$inferSelect)['skillLevel'];
  area: string | null;
  photoFileId: number | null;
  relationship: ExploreRelationship;
}

/**
 * The families on the other side of a block from the viewer's family, either way: those it
 * blocked and those who blocked it, whichever guardian did (decision 058; each side read
 * through its own index).
 */
function blockedFamilies(familyId: number): SQL {
  return sql`(select ${blocks.blockedFamilyId} from ${blocks} where ${blocks.blockerFamilyId} = ${familyId}
    union all
    select ${blocks.blockerFamilyId} from ${blocks} where ${blocks.blockedFamilyId} = ${familyId})`;
}

/**
 * The families a moderator took out of Explore (issue 27, decision 060): hidden ones, and those
 * with a suspended account. Few rows: the planner hashes the list once per query.
 */
const moderatedFamilies: SQL = sql`(select ${families.id} from ${families} where ${families.hiddenAt} is not null
    union all
    select ${familyMembers.familyId} from ${familyMembers}
      join ${parents} on ${parents.id} = ${familyMembers.parentId}
      where ${parents.suspendedAt} is not null)`;

/**
 * Which kids `viewer` may see in Explore (product.md "Children's privacy and safety"): the
 * kid's card is public ("Show in Explore"), its parent has verified their e-mail (the social
 * features need it, so a request could not be answered otherwise), it is not a kid of the
 * viewer's own family (decision 056), and no block stands between the two families, whichever
 * blocked, and no moderator hid it (decision 060). Requests, blocks and reports use the same rule, so a kid one cannot see cannot be asked for
 * or blocked either (404).
 */
export function visibleTo(viewer: FamilyMember): SQL {
  return and(
    // Written as the bare column, as the partial indexes' predicate is, so the planner can use
    // them (a bound `= true` parameter would not prove the predicate).
    sql`${kids.showInExplore}`,
    sql`${parents.emailVerified}`,
    ne(kids.familyId, viewer.familyId),
    sql`${kids.familyId} not in ${blockedFamilies(viewer.familyId)}`,
    sql`${kids.familyId} not in ${moderatedFamilies}`,
  ) as SQL;
}

/**
 * A kid's age in whole years on `today` (a `YYYY-MM-DD` date), computed from the date of birth
 * as PostgreSQL's age() counts it: a kid born on 29 February turns a year older on 1 March in
 * common years.
 */
function ageOn(today: string): SQL<number> {
  return sql<number>`extract(year from age(${today}::date, ${kids.dob}))::int`;
}

/**
 * The filter "`age` whole years on `today`" as a range of dates of birth, so the partial index
 * on `dob` answers it: born after today − (age + 1) years, on or before today − age years —
 * the same boundaries as {@link ageOn}.
 */
function agedOn(today: string, age: number): SQL {
  return sql`${kids.dob} > (${today}::date - make_interval(years => ${age + 1}))::date
    and ${kids.dob} <= (${today}::date - make_interval(years => ${age}))::date`;
}

/**
 * Where the viewer's family stands with the family of the kid row (issue 29, decision 058):
 * friends (the pair's row in friendships, by its primary key), else a pending request either
 * way (the pair's partial unique index). Computed for the page's rows only.
 */
function relationshipWith(familyId: number): SQL<ExploreRelationship> {
  return sql<ExploreRelationship>`case
    when exists (select 1 from ${friendships} where ${friendshipOf(familyId, kids.familyId)})
      then 'friend'
    when exists (select 1 from ${friendRequests}
      where ${friendRequests.status} = 'pending' and ${requestFrom(familyId, kids.familyId)})
      then 'request-sent'
    when exists (select 1 from ${friendRequests}
      where ${friendRequests.status} = 'pending' and ${requestFrom(kids.familyId, familyId)})
      then 'request-received'
    else 'none' end`;
}

/**
 * How many of `keys` the kid has: the numerator of the match score, by which Explore ranks
 * when the viewer chose a kid to match for (the score itself is the shared matchScore rule).
 * One containment test per key, added up — no subquery per row, so ranking 10,000 kids stays
 * cheap (docs/performance.md).
 */
function sharedInterests(keys: string[]): SQL {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return sql`0`;
  return sql.join(
    unique.map((key) => sql`(${kids.interestKeys} @> array[${key}]::text[])::int`),
    sql` + `,
  );
}

/** Data access for Explore (GET /api/kids/public): always from the viewer's side. */
export function createExploreRepository(db: Database) {
  return {
    /**
     * One page of the kids `viewer` may see (see visibleTo) that pass `filters`, newest
     * first — or, with `rankBy` (the interest keys of the viewer's kid to match for), most
     * shared interests first, then newest — and how many pass in all.
     * @param today `YYYY-MM-DD`, the day ages are counted on
     * @param pageOfRows.limit rows per page; pageOfRows.offset rows skipped
     */
    async listVisible(
      viewer: FamilyMember,
      filters: PublicKidFilters,
      today: string,
      pageOfRows: { limit: number; offset: number },
      rankBy?: string[],
    ): Promise<{ rows: PublicKidRow[]; total: number }> {
      const where = and(
        visibleTo(viewer),
        filters.interestKeys.length > 0
          ? arrayContains(kids.interestKeys, filters.interestKeys)
          : undefined,
        filters.gender ? eq(kids.gender, filters.gender) : undefined,
        filters.skillLevel ? eq(kids.skillLevel, filters.skillLevel) : undefined,
        filters.age !== undefined ? agedOn(today, filters.age) : undefined,
      );
      const rank = rankBy?.length ? sharedInterests(rankBy) : sql`0`;
      // The page's ids first (ranked, limited), then the card's columns and the age of those
      // rows only: ranking 10,000 kids computes no age and carries no wide column.
      const page = db
        .select({ id: kids.id, rank: sql<number>`${rank}`.as('rank') })
        .from(kids)
        .innerJoin(parents, eq(parents.id, kids.parentId))
        .where(where)
        .orderBy(desc(sql`rank`), desc(kids.id))
        .limit(pageOfRows.limit)
        .offset(pageOfRows.offset)
        .as('page');
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: kids.id,
            parentId: kids.parentId,
            name: kids.name,
            age: ageOn(today),
            gender: kids.gender,
            interests: kids.interests,
            skillLevel: kids.skillLevel,
            area: kids.area,
            photoFileId: kids.photoFileId,
            relationship: relationshipWith(viewer.familyId),
          })
          .from(page)
          .innerJoin(kids, eq(kids.id, page.id))
          .orderBy(desc(page.rank), desc(page.id)),
        db
          .select({ total: count() })
          .from(kids)
          .innerJoin(parents, eq(parents.id, kids.parentId))
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /**
     * The kid `kidId` if `viewer` may see it in Explore (see visibleTo): its id, family,
     * guardian and name. Undefined for a private, missing, own family's or blocked kid alike.
     */
    async findVisible(
      viewer: FamilyMember,
      kidId: number,
    ): Promise<{ id: number; familyId: number; parentId: number; name: string } | undefined> {
      const [row] = await db
        .select({ id: kids.id, familyId: kids.familyId, parentId: kids.parentId, name: kids.name })
        .from(kids)
        .innerJoin(parents, eq(parents.id, kids.parentId))
        .where(and(eq(kids.id, kidId), visibleTo(viewer)))
        .limit(1);
      return row;
    },
  };
}

export type ExploreRepository = ReturnType<typeof createExploreRepository>;
