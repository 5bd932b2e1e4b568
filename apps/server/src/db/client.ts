import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { findUp } from '../lib/paths.js';
import { PgliteSession } from './pglite-connection.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** Which driver: the embedded PGlite or a PostgreSQL server. */
  driver: 'pglite' | 'postgres';
  /**
   * Applies the committed SQL migrations (idempotent). On PostgreSQL they run under an advisory
   * lock ({@link MIGRATION_LOCK_KEY}), so instances starting at once during a rolling deploy
   * migrate one after the other: the first applies what is pending, the others find nothing.
   */
  migrate(): Promise<void>;
  /** Runs `select 1`; throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Where the committed drizzle-kit migrations live (apps/server/drizzle). */
export function migrationsFolder(): string {
  const journal = findUp('drizzle/meta/_journal.json');
  if (!journal) throw new Error('The drizzle migrations folder was not found.');
  return path.dirname(path.dirname(journal));
}

/**
 * The key of the session-level PostgreSQL advisory lock held while migrations run (issue 15):
 * a constant of this app (the bytes of "nestmigr"), the same on every instance.
 */
export const MIGRATION_LOCK_KEY = 0x6e6573746d696772n;

/**
 * Runs drizzle's migrator on one connection of `pool` that holds the migration lock: a second
 * instance waits at `pg_advisory_lock` until the first has committed, then sees the migrations
 * applied. The lock is a session lock, so it also ends if the connection dies.
 */
async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection that failed mid-way is not handed back to the pool.
    client.release(broken);
  }
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; pglite?: PGlite };

/**
 * A node-postgres pool of one client over an in-process PGlite: node-postgres's protocol
 * messages handed to PGlite, no socket, through node-postgres's documented `stream` client
 * option — a `PgliteStream` of one {@link PgliteSession} (decisions 041 and 046: one
 * PGlite call per query, node-postgres's own parser of the answer; PGlite's adapter
 * `@electric-sql/pglite/node-postgres` made a call per message). Through it, drizzle's named
 * prepared statements are parsed and planned once by PGlite and then only bound and executed
 * (decision 010: 3–5× less CPU per query than PGlite's `query`, which parses and plans every
 * call). One client: PGlite is one backend; and one pool per PGlite, since a new client finds
 * the backend reset (no open transaction, no named statement — `PgliteSession.reset`).
 */
export function pglitePool(pglite: PGlite): pg.Pool {
  const session = new PgliteSession(pglite);
  return new pg.Pool({
    // A new stream per client: the pool makes a new client after throwing one away.
    stream: () => session.stream(),
    // PGlite's own role and database (it has no others); no password.
    user: 'postgres',
    database: 'postgres',
    max: 1,
    // Never closed for idleness: its one client and the statements PGlite has parsed stay.
    idleTimeoutMillis: 0,
  });
}

/**
 * Opens the database: node-postgres when a URL is given, else PGlite (PostgreSQL in-process)
 * in `dataDir` (created if missing), in memory when no folder is given, or an already-open
 * PGlite instance (tests load copies of a migrated template that way). Both are reached
 * through node-postgres and drizzle's node-postgres driver, PGlite through {@link pglitePool}.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const folder = migrationsFolder();
  let pglite: PGlite | undefined;
  let pool: pg.Pool;
  if (options.kind === 'postgres') {
    pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that loses its connection (server restart, admin termination) emits
    // 'error'; the pool drops it and opens another. Without a listener Node would crash.
    pool.on('error', (error) =>
      process.emitWarning(`PostgreSQL idle client error: ${error.message}`),
    );
  } else {
    pglite = options.pglite;
    if (!pglite) {
      if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
      pglite = new PGlite(options.dataDir);
    }
    await pglite.waitReady;
    pool = pglitePool(pglite);
  }
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    driver: pglite ? 'pglite' : 'postgres',
    migrate: () =>
      pglite
        ? // One process owns a PGlite database: nothing to wait for.
          migratePostgres(drizzlePostgres({ client: pool }), { migrationsFolder: folder })
        : migrateUnderLock(pool, folder),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
      await pglite?.close();
    },
  };
}
