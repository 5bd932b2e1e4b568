/**
 * `npm run bench:explore` (issue 11): the latency of Explore's query
 * (`GET /api/kids/public` minus HTTP: the explore service, its two SQL statements and the
 * presenter) over 10,000 public kids, on the embedded PGlite and — with BENCH_DATABASE_URL —
 * on PostgreSQL, next to `select 1` through the same driver in the same run (the bare
 * reference). A script, not a test: it prints a Markdown table per database and asserts
 * nothing about time.
 *
 * The data: 2,500 verified families with 4 public kids each (10,000) and 1 private kid each
 * (2,500), random genders, skill levels, ages 0–15 and 0–6 interests from the spec's 24; the
 * viewer has two kids and 20 blocks (10 each way). Each case runs 20 times to warm up, then
 * BENCH_RUNS times (200) one after another; the table gives p50, p95 and p99 in milliseconds.
 *
 * Issue 30 (decision 062): every family has a home area drawn from the gazetteer by population
 * (the viewer's is Leeds); the "within" cases read the families of the circle's cells, and the
 * plan of the ranked one is printed, to show a page's cost follows the neighbourhood, not the
 * whole user base (compare BENCH_KIDS=10000 with a larger run).
 *
 * Options (variables): BENCH_KIDS (10000), BENCH_RUNS (200), BENCH_DATABASE_URL, BENCH_PGLITE
 * (0: PostgreSQL only), BENCH_JSON
 * (write the figures to a file).
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
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
import { blocks, kids, parents } from '../apps/server/src/db/schema/index.js';
import { coveringCells, placeCells } from '../apps/server/src/lib/geo.js';
import { loadPlaces, type GazetteerPlace } from '../apps/server/src/modules/places/gazetteer.js';
import { createExploreRepository } from '../apps/server/src/modules/explore/explore.repository.js';
import { createExploreService } from '../apps/server/src/modules/explore/explore.service.js';
import type { FamilyMember } from '../apps/server/src/lib/request-context.js';
import { createKidRepository } from '../apps/server/src/modules/kids/kid.repository.js';
import { fixed, median, ratio, table } from './lib/report.js';
import { giveEachAFamily } from './servers/seed.js';

const KIDS = Number(process.env.BENCH_KIDS || 10_000);
const RUNS = Number(process.env.BENCH_RUNS || 200);
const WARMUP = 20;
const KIDS_PER_FAMILY = 4;

const INTERESTS = [
  ...new Set([...KID_FORM_INTERESTS, ...Object.values(INTEREST_CATEGORIES).flat()]),
];

/** A small deterministic generator, so both databases get the same families. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** GeoNames' Leeds (England): the viewer's home area. */
const LEEDS = { id: 2644688, lat: 53.79648, lon: -1.54785 };

/**
 * A place drawn from the gazetteer with a chance proportional to its population (issue 30:
 * "realistic places"), by binary search over the running sum.
 */
function populationWeighted(all: GazetteerPlace[], next: () => number) {
  const places = all.filter((place) => place.population > 0);
  const sums = new Float64Array(places.length);
  let sum = 0;
  places.forEach((place, index) => (sums[index] = sum += place.population));
  return () => {
    const target = next() * sum;
    let low = 0;
    let high = sums.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (sums[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return places[low]!;
  };
}

/**
 * Gives each family a home area (issue 30): the viewer's is Leeds, every other one a place drawn
 * by population — the place's id, name, centre and cells, as PUT /api/family/area stores them.
 */
async function placeFamilies(
  database: DatabaseHandle,
  familyIds: number[],
  viewerFamilyId: number,
  next: () => number,
): Promise<void> {
  const draw = populationWeighted(await loadPlaces(), next);
  for (let start = 0; start < familyIds.length; start += 5000) {
    const batch = familyIds.slice(start, start + 5000).map((familyId) => {
      const place: GazetteerPlace =
        familyId === viewerFamilyId
          ? { ...LEEDS, name: 'Leeds', admin: 'ENG', country: 'GB', population: 0 }
          : draw();
      const [cell4, cell5] = placeCells(place.lat, place.lon);
      return {
        familyId,
        id: place.id,
        name: place.name,
        admin: place.admin ?? '',
        country: place.country,
        lat: place.lat,
        lon: place.lon,
        cell4,
        cell5,
      };
    });
    const column = <K extends keyof (typeof batch)[number]>(key: K) => batch.map((row) => row[key]);
    await database.db.execute(sql`update families as f set
        area_place_id = v.id, area_name = v.name, area_admin = nullif(v.admin, ''),
        area_country = v.country, area_lat = v.lat, area_lon = v.lon,
        area_cells = array[v.cell4, v.cell5]
      from unnest(${sql.param(column('familyId'))}::int[], ${sql.param(column('id'))}::int[], ${sql.param(column('name'))}::text[],
        ${sql.param(column('admin'))}::text[], ${sql.param(column('country'))}::text[], ${sql.param(column('lat'))}::float8[],
        ${sql.param(column('lon'))}::float8[], ${sql.param(column('cell4'))}::text[], ${sql.param(column('cell5'))}::text[])
        as v(family_id, id, name, admin, country, lat, lon, cell4, cell5)
      where f.id = v.family_id`);
  }
}

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Seeds the families; answers the viewer (parent, family and role) and the id of the viewer's kid
 * to match for.
 */
async function seed(database: DatabaseHandle): Promise<{ viewer: FamilyMember; forKid: number }> {
  const { db } = database;
  const next = random(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const families = Math.ceil(KIDS / KIDS_PER_FAMILY);
  const parentRows = Array.from({ length: families + 1 }, (_, index) => ({
    name: `Parent ${index}`,
    email: `parent${index}@bench.example`,
    passwordHash: 'not-a-real-hash',
    emailVerified: true,
  }));
  const parentIds: number[] = [];
  for (let start = 0; start < parentRows.length; start += 1000) {
    const inserted = await db
      .insert(parents)
      .values(parentRows.slice(start, start + 1000))
      .returning({ id: parents.id });
    parentIds.push(...inserted.map((row) => row.id));
  }
  const familyIds = await giveEachAFamily(database, parentIds);
  const familyOf = new Map(parentIds.map((id, index) => [id, familyIds[index]!]));
  const [viewerId, ...others] = parentIds as [number, ...number[]];
  await placeFamilies(database, familyIds, familyOf.get(viewerId)!, next);
  const kidRow = (parentId: number, showInExplore: boolean) => {
    const interests = [
      ...new Set(Array.from({ length: Math.floor(next() * 7) }, () => pick(INTERESTS))),
    ];
    return {
      parentId,
      familyId: familyOf.get(parentId)!,
      name: `Kid ${Math.floor(next() * 1e6)} Surname`,
      age: 0,
      gender: pick(GENDERS),
      dob: isoDaysAgo(Math.floor(next() * 16 * 365)),
      address: '1 Bench Road',
      interests,
      interestKeys: interests.map(interestKey),
      skillLevel: next() < 0.2 ? null : pick(SKILL_LEVELS),
      showInExplore,
    };
  };
  const kidRows = others.flatMap((parentId) => [
    ...Array.from({ length: KIDS_PER_FAMILY }, () => kidRow(parentId, true)),
    kidRow(parentId, false),
  ]);
  for (let start = 0; start < kidRows.length; start += 1000) {
    await db.insert(kids).values(kidRows.slice(start, start + 1000));
  }
  const [forKid] = await db
    .insert(kids)
    .values([
      {
        ...kidRow(viewerId, false),
        interests: ['Art', 'Music', 'Coding'],
        interestKeys: ['art', 'music', 'coding'],
      },
      kidRow(viewerId, true),
    ])
    .returning({ id: kids.id });
  await db.insert(blocks).values([
    // Blocks are between families (decision 058).
    ...others.slice(0, 10).map((blocked) => ({
      blockerId: viewerId,
      blockerFamilyId: familyOf.get(viewerId)!,
      blockedFamilyId: familyOf.get(blocked)!,
    })),
    ...others.slice(10, 20).map((blockerId) => ({
      blockerId,
      blockerFamilyId: familyOf.get(blockerId)!,
      blockedFamilyId: familyOf.get(viewerId)!,
    })),
  ]);
  await db.execute('analyze');
  // Every seeded parent is the sole guardian of a family of their own (decision 056).
  const viewer: FamilyMember = {
    id: viewerId,
    familyId: familyOf.get(viewerId)!,
    familyRole: 'guardian',
  };
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

async function measure(name: string, database: DatabaseHandle): Promise<CaseResult[]> {
  await database.migrate();
  const seeded = await seed(database);
  const explore = createExploreService({
    repository: createExploreRepository(database.db),
    kids: createKidRepository(database.db),
  });
  const cases: [string, ExploreQueryInput][] = [
    ['within 5 km, first page', { withinKm: '5' }],
    ['within 25 km, first page', { withinKm: '25' }],
    [
      'within 25 km + one interest, ranked',
      { withinKm: '25', forKid: String(seeded.forKid), interests: 'Art' },
    ],
    ['within 50 km, first page', { withinKm: '50' }],
    ['anywhere: no filter, first page of 12', {}],
    ['one interest (Art)', { interests: 'Art' }],
    ['two interests (Art, Music)', { interests: ['Art', 'Music'] }],
    ['gender + age + skill level', { gender: 'Female', age: '7', skillLevel: 'Beginner' }],
    ['match score for a kid (ranked)', { forKid: String(seeded.forKid) }],
    ['ranked + one interest', { forKid: String(seeded.forKid), interests: 'Music' }],
    ['page 100 of 12', { page: '100' }],
  ];
  const results = [
    await time('`select 1` (reference: database.ping)', async () => {
      await database.ping();
      return null;
    }),
  ];
  for (const [label, input] of cases) {
    const query = exploreQuerySchema.parse(input);
    results.push(
      await time(label, async () => (await explore.listPublicKids(seeded.viewer, query)).total),
    );
  }
  const reference = results[0]!;
  // Issue 30: the plan of "within 25 km + one interest, ranked" — bounded by locality when it
  // starts from the families' cells index (a bitmap scan of families_area_cells_idx), not a
  // sequential scan of kids; and how many families the circle's cells hold.
  const cells = coveringCells(LEEDS.lat, LEEDS.lon, 25)!;
  const plan = await createExploreRepository(database.db).explainPage(
    seeded.viewer,
    { interestKeys: ['art'] },
    new Date().toISOString().slice(0, 10),
    { limit: 12, offset: 0 },
    ['art', 'music', 'coding'],
    { lat: LEEDS.lat, lon: LEEDS.lon, within: { km: 25, cells } },
  );
  const [inCells] = (
    (await database.db.execute(
      sql`select count(*)::int as families from families where area_cells && ${sql.param(cells)}::text[]`,
    )) as { rows: { families: number }[] }
  ).rows;
  process.stdout.write(
    `\n### ${name}: ${KIDS} public kids, ${RUNS} runs each after ${WARMUP} warm-up\n\n` +
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
      `\nThe 25 km circle around Leeds: ${cells.length} cells holding ${inCells?.families ?? 0} families.\n` +
      'Plan of "within 25 km + one interest, ranked" (EXPLAIN, costs off):\n\n```\n' +
      plan.join('\n') +
      '\n```\n',
  );
  return results;
}

const figures: Record<string, CaseResult[]> = {};
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-bench-explore-'));
try {
  if (process.env.BENCH_PGLITE !== '0') {
    const pglite = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      figures.pglite = await measure('PGlite', pglite);
    } finally {
      await pglite.close();
    }
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) {
    const name = `nestling_bench_explore_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).toString();
      const postgres = await openDatabase({ kind: 'postgres', url });
      try {
        figures.postgres = await measure('PostgreSQL', postgres);
      } finally {
        await postgres.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
