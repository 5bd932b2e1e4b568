import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/database.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { DatabaseHandle } from '../../db/client.js';

/**
 * Takes the app's real database away: on PostgreSQL its connections are cut and new ones
 * refused (and allowed again by `bringBack`); the embedded PGlite is closed (it cannot come
 * back under the same process, so `bringBack` is absent).
 */
async function takeAway(
  database: DatabaseHandle,
): Promise<{ bringBack?: () => Promise<void>; closed: boolean }> {
  if (database.driver === 'pglite') {
    await database.close();
    return { closed: true };
  }
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const name = result.rows[0]!.name;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
    name,
  ]);
  return {
    closed: false,
    async bringBack() {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    },
  };
}

describe('readiness (GET /api/health) and liveness (GET /api/health/live)', () => {
  let time = 1_000_000;
  const advance = (ms: number) => void (time += ms);
  let database: DatabaseHandle;
  let t: TestApp;
  let away: Awaited<ReturnType<typeof takeAway>> | undefined;
  const lines: string[] = [];
  /** The request log's lines of a URL, as [status, request id]. */
  const logged = (url: string) =>
    lines
      .map(
        (line) =>
          JSON.parse(line) as {
            msg: string;
            reqId: string;
            req?: { url: string };
            res?: { statusCode: number };
          },
      )
      .filter((entry) => entry.msg === 'request completed' && entry.req?.url === url)
      .map((entry) => [entry.res?.statusCode, entry.reqId]);

  beforeAll(async () => {
    database = await openTestDatabase();
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { database, now: () => time, logStream: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await away?.bringBack?.();
    await t?.close();
    if (!away?.closed) await database?.close();
  });

  const probe = async (url = '/api/health') => {
    const response = await t.app.inject({ method: 'GET', url });
    return {
      status: response.statusCode,
      body: response.json(),
      id: response.headers['x-request-id'],
    };
  };

  it('answers 503 from the first probe a second after the database went away; liveness stays 200', async () => {
    expect(await probe()).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok' } });
    away = await takeAway(database);

    advance(999);
    expect((await probe()).status).toBe(200); // the result of less than a second ago
    advance(1);
    const unavailable = await probe();
    expect(unavailable).toMatchObject({
      status: 503,
      body: { status: 'unavailable', database: 'unavailable' },
    });
    expect(await probe('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    // A probe's 200 writes no request-log line; its 503 does, with its request id (decision 040).
    expect(logged('/api/health')).toEqual([[503, unavailable.id]]);
    expect(logged('/api/health/live')).toEqual([]);
  });

  // Only a PostgreSQL server can come back under a running app.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'answers 200 again from the first probe a second after the database is back',
    async () => {
      expect(away?.bringBack).toBeDefined();
      await away!.bringBack!();
      away = undefined;
      expect((await probe()).status).toBe(503); // still the result of less than a second ago
      advance(1000);
      expect(await probe()).toMatchObject({
        status: 200,
        body: { status: 'ok', database: 'ok' },
      });
    },
  );
});
