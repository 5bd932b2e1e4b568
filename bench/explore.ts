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
 * Options (variables): BENCH_KIDS (10000), BENCH_RUNS (200), BENCH_DATABASE_URL, BENCH_JSON
 * (write the figures to a file).
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
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
      area: 'Benchtown',
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
    ['no filter, first page of 12', {}],
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
      '\n',
  );
  return results;
}

const figures: Record<string, CaseResult[]> = {};
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-bench-explore-'));
try {
  const pglite = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    figures.pglite = await measure('PGlite', pglite);
  } finally {
    await pglite.close();
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
