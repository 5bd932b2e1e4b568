import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  ne,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { ExploreRelationship, Gender } from '@nestling/shared';
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
 * The part of {@link visibleTo} that the kid's and its family's rows answer: the card is public
 * ("Show in Explore"), not of the viewer's own family, no block either way, no moderator hid
 * the family. Explore's page checks the guardian's e-mail apart, for the rows it keeps only
 * (decision 073).
 */
function listedFor(viewer: FamilyMember): SQL {
  return and(
    // Written as the bare column, as the partial indexes' predicate is, so the planner can use
    // them (a bound `= true` parameter would not prove the predicate).
    sql`${kids.showInExplore}`,
    ne(kids.familyId, viewer.familyId),
    sql`${kids.familyId} not in ${blockedFamilies(viewer.familyId)}`,
    sql`${kids.familyId} not in ${moderatedFamilies}`,
  ) as SQL;
}

/**
 * Which kids `viewer` may see in Explore (product.md "Children's privacy and safety"): the
 * kid's card is public ("Show in Explore"), its parent has verified their e-mail (the social
 * features need it, so a request could not be answered otherwise), it is not a kid of the
 * viewer's own family (decision 056), and no block stands between the two families, whichever
 * blocked, and no moderator hid it (decision 060). Requests, blocks and reports use the same
 * rule, so a kid one cannot see cannot be asked for or blocked either (404). Needs `parents`
 * joined on the kid's `parent_id`.
 */
export function visibleTo(viewer: FamilyMember): SQL {
  return and(listedFor(viewer), sql`${parents.emailVerified}`) as SQL;
}

/**
 * The families whose place lies in one of `cells` (lib/geo.ts `coveringCells`: cells of one
 * length, so a family's place is in at most one of them), as a join source named `families`:
 * one lookup of the cells' GIN index per cell of `unnest(cells)` (decision 073).
 * - A lookup parameterized by the outer row is never split among parallel workers. One bitmap
 *   scan of `area_cells && cells` crossed the threshold of a parallel bitmap heap scan at 50 km
 *   and a million kids, and the workers' start cost more than the few hundred families it
 *   read; a `union all` of one lookup per cell was planned as a Parallel Append.
 * - `offset 0` keeps the planner from merging the lookup into the outer query (where it could
 *   hash-join a scan of every family instead).
 * - The planner cannot know one cell's families when it plans (the cell comes from the outer
 *   row) and guesses 0.5 % of every family a cell: at a million kids, 12,500 families for
 *   50 km, a cost past `jit_above_cost`, and PostgreSQL compiled the statement (≈ 240 ms) to
 *   read 387. The same rows tested against the whole cover (always true here; `is true` keeps
 *   it out of the index scan) bring the estimate down to the cover's, from the column's
 *   statistics.
 */
function familiesInCells(cells: string[]): SQL {
  const cover = sql`${sql.param(cells)}::text[]`;
  return sql`(unnest(${cover}) as cover(cell)
    cross join lateral (select * from ${families}
      where ${families.areaCells} @> array[cover.cell]
        and (${families.areaCells} && ${cover}) is true offset 0) as ${families})`;
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

/**
 * How many ranked rows a page reads (decision 073): its own rows and those before it, and at
 * least {@link EXPLORE_COUNT_CAP} + 1 — so the count over them is exact up to the cap and says
 * "or more" past it, without reading every kid that matches.
 */
function readLimit(pageOfRows: { limit: number; offset: number }): number {
  return Math.max(EXPLORE_COUNT_CAP + 1, pageOfRows.offset + pageOfRows.limit);
}

/** Data access for Explore (GET /api/kids/public): always from the viewer's side. */
export function createExploreRepository(db: Database) {
  /**
   * The kids `search.viewer` may see that pass the search's filters and circle, ranked (match
   * score, then distance, then newest) and limited: the card's columns, each row's `rank` and
   * `distance` (km or null), by which the rows are ordered.
   *
   * Within a circle's cells, two levels (decision 073): the candidates — every rule of
   * {@link visibleTo} but the guardian's verified e-mail, read from kids and their families
   * (through {@link familiesInCells}), sorted — then that check,
   * an `exists` on the parent's primary key, in the candidates' order until `limit` rows passed
   * (a nested loop over the sorted rows, stopped by the limit): a page reads one guardian per
   * kid it keeps, not one per kid of the circle. The sort keeps the subquery from being merged
   * into the outer query (PostgreSQL does not flatten a subquery with an ORDER BY).
   */
  function ranked(search: ExploreSearch, pageOfRows: { limit: number; offset: number }) {
    const { viewer, filters, today, rankBy, origin } = search;
    const distance = origin ? distanceFrom(origin) : sql<number | null>`null::float8`;
    const within = origin?.within;
    const where = and(
      filters.interestKeys.length > 0
        ? arrayContains(kids.interestKeys, filters.interestKeys)
        : undefined,
      filters.gender ? eq(kids.gender, filters.gender) : undefined,
      filters.skillLevel ? eq(kids.skillLevel, filters.skillLevel) : undefined,
      filters.age !== undefined ? agedOn(today, filters.age) : undefined,
      within ? sql`${distance} <= ${within.km}::float8` : undefined,
    );
    const rank = rankBy?.length ? sharedInterests(rankBy) : sql`0`;
    // With no score to rank by, every row's rank is 0: left out of the order, so that the
    // outer query sees the candidates already in its order and stops at its limit.
    const order = (
      rankColumn: SQL | SQL.Aliased,
      distanceColumn: SQL | SQL.Aliased,
      id: SQL | AnyColumn,
    ) => [
      ...(rankBy?.length ? [desc(rankColumn)] : []),
      sql`${distanceColumn} asc nulls last`,
      desc(id),
    ];
    const cells = within?.cells;
    let candidates = db
      .select({
        id: kids.id,
        familyId: kids.familyId,
        parentId: kids.parentId,
        name: kids.name,
        age: ageOn(today).as('age'),
        gender: kids.gender,
        interests: kids.interests,
        skillLevel: kids.skillLevel,
        // As an expression: the lookup by cells is a join source drizzle does not know as a table.
        area: sql<string | null>`${families.areaName}`.as('area'),
        photoFileId: kids.photoFileId,
        rank: sql<number>`${rank}`.as('rank'),
        distance: sql<number | null>`${distance}`.as('distance'),
      })
      .from(kids)
      .innerJoin(cells ? familiesInCells(cells) : families, eq(families.id, kids.familyId))
      .$dynamic();
    // Not bounded by cells (anywhere, or a circle at a pole): every public kid is a candidate,
    // so the guardian is joined and the rows limited at this level — a top-N sort, as before.
    if (!cells) candidates = candidates.innerJoin(parents, eq(parents.id, kids.parentId));
    candidates = candidates
      .where(and(cells ? listedFor(viewer) : visibleTo(viewer), where))
      .orderBy(...order(sql`rank`, sql`distance`, kids.id));
    if (!cells) candidates = candidates.limit(pageOfRows.limit + pageOfRows.offset);
    const candidateRows = candidates.as('candidates');
    return db
      .select()
      .from(candidateRows)
      .where(
        cells
          ? sql`exists (select 1 from ${parents}
          where ${parents.id} = ${candidateRows.parentId} and ${parents.emailVerified})`
          : undefined,
      )
      .orderBy(...order(candidateRows.rank, candidateRows.distance, candidateRows.id))
      .limit(pageOfRows.limit)
      .offset(pageOfRows.offset);
  }

  /**
   * The statements of one Explore search (decisions 065, 073):
   * - `page`: the page's cards and how many kids match, in one statement, three levels deep:
   *   1. `ranked`: the first {@link readLimit} visible kids in the page's order (match score,
   *      distance, newest) — a bounded read, not the circle's every kid: with no score to rank
   *      by, the planner reads the circle's families nearest first and stops once enough kids
   *      passed every check (decision 073), so a page's cost follows the page, not how many
   *      families live near the viewer;
   *   2. `counted`: those rows with `count(*) over ()` — how many match, exact up to the cap
   *      ({@link EXPLORE_COUNT_CAP} + 1 rows are always read) — then the page's slice;
   *   3. the cards, with the relationship's sub-queries for the page's rows only.
   * - `count`: how many match, up to {@link EXPLORE_COUNT_CAP} + 1 — through the page's own
   *   order, so the planner reads the kids as for the page, where a bare `LIMIT` invites a
   *   scan of every kid hoping to stop early. Run only for a page past the last, which has no
   *   row to carry the count.
   */
  function statements(search: ExploreSearch) {
    const { limit, offset } = search.pageOfRows;
    const ranking = ranked(search, { limit: readLimit(search.pageOfRows), offset: 0 }).as('ranked');
    const order = [
      desc(ranking.rank),
      sql`${ranking.distance} asc nulls last`,
      desc(ranking.id),
    ] as const;
    const counted = db
      .select({
        id: ranking.id,
        familyId: ranking.familyId,
        parentId: ranking.parentId,
        name: ranking.name,
        age: ranking.age,
        gender: ranking.gender,
        interests: ranking.interests,
        skillLevel: ranking.skillLevel,
        area: ranking.area,
        photoFileId: ranking.photoFileId,
        rank: ranking.rank,
        distance: ranking.distance,
        matches: sql<number>`count(*) over ()`.mapWith(Number).as('matches'),
      })
      .from(ranking)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .as('counted');
    const page = db
      .select({
        id: counted.id,
        parentId: counted.parentId,
        name: counted.name,
        age: counted.age,
        gender: counted.gender,
        interests: counted.interests,
        skillLevel: counted.skillLevel,
        area: counted.area,
        distanceKm: counted.distance,
        photoFileId: counted.photoFileId,
        relationship: relationshipWith(search.viewer.familyId, counted.familyId),
        matches: counted.matches,
      })
      .from(counted)
      .orderBy(desc(counted.rank), sql`${counted.distance} asc nulls last`, desc(counted.id));
    const capped = ranked(search, { limit: EXPLORE_COUNT_CAP + 1, offset: 0 });
    return { page, count: db.select({ total: count() }).from(capped.as('capped')) };
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
     * {@link EXPLORE_COUNT_CAP} only. One statement answers both (decision 073); a page past
     * the last, which has no row to carry the count, asks a second one.
     */
    async listVisible(
      search: ExploreSearch,
    ): Promise<{ rows: PublicKidRow[]; total: number; totalCapped: boolean }> {
      const { page, count: countQuery } = statements(search);
      const found = await page;
      const rows = found.map(({ matches: _matches, ...row }) => row);
      const total =
        found[0]?.matches ??
        (search.pageOfRows.offset > 0 ? ((await countQuery)[0]?.total ?? 0) : 0);
      return {
        rows,
        total: Math.min(total, EXPLORE_COUNT_CAP),
        totalCapped: total > EXPLORE_COUNT_CAP,
      };
    },

    /**
     * The plan PostgreSQL (or PGlite) runs for {@link listVisible}'s page statement, as run
     * (by default `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF)`: the rows and buffers
     * each node read, which do not depend on the machine's load; `options` replaces what is
     * in the parentheses, e.g. with timing), one line per item: for `npm run bench:explore`,
     * which prints whether a bounded search starts from the families' cells index.
     */
    async explainPage(
      search: ExploreSearch,
      options:
        | 'analyze, buffers, costs off, timing off'
        | 'analyze, buffers' = 'analyze, buffers, costs off, timing off',
    ): Promise<string[]> {
      const { page } = statements(search);
      // Both drivers are node-postgres (db/client.ts): the result is its QueryResult.
      const { rows } = (await db.execute(sql`explain (${sql.raw(options)}) ${page}`)) as {
        rows: { 'QUERY PLAN': string }[];
      };
      return rows.map((row) => row['QUERY PLAN']);
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
