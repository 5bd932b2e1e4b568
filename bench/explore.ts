/**
 * `npm run bench:explore` (issue 11): the latency of Explore's query
 * (`GET /api/kids/public` minus HTTP: the explore service, its SQL statements and the
 * presenter) over 10,000 public kids, on the embedded PGlite and — with BENCH_DATABASE_URL —
 * on PostgreSQL, next to `select 1` through the same driver in the same run (the bare
 * reference). A script, not a test: it prints a Markdown table per database and size and
 * asserts nothing about time.
 *
 * The data, seeded in SQL (INSERT … SELECT over generate_series, so a million kids take
 * minutes): one verified parent per family, 4 public kids and 1 private kid each, random
 * genders, skill levels, ages 0–15 and 0–6 interests from the spec's 24; the viewer has two
 * kids and 20 blocks (10 each way). Each case runs 20 times to warm up, then BENCH_RUNS times
 * (200) one after another; the table gives p50, p95 and p99 in milliseconds.
 *
 * Issue 30 (decisions 062, 065): every family has a home area drawn from the gazetteer by
 * population (the viewer's is Leeds); the "within" cases read the families of the circle's
 * cells. The plan of the ranked one is printed as run (EXPLAIN ANALYZE with its rows and
 * buffers, which do not depend on the machine's load), to show a page's cost follows the
 * neighbourhood, not the whole user base; with several sizes (BENCH_KIDS=10000,1000000) the
 * run ends with the ratio of their p50s (the goal: at most 2).
 *
 * Options (variables): BENCH_KIDS (10000; a comma-separated list runs each size on a fresh
 * database), BENCH_PGLITE_KIDS (the sizes on PGlite; default BENCH_KIDS), BENCH_RUNS (200),
 * BENCH_DATABASE_URL, BENCH_DATABASE_NAME (PostgreSQL: seed into this database, or reuse it if
 * seeded before, and keep it — for EXPLAIN by hand; drop it yourself), BENCH_PGLITE (0:
 * PostgreSQL only), BENCH_ANYWHERE (1: the unbounded cases above 200,000 kids too, minutes
 * each; 0: never), BENCH_JSON (write the figures to a file).
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import {
  GENDERS,
  INTEREST_CATEGORIES,
  KID_FORM_INTERESTS,
  SKILL_LEVELS,
  exploreQuerySchema,
  interestKey,
  type ExploreQueryInput,
} from '../packages/shared/src/index.js';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.js';
import { kids } from '../apps/server/src/db/schema/index.js';
import { coveringCells, placeCells } from '../apps/server/src/lib/geo.js';
import { loadPlaces, type GazetteerPlace } from '../apps/server/src/modules/places/gazetteer.js';
import { createExploreRepository } from '../apps/server/src/modules/explore/explore.repository.js';
import { createExploreService } from '../apps/server/src/modules/explore/explore.service.js';
import type { FamilyMember } from '../apps/server/src/lib/request-context.js';
import { createKidRepository } from '../apps/server/src/modules/kids/kid.repository.js';
import { fixed, median, ratio, table } from './lib/report.js';

const RUNS = Number(process.env.BENCH_RUNS || 200);
const WARMUP = 20;
const KIDS_PER_FAMILY = 4;

const INTERESTS = [
  ...new Set([...KID_FORM_INTERESTS, ...Object.values(INTEREST_CATEGORIES).flat()]),
];

/** GeoNames' Leeds (England): the viewer's home area. */
const LEEDS = { id: 2644688, lat: 53.79648, lon: -1.54785 };

/** The rows of one statement's answer (both drivers are node-postgres: db/client.ts). */
async function rowsOf<Row>(database: DatabaseHandle, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Loads the gazetteer's populated places into the table `bench_places` with the running sum of
 * their populations (`upto`, indexed) and their cells (lib/geo.ts `placeCells`), so the seed
 * can draw a place with a chance proportional to its population (issue 30: "realistic places")
 * in SQL: the first place whose running sum reaches a random share of the total.
 */
async function loadPlacesTable(database: DatabaseHandle): Promise<void> {
  const places = (await loadPlaces()).filter((place) => place.population > 0);
  await database.db.execute(sql`create table bench_places (n int primary key, id int, name text,
    admin text, country text, lat float8, lon float8, cell4 text, cell5 text, population float8)`);
  for (let start = 0; start < places.length; start += 20_000) {
    const batch = places.slice(start, start + 20_000);
    const column = <T>(read: (place: GazetteerPlace) => T) => sql.param(batch.map(read));
    const cells = batch.map((place) => placeCells(place.lat, place.lon));
    await database.db.execute(sql`insert into bench_places
      select * from unnest(${sql.param(batch.map((_, index) => start + index))}::int[],
        ${column((place) => place.id)}::int[], ${column((place) => place.name)}::text[],
        ${column((place) => place.admin ?? '')}::text[], ${column((place) => place.country)}::text[],
        ${column((place) => place.lat)}::float8[], ${column((place) => place.lon)}::float8[],
        ${sql.param(cells.map(([cell4]) => cell4))}::text[],
        ${sql.param(cells.map(([, cell5]) => cell5))}::text[],
        ${column((place) => place.population)}::float8[])`);
  }
  await database.db.execute(sql`create table bench_weighted as
    select n, sum(population) over (order by n) as upto from bench_places`);
  await database.db.execute(sql`create index on bench_weighted (upto)`);
}

/**
 * Seeds `kids` public kids in SQL (INSERT … SELECT over generate_series: a million rows in
 * minutes, not hours, on PostgreSQL and PGlite alike): one verified parent per family, each
 * the family's sole guardian (decision 056) with a home area drawn from the gazetteer by
 * population, 4 public kids and 1 private one (random gender, skill level — none for one in
 * five —, age 0–15, 0–6 distinct interests of the spec's 24). The viewer's family is in Leeds
 * with two kids (one to match for, with Art, Music and Coding) and 20 blocks, 10 each way.
 * A family's kids lie together in the table, as the rows of one sign-up do.
 * Answers the viewer and the id of the viewer's kid to match for.
 */
async function seed(
  database: DatabaseHandle,
  kidCount: number,
): Promise<{ viewer: FamilyMember; forKid: number }> {
  const { db } = database;
  const familyCount = Math.ceil(kidCount / KIDS_PER_FAMILY);
  await loadPlacesTable(database);
  const interestKeys = INTERESTS.map(interestKey);
  await db.transaction(async (tx) => {
    // One connection: the draws are repeatable run to run.
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`insert into parents (name, email, password_hash, email_verified)
      select 'Parent ' || i, 'parent' || i || '@bench.example', 'not-a-real-hash', true
      from generate_series(0, ${familyCount}::int) as i order by i`);
    // Each parent the sole guardian of a family of the same id (the database is the bench's own).
    await tx.execute(sql`insert into families (id) select id from parents order by id`);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('families', 'id'), (select max(id) from families))`,
    );
    await tx.execute(sql`insert into family_members (parent_id, family_id, role)
      select id, id, 'guardian' from parents order by id`);
    await tx.execute(sql`update families as f set
        area_place_id = p.id, area_name = p.name, area_admin = nullif(p.admin, ''),
        area_country = p.country, area_lat = p.lat, area_lon = p.lon,
        area_cells = array[p.cell4, p.cell5]
      from (select draw.id as family_id, place.*
        from (select id, random() * (select max(upto) from bench_weighted) as target
          from families where id > (select min(id) from families)) as draw
        cross join lateral (select n from bench_weighted where upto >= draw.target
          order by upto limit 1) as drawn
        join bench_places as place on place.n = drawn.n) as p
      where f.id = p.family_id`);
    await tx.execute(sql`update families set
        area_place_id = ${LEEDS.id}, area_name = 'Leeds', area_admin = 'ENG', area_country = 'GB',
        area_lat = ${LEEDS.lat}::float8, area_lon = ${LEEDS.lon}::float8,
        area_cells = ${sql.param(placeCells(LEEDS.lat, LEEDS.lon))}::text[]
      where id = (select min(id) from families)`);
    // Every other family's 4 public kids and 1 private one; interests as 0–6 distinct picks.
    await tx.execute(sql`insert into kids (family_id, parent_id, name, age, gender, dob, address,
        interests, interest_keys, skill_level, show_in_explore)
      select kid.family_id, kid.family_id, 'Kid ' || floor(random() * 1e6)::int || ' Surname', 0,
        (${sql.param([...GENDERS])}::text[])[1 + floor(random() * ${GENDERS.length})::int],
        current_date - floor(random() * 16 * 365)::int, '1 Bench Road',
        coalesce((select jsonb_agg((${sql.param(INTERESTS)}::text[])[pick] order by pick)
          from unnest(picked.picks) as pick), '[]'::jsonb),
        coalesce(array(select (${sql.param(interestKeys)}::text[])[pick] from unnest(picked.picks)
          as pick order by pick), '{}'),
        case when random() < 0.2 then null
          else (${sql.param([...SKILL_LEVELS])}::text[])[1 + floor(random() * ${SKILL_LEVELS.length})::int] end,
        kid.ordinal <= ${KIDS_PER_FAMILY}
      from (select f.id as family_id, ordinal, floor(random() * 7)::int as interest_count
        from families as f cross join generate_series(1, ${KIDS_PER_FAMILY + 1}::int) as ordinal
        where f.id > (select min(id) from families)) as kid
      cross join lateral (select array(select distinct 1 + floor(random() * ${INTERESTS.length})::int
        from generate_series(1, kid.interest_count))  as picks) as picked
      order by kid.family_id, kid.ordinal`);
  });
  await db.execute(sql`drop table bench_weighted, bench_places`);
  const [viewerRow] = await rowsOf<{ id: number }>(
    database,
    sql`select min(id)::int as id from families`,
  );
  const viewerId = viewerRow!.id;
  const kidRow = (showInExplore: boolean, interests: string[]) => ({
    parentId: viewerId,
    familyId: viewerId,
    name: 'Viewer Kid Surname',
    age: 0,
    gender: GENDERS[0],
    dob: '2020-01-01',
    address: '1 Bench Road',
    interests,
    interestKeys: interests.map(interestKey),
    skillLevel: null,
    showInExplore,
  });
  const [forKid] = await db
    .insert(kids)
    .values([kidRow(false, ['Art', 'Music', 'Coding']), kidRow(true, ['Chess'])])
    .returning({ id: kids.id });
  // Blocks are between families (decision 058): 10 by the viewer, 10 of the viewer.
  await db.execute(sql`insert into blocks (blocker_id, blocker_family_id, blocked_family_id)
    select ${viewerId}::int, ${viewerId}::int, id from families
      where id > ${viewerId}::int order by id limit 10`);
  await db.execute(sql`insert into blocks (blocker_id, blocker_family_id, blocked_family_id)
    select id, id, ${viewerId}::int from families
      where id > ${viewerId}::int order by id offset 10 limit 10`);
  // The steady state autovacuum keeps: statistics, the visibility map, GIN pending lists merged.
  await db.execute(sql`vacuum analyze`);
  // Every seeded parent is the sole guardian of a family of their own (decision 056).
  const viewer: FamilyMember = { id: viewerId, familyId: viewerId, familyRole: 'guardian' };
  return { viewer, forKid: forKid!.id };
}

interface CaseResult {
  label: string;
  p50: number;
  p95: number;
  p99: number;
  total: number | null;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(label: string, run: () => Promise<number | null>): Promise<CaseResult> {
  let total: number | null = null;
  for (let index = 0; index < WARMUP; index += 1) total = await run();
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    label,
    p50: median(samples),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    total,
  };
}

/** How many public kids a run seeds: a number, or several (`10000,1000000`) run in turn. */
function sizes(value: string | undefined, fallback: number[]): number[] {
  const list = (value ?? '')
    .split(',')
    .map((item) => Number(item.trim()))
    .filter((item) => Number.isInteger(item) && item > 0);
  return list.length > 0 ? list : fallback;
}

const PG_SIZES = sizes(process.env.BENCH_KIDS, [10_000]);
const PGLITE_SIZES = sizes(process.env.BENCH_PGLITE_KIDS, PG_SIZES);
/** Past this many kids the unbounded ("anywhere") cases are left out unless BENCH_ANYWHERE=1. */
const ANYWHERE_UP_TO = 200_000;

/**
 * The viewer and the kid to match for of a database {@link seed} filled before (a kept
 * BENCH_DATABASE_NAME): the first family, and its private kid.
 */
async function seededBefore(
  database: DatabaseHandle,
): Promise<{ viewer: FamilyMember; forKid: number } | undefined> {
  const [row] = await rowsOf<{ family: number | null; kid: number | null }>(
    database,
    sql`select f.id as family, (select k.id from kids as k
        where k.family_id = f.id and not k.show_in_explore order by k.id limit 1) as kid
      from families as f order by f.id limit 1`,
  );
  if (!row?.family || !row.kid) return undefined;
  return {
    viewer: { id: row.family, familyId: row.family, familyRole: 'guardian' },
    forKid: row.kid,
  };
}

async function measure(
  name: string,
  database: DatabaseHandle,
  kidCount: number,
): Promise<CaseResult[]> {
  await database.migrate();
  const started = performance.now();
  const seeded = (await seededBefore(database)) ?? (await seed(database, kidCount));
  const seedSeconds = (performance.now() - started) / 1000;
  const explore = createExploreService({
    repository: createExploreRepository(database.db),
    kids: createKidRepository(database.db),
  });
  const bounded: [string, ExploreQueryInput][] = [
    ['within 5 km, first page', { withinKm: '5' }],
    ['within 25 km, first page', { withinKm: '25' }],
    [
      'within 25 km + one interest, ranked',
      { withinKm: '25', forKid: String(seeded.forKid), interests: 'Art' },
    ],
    ['within 50 km, first page', { withinKm: '50' }],
  ];
  const unbounded: [string, ExploreQueryInput][] = [
    ['anywhere: no filter, first page of 12', {}],
    ['one interest (Art)', { interests: 'Art' }],
    ['two interests (Art, Music)', { interests: ['Art', 'Music'] }],
    ['gender + age + skill level', { gender: 'Female', age: '7', skillLevel: 'Beginner' }],
    ['match score for a kid (ranked)', { forKid: String(seeded.forKid) }],
    ['ranked + one interest', { forKid: String(seeded.forKid), interests: 'Music' }],
    ['page 100 of 12', { page: '100' }],
  ];
  const withAnywhere =
    process.env.BENCH_ANYWHERE === '1' ||
    (process.env.BENCH_ANYWHERE !== '0' && kidCount <= ANYWHERE_UP_TO);
  const results = [
    await time('`select 1` (reference: database.ping)', async () => {
      await database.ping();
      return null;
    }),
  ];
  for (const [label, input] of withAnywhere ? [...bounded, ...unbounded] : bounded) {
    const query = exploreQuerySchema.parse(input);
    results.push(
      await time(label, async () => (await explore.listPublicKids(seeded.viewer, query)).total),
    );
  }
  const reference = results[0]!;
  // Issue 30: the plan of "within 25 km + one interest, ranked", run (rows and buffers, no
  // times: what it reads does not depend on the machine's load) — bounded by locality when it
  // starts from the families' cells index, not a sequential scan of kids; and how many
  // families the circle's cells hold.
  const cells = coveringCells(LEEDS.lat, LEEDS.lon, 25)!;
  const plan = await createExploreRepository(database.db).explainPage({
    viewer: seeded.viewer,
    filters: { interestKeys: ['art'] },
    today: new Date().toISOString().slice(0, 10),
    pageOfRows: { limit: 12, offset: 0 },
    rankBy: ['art', 'music', 'coding'],
    origin: { lat: LEEDS.lat, lon: LEEDS.lon, within: { km: 25, cells } },
  });
  // Decision 073: every bounded case's page statement, as run — the buffers it read, and
  // whether PostgreSQL started parallel workers or JIT-compiled it (both cost milliseconds a
  // request for a read of a few hundred rows).
  const shapes: string[] = [];
  for (const km of [5, 25, 50] as const) {
    const lines = await createExploreRepository(database.db).explainPage({
      viewer: seeded.viewer,
      filters: { interestKeys: [] },
      today: new Date().toISOString().slice(0, 10),
      pageOfRows: { limit: 12, offset: 0 },
      origin: { ...LEEDS, within: { km, cells: coveringCells(LEEDS.lat, LEEDS.lon, km) } },
    });
    const buffers = lines.find((line) => line.includes('Buffers:'))?.trim() ?? '';
    const parallel = lines.some((line) => /Gather|Parallel/.test(line));
    const jit = lines.some((line) => line.startsWith('JIT:'));
    shapes.push(
      `within ${km} km, first page: ${buffers || 'no buffers line'}; parallel workers: ${parallel ? 'YES' : 'none'}; JIT: ${jit ? 'YES' : 'no'}`,
    );
  }
  const [inCells] = await rowsOf<{ families: number }>(
    database,
    sql`select count(*)::int as families from families where area_cells && ${sql.param(cells)}::text[]`,
  );
  const boundedPlan = plan.some((line) => line.includes('families_area_cells_idx'));
  const seqScans = plan.filter((line) => /Seq Scan on (kids|families|parents)\b/.test(line));
  process.stdout.write(
    `\n### ${name}: ${kidCount} public kids, ${RUNS} runs each after ${WARMUP} warm-up` +
      ` (seeded in ${fixed(seedSeconds, 0)} s; load average ${os
        .loadavg()
        .map((load) => fixed(load, 1))
        .join(' ')})\n\n` +
      table(
        ['case', 'matches', 'p50 ms', '× select 1', 'p95 ms', 'p99 ms'],
        results.map((result) => [
          result.label,
          result.total === null ? '' : String(result.total),
          fixed(result.p50, 2),
          ratio(result.p50, reference.p50),
          fixed(result.p95, 2),
          fixed(result.p99, 2),
        ]),
        [false, true, true, true, true, true],
      ) +
      (withAnywhere
        ? ''
        : `\nThe unbounded cases are left out (BENCH_ANYWHERE; by default above ${ANYWHERE_UP_TO} kids).\n`) +
      `\nThe 25 km circle around Leeds: ${cells.length} cells holding ${inCells?.families ?? 0} families.` +
      ` Plan starts from the cells index: ${boundedPlan ? 'yes' : 'NO'};` +
      ` sequential scans of kids, families or parents: ${seqScans.length === 0 ? 'none' : seqScans.join('; ')}.\n` +
      `\n${shapes.map((line) => `- ${line}`).join('\n')}\n\n` +
      'Plan of "within 25 km + one interest, ranked" (EXPLAIN ANALYZE, BUFFERS; costs and times off):\n\n```\n' +
      plan.join('\n') +
      '\n```\n',
  );
  return results;
}

/**
 * The p50 of each bounded case at the largest size over the smallest (issue 30's goal: flat,
 * at most 2 between 10,000 and 1,000,000 kids).
 */
function flatness(name: string, bySize: Map<number, CaseResult[]>): void {
  const counts = [...bySize.keys()].sort((a, b) => a - b);
  if (counts.length < 2) return;
  const smallest = bySize.get(counts[0]!)!;
  const largest = bySize.get(counts.at(-1)!)!;
  const rows = largest
    .filter((result) => result.label.startsWith('within'))
    .map((result) => {
      const small = smallest.find((other) => other.label === result.label)!;
      return [
        result.label,
        fixed(small.p50, 2),
        fixed(result.p50, 2),
        ratio(result.p50, small.p50),
      ];
    });
  process.stdout.write(
    `\n### ${name}: flatness, p50 at ${counts.at(-1)} over p50 at ${counts[0]} kids (goal ≤ 2×)\n\n` +
      table(['case', `p50 ${counts[0]}`, `p50 ${counts.at(-1)}`, 'ratio'], rows, [
        false,
        true,
        true,
        true,
      ]),
  );
}

const figures: Record<string, Record<number, CaseResult[]>> = {};
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-bench-explore-'));
try {
  if (process.env.BENCH_PGLITE !== '0') {
    const bySize = new Map<number, CaseResult[]>();
    for (const kidCount of PGLITE_SIZES) {
      const folder = path.join(dataDir, `pglite-${kidCount}`);
      const pglite = await openDatabase({ kind: 'pglite', dataDir: folder });
      try {
        bySize.set(kidCount, await measure('PGlite', pglite, kidCount));
      } finally {
        await pglite.close();
        await rm(folder, { recursive: true, force: true });
      }
    }
    flatness('PGlite', bySize);
    figures.pglite = Object.fromEntries(bySize);
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) {
    const bySize = new Map<number, CaseResult[]>();
    const kept = process.env.BENCH_DATABASE_NAME;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      for (const kidCount of kept ? PG_SIZES.slice(0, 1) : PG_SIZES) {
        const name = kept ?? `nestling_bench_explore_${process.pid}_${kidCount}`;
        const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
        try {
          const url = Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).toString();
          const postgres = await openDatabase({ kind: 'postgres', url });
          try {
            bySize.set(kidCount, await measure('PostgreSQL', postgres, kidCount));
          } finally {
            await postgres.close();
          }
        } finally {
          if (!kept) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }
      }
    } finally {
      await admin.end();
    }
    flatness('PostgreSQL', bySize);
    figures.postgres = Object.fromEntries(bySize);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
