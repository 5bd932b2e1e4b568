import { and, arrayContains, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { ExploreRelationship, Gender } from '@nestling/shared';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { friendshipOf, requestFrom, type FamilyIdOperand } from '../../db/family-pairs.js';
import { EARTH_RADIUS_KM } from '../../lib/geo.js';
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
  /** The name of the family's home area (a gazetteer place), or null. */
  area: string | null;
  /** Km between the two families' places' centres; null when either has no area. */
  distanceKm: number | null;
  photoFileId: number | null;
  relationship: ExploreRelationship;
}

/**
 * Where Explore measures from (issue 30, decision 062): the viewer's family's place's centre
 * in degrees, and, for a bounded search, the radius in km and the cells of lib/geo.ts
 * `coveringCells` (null: the circle is not bounded by cells, near a pole — distance alone).
 */
export interface ExploreOrigin {
  lat: number;
  lon: number;
  within?: { km: number; cells: string[] | null } | undefined;
}

/**
 * Past this many matching kids Explore stops counting (issue 30: no COUNT(*) over every
 * public kid): the answer's total is then this, and `totalCapped` says "or more".
 */
export const EXPLORE_COUNT_CAP = 120;

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
 * Where the viewer's family (`familyId`) stands with family `other` — the family of the card's
 * kid (issue 29, decision 058): friends (the pair's row in friendships, by its primary key),
 * else a pending request either way (the pair's partial unique index). Computed for the page's
 * rows only.
 */
function relationshipWith(familyId: number, other: FamilyIdOperand): SQL<ExploreRelationship> {
  return sql<ExploreRelationship>`case
    when exists (select 1 from ${friendships} where ${friendshipOf(familyId, other)})
      then 'friend'
    when exists (select 1 from ${friendRequests}
      where ${friendRequests.status} = 'pending' and ${requestFrom(familyId, other)})
      then 'request-sent'
    when exists (select 1 from ${friendRequests}
      where ${friendRequests.status} = 'pending' and ${requestFrom(other, familyId)})
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

/**
 * The great-circle distance in km (haversine, lib/geo.ts `distanceKm` in SQL) from `origin` to
 * the centre of the kid's family's place; null when the family has no area. Plain arithmetic,
 * the same on PostgreSQL 15 and PGlite.
 */
function distanceFrom(origin: { lat: number; lon: number }): SQL<number | null> {
  // least() skips nulls: the case keeps a family with no area at null, not at 1.
  return sql<number | null>`(case when ${families.areaLat} is null then null::float8 else
    ${EARTH_RADIUS_KM}::float8 * 2 * asin(least(1::float8, sqrt(
    power(sin(radians(${families.areaLat} - ${origin.lat}::float8) / 2), 2)
    + cos(radians(${origin.lat}::float8)) * cos(radians(${families.areaLat}))
      * power(sin(radians(${families.areaLon} - ${origin.lon}::float8) / 2), 2)))) end)`;
}

/**
 * One Explore search (see `listVisible`): who looks, the filters, the day ages are counted on
 * (`YYYY-MM-DD`), the page's rows (`limit` per page, `offset` skipped), the interest keys of
 * the viewer's kid to rank by (most shared first), and the viewer's place with the circle.
 */
export interface ExploreSearch {
  viewer: FamilyMember;
  filters: PublicKidFilters;
  today: string;
  pageOfRows: { limit: number; offset: number };
  rankBy?: string[] | undefined;
  origin?: ExploreOrigin | undefined;
}

/** Data access for Explore (GET /api/kids/public): always from the viewer's side. */
export function createExploreRepository(db: Database) {
  /**
   * The kids `search.viewer` may see that pass the search's filters and circle, ranked (match
   * score, then distance, then newest) and limited: `columns` are the selected columns beside
   * each row's `rank` and `distance` (km or null), by which the rows are ordered.
   */
  function ranked<Columns extends SelectedFields>(
    search: ExploreSearch,
    columns: Columns,
    pageOfRows: { limit: number; offset: number },
  ) {
    const { viewer, filters, today, rankBy, origin } = search;
    const distance = origin ? distanceFrom(origin) : sql<number | null>`null::float8`;
    const within = origin?.within;
    const where = and(
      visibleTo(viewer),
      filters.interestKeys.length > 0
        ? arrayContains(kids.interestKeys, filters.interestKeys)
        : undefined,
      filters.gender ? eq(kids.gender, filters.gender) : undefined,
      filters.skillLevel ? eq(kids.skillLevel, filters.skillLevel) : undefined,
      filters.age !== undefined ? agedOn(today, filters.age) : undefined,
      within?.cells ? sql`${families.areaCells} && ${sql.param(within.cells)}::text[]` : undefined,
      within ? sql`${distance} <= ${within.km}::float8` : undefined,
    );
    const rank = rankBy?.length ? sharedInterests(rankBy) : sql`0`;
    return db
      .select({
        ...columns,
        rank: sql<number>`${rank}`.as('rank'),
        distance: sql<number | null>`${distance}`.as('distance'),
      })
      .from(kids)
      .innerJoin(parents, eq(parents.id, kids.parentId))
      .innerJoin(families, eq(families.id, kids.familyId))
      .where(where)
      .orderBy(desc(sql`rank`), sql`distance asc nulls last`, desc(kids.id))
      .limit(pageOfRows.limit)
      .offset(pageOfRows.offset);
  }

  /**
   * The statements of one Explore search (decision 065: one statement for a page within a
   * circle):
   * - `page`: the page's cards, their columns read where the kids are ranked (no second join),
   *   the relationship's sub-queries evaluated for the page's rows only, outside the limit.
   *   Within a circle each row also carries how many kids of the circle match (`matches`:
   *   `count(*) over ()` of the rows it ranks anyway, bounded by locality).
   * - `count`: how many match, up to {@link EXPLORE_COUNT_CAP} + 1 — through the page's own
   *   order, so the planner reads the kids as for the page, where a bare `LIMIT` invites a
   *   scan of every kid hoping to stop early. Run when the page cannot say: anywhere (no
   *   circle: no count of every public kid), or past the last page.
   */
  function statements(search: ExploreSearch) {
    const bounded = search.origin?.within !== undefined;
    const ranking = ranked(
      search,
      {
        id: kids.id,
        familyId: kids.familyId,
        parentId: kids.parentId,
        name: kids.name,
        age: ageOn(search.today).as('age'),
        gender: kids.gender,
        interests: kids.interests,
        skillLevel: kids.skillLevel,
        area: families.areaName,
        photoFileId: kids.photoFileId,
        matches: (bounded ? sql<number>`count(*) over ()` : sql<number>`null::int`)
          .mapWith(Number)
          .as('matches'),
      },
      search.pageOfRows,
    ).as('page');
    const page = db
      .select({
        id: ranking.id,
        parentId: ranking.parentId,
        name: ranking.name,
        age: ranking.age,
        gender: ranking.gender,
        interests: ranking.interests,
        skillLevel: ranking.skillLevel,
        area: ranking.area,
        distanceKm: ranking.distance,
        photoFileId: ranking.photoFileId,
        relationship: relationshipWith(search.viewer.familyId, ranking.familyId),
        matches: ranking.matches,
      })
      .from(ranking)
      .orderBy(desc(ranking.rank), sql`${ranking.distance} asc nulls last`, desc(ranking.id));
    const capped = ranked(search, { id: kids.id }, { limit: EXPLORE_COUNT_CAP + 1, offset: 0 });
    return { page, count: db.select({ total: count() }).from(capped.as('capped')), bounded };
  }

  return {
    /**
     * The centre of the family's home area (degrees), or undefined when it has none (issue 30).
     */
    async originOf(familyId: number): Promise<{ lat: number; lon: number } | undefined> {
      const [row] = await db
        .select({ lat: families.areaLat, lon: families.areaLon })
        .from(families)
        .where(eq(families.id, familyId));
      return row?.lat != null && row.lon != null ? { lat: row.lat, lon: row.lon } : undefined;
    },

    /**
     * One page of the kids `viewer` may see (see visibleTo) that pass `filters` — with
     * `origin.within`, only those whose family's place lies within `km` of the viewer's (read
     * through the families' cells index, then the exact distance) — ranked by `rankBy` (the
     * interest keys of the viewer's kid to match for: most shared interests first), then
     * nearest (with an origin), then newest; and how many pass, said up to
     * {@link EXPLORE_COUNT_CAP} only. Within a circle one statement answers both; anywhere,
     * a second one counts up to the cap (never every public kid).
     */
    async listVisible(
      search: ExploreSearch,
    ): Promise<{ rows: PublicKidRow[]; total: number; totalCapped: boolean }> {
      const { page, count: countQuery, bounded } = statements(search);
      const counted = async () => (await countQuery)[0]?.total ?? 0;
      const [found, countedAnywhere] = await Promise.all([page, bounded ? undefined : counted()]);
      const rows = found.map(({ matches: _matches, ...row }) => row);
      // Within a circle the page's rows carry the count; a page past the last has none.
      const total =
        countedAnywhere ??
        found[0]?.matches ??
        (search.pageOfRows.offset > 0 ? await counted() : 0);
      return {
        rows,
        total: Math.min(total, EXPLORE_COUNT_CAP),
        totalCapped: total > EXPLORE_COUNT_CAP,
      };
    },

    /**
     * The plans PostgreSQL (or PGlite) runs for {@link listVisible}'s statements, as run
     * (`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF)`: the rows and buffers each node
     * read, which do not depend on the machine's load), one line per item: for `npm run
     * bench:explore`, which prints whether a bounded search starts from the families' cells
     * index. The page's statement first; the capped count's after it, when the search is not
     * bounded by a circle.
     */
    async explainPage(search: ExploreSearch): Promise<string[]> {
      const { page, count: countQuery, bounded } = statements(search);
      const lines: string[] = [];
      for (const query of bounded ? [page] : [page, countQuery]) {
        // Both drivers are node-postgres (db/client.ts): the result is its QueryResult.
        const { rows } = (await db.execute(
          sql`explain (analyze, buffers, costs off, timing off) ${query}`,
        )) as { rows: { 'QUERY PLAN': string }[] };
        lines.push(...rows.map((row) => row['QUERY PLAN']));
      }
      return lines;
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
