import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type DatabaseHandle } from './client.js';

// A rolling deploy starts instances at once on one PostgreSQL database (issue 15): each runs
// the migrations at start. Needs a PostgreSQL server: runs where TEST_DATABASE_URL names one.
describe.runIf(process.env.TEST_DATABASE_URL)('migrations on PostgreSQL (issue 15)', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `nestling_migrate_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('three instances migrating an empty database at once all start, and each migration runs once', async () => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i += 1) {
      handles.push(await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }));
    }
    const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);

    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const database = new pg.Client({ connectionString: url.toString() });
    await database.connect();
    try {
      const applied = await database.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]).toEqual({ n: journal.entries.length });
      const parents = await database.query("select to_regclass('public.parents') as t");
      expect(parents.rows[0]).toEqual({ t: 'parents' });
      // The lock is let go: nothing holds it once the migrations are done.
      const held = await database.query(`select count(*)::int as n from pg_locks
         where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`);
      expect(held.rows[0]).toEqual({ n: 0 });
    } finally {
      await database.end();
    }
  });
});
