import { asc, desc, eq, sql } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers/database.js';
import { kidColumns } from '../modules/kids/kid.repository.js';
import type { Database, DatabaseHandle } from './client.js';
import { leanPrepared } from './lean-query.js';
import { healthLogs, kids, parents, scheduleEvents, sessions } from './schema/index.js';

// The lean executor of the hot selects (decision 044) must answer exactly what drizzle's own
// execution of the same prepared query answers — same rows, same types, same JSON — on
// PostgreSQL (TEST_DATABASE_URL) and on PGlite alike, the first time and every time after.
describe('leanPrepared', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let parentId: number;
  let statements = 0;
  /** A unique statement name (prepared statements are per backend and must not clash). */
  const named = (base: string) => `lean_test_${base}_${(statements += 1)}`;

  /** Drizzle's answer and the lean executor's, each from its own statement, run twice. */
  async function bothAnswers<T extends PreparedQueryConfig>(
    build: () => { prepare(name: string): PgPreparedQuery<T> },
    values: Record<string, unknown>,
  ) {
    const drizzle = build().prepare(named('drizzle'));
    const lean = leanPrepared(build().prepare(named('lean')));
    return {
      drizzle: [await drizzle.execute(values), await drizzle.execute(values)],
      lean: [await lean.execute(values), await lean.execute(values)],
    };
  }

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    const [parent] = await db
      .insert(parents)
      .values({ name: 'Zoë “Lean”', email: 'lean@example.com', passwordHash: 'x' })
      .returning();
    parentId = parent!.id;
    await db.insert(sessions).values({
      parentId,
      tokenHash: 'lean-token',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    // Timestamps with microseconds (the database's now()), nulls, jsonb, unicode.
    const [mia] = await db
      .insert(kids)
      .values([
        {
          parentId,
          name: 'Mia 🌱',
          age: 4,
          gender: 'Female',
          dob: '2022-03-01',
          address: '12 Orchard Lane',
          interests: ['Drawing', 'Ünïcode', 'quote " and \\ backslash'],
          skillLevel: 'Beginner',
          showInExplore: true,
          area: 'Leeds',
        },
        {
          parentId,
          name: 'Leo',
          age: 7,
          gender: 'Male',
          dob: '2019-02-28',
          address: '',
          interests: [],
        },
      ])
      .returning();
    await db.insert(scheduleEvents).values([
      { parentId, kidId: mia!.id, title: 'Swim', startsAt: new Date('2026-12-01T09:30:00.123Z') },
      { parentId, title: 'Family day', description: null, startsAt: new Date('2026-12-02T00:00Z') },
    ]);
    await db.insert(healthLogs).values({
      parentId,
      kidId: mia!.id,
      date: '2026-11-20',
      mood: 'Happy',
      sleepHours: 9.5,
      notes: 'Slept well',
      selfAssessment: { energy: 4 } as never,
    });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('answers the kids list (the repository’s columns) exactly as drizzle does, again after the first answer', async () => {
    const { drizzle, lean } = await bothAnswers(
      () =>
        db
          .select(kidColumns)
          .from(kids)
          .where(eq(kids.parentId, sql.placeholder('parentId')))
          .orderBy(asc(kids.createdAt), asc(kids.id)),
      { parentId },
    );
    expect(lean).toStrictEqual(drizzle);
    expect(JSON.stringify(lean)).toBe(JSON.stringify(drizzle));
    expect(lean[0]).toHaveLength(2);
    expect(lean[1]![0]!.createdAt).toBeInstanceOf(Date);
    expect(lean[1]![1]).toMatchObject({ skillLevel: null, photoFileId: null, interests: [] });
  });

  it('answers a nested selection over an inner join (the session lookup) as drizzle does', async () => {
    const { drizzle, lean } = await bothAnswers(
      () =>
        db
          .select({
            sessionId: sessions.id,
            expiresAt: sessions.expiresAt,
            parent: { id: parents.id, name: parents.name, dob: parents.dob, role: parents.role },
          })
          .from(sessions)
          .innerJoin(parents, eq(sessions.parentId, parents.id))
          .where(eq(sessions.tokenHash, sql.placeholder('tokenHash'))),
      { tokenHash: 'lean-token' },
    );
    expect(lean).toStrictEqual(drizzle);
    expect(lean[1]![0]!.parent).toEqual({
      id: parentId,
      name: 'Zoë “Lean”',
      dob: null,
      role: 'parent',
    });
  });

  it('answers a left join, a real, jsonb and placeholders in limit and offset as drizzle does', async () => {
    const events = await bothAnswers(
      () =>
        db
          .select({ id: scheduleEvents.id, startsAt: scheduleEvents.startsAt, kidName: kids.name })
          .from(scheduleEvents)
          .leftJoin(kids, eq(scheduleEvents.kidId, kids.id))
          .where(eq(scheduleEvents.parentId, sql.placeholder('parentId')))
          .orderBy(asc(scheduleEvents.startsAt))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      { parentId, limit: 10, offset: 0 },
    );
    expect(events.lean).toStrictEqual(events.drizzle);
    expect(events.lean[0]!.map((event) => event.kidName)).toEqual(['Mia 🌱', null]);

    const logs = await bothAnswers(
      () =>
        db
          .select({
            log: {
              date: healthLogs.date,
              sleepHours: healthLogs.sleepHours,
              selfAssessment: healthLogs.selfAssessment,
              createdAt: healthLogs.createdAt,
            },
            kidName: kids.name,
          })
          .from(healthLogs)
          .innerJoin(kids, eq(healthLogs.kidId, kids.id))
          .where(eq(healthLogs.parentId, sql.placeholder('parentId')))
          .orderBy(desc(healthLogs.date)),
      { parentId },
    );
    expect(logs.lean).toStrictEqual(logs.drizzle);
    expect(logs.lean[0]![0]!.log).toMatchObject({ sleepHours: 9.5, selfAssessment: { energy: 4 } });
  });

  it('answers queries issued at once from the first use, each its own rows', async () => {
    const byName = leanPrepared(
      db
        .select({ id: kids.id })
        .from(kids)
        .where(eq(kids.name, sql.placeholder('name')))
        .prepare(named('at_once')),
    );
    const names = ['Mia 🌱', 'Leo', 'Nobody'];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => byName.execute({ name: names[i % 3] })),
    );
    expect(answers.map((rows) => rows.length)).toEqual(
      Array.from({ length: 12 }, (_, i) => (i % 3 === 2 ? 0 : 1)),
    );
  });

  it('rejects with the database’s error, and the statement and the pool answer afterwards', async () => {
    const byAge = leanPrepared(
      db
        .select({ name: kids.name })
        .from(kids)
        .where(eq(kids.age, sql`${sql.placeholder('age')}::int`))
        .prepare(named('failing')),
    );
    await expect(byAge.execute({ age: 'not a number' })).rejects.toMatchObject({
      code: '22P02',
    });
    await expect(byAge.execute({ age: 7 })).resolves.toEqual([{ name: 'Leo' }]);
    await expect(byAge.execute({})).rejects.toThrow(/No value for placeholder "age"/);
    await expect(byAge.execute({ age: 4 })).resolves.toEqual([{ name: 'Mia 🌱' }]);
  });

  it('runs on a transaction’s client and sees the transaction’s own writes', async () => {
    const names = await db
      .transaction(async (tx) => {
        await tx.update(kids).set({ name: 'Leo (renamed)' }).where(eq(kids.name, 'Leo'));
        const seen = await leanPrepared(
          tx
            .select({ name: kids.name })
            .from(kids)
            .where(eq(kids.parentId, sql.placeholder('parentId')))
            .orderBy(asc(kids.id))
            .prepare(named('in_transaction')),
        ).execute({ parentId });
        throw Object.assign(new Error('roll back'), { seen });
      })
      .catch((error: { seen: unknown }) => error.seen);
    expect(names).toEqual([{ name: 'Mia 🌱' }, { name: 'Leo (renamed)' }]);
    expect(await db.select({ name: kids.name }).from(kids).orderBy(asc(kids.id))).toEqual([
      { name: 'Mia 🌱' },
      { name: 'Leo' },
    ]);
  });

  it('refuses what it does not map as drizzle would: an unnamed query, a nested outer join', () => {
    expect(() => leanPrepared(db.select({ id: kids.id }).from(kids).prepare(''))).toThrow(
      /named, prepared select/,
    );
    expect(() =>
      leanPrepared(
        db
          .select({ id: parents.id, kid: { name: kids.name } })
          .from(parents)
          .leftJoin(kids, eq(kids.parentId, parents.id))
          .prepare(named('outer')),
      ),
    ).toThrow(/nested selection of an outer join/);
  });
});
