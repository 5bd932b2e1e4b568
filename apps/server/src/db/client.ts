import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { findUp } from '../lib/paths.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Runs `work` in one transaction: its writes commit together when it resolves, and none remain
 * when it throws (the error is rethrown). `tx` is a Database bound to the transaction: make the
 * repositories the work needs on it (`createKidRepository(tx)`).
 */
export type RunInTransaction = <T>(work: (tx: Database) => Promise<T>) => Promise<T>;

/** The transaction runner of a database (see RunInTransaction). */
export function transactionRunner(db: Database): RunInTransaction {
  return (work) => db.transaction((tx) => work(tx));
}

export interface DatabaseHandle {
  db: Database;
  /** Which driver: the embedded PGlite or a PostgreSQL server. */
  driver: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (idempotent). */
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

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; pglite?: PGlite };

/**
 * Opens the database: node-postgres when a URL is given, else PGlite (PostgreSQL in-process)
 * in `dataDir` (created if missing), in memory when no folder is given, or an already-open
 * PGlite instance (tests load copies of a migrated template that way).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const folder = migrationsFolder();
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that loses its connection (server restart, admin termination) emits
    // 'error'; the pool drops it and opens another. Without a listener Node would crash.
    pool.on('error', (error) =>
      process.emitWarning(`PostgreSQL idle client error: ${error.message}`),
    );
    const db = drizzlePostgres({
      client: pool,
      schema,
      casing: 'snake_case',
    }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      migrate: () =>
        migratePostgres(drizzlePostgres({ client: pool }), { migrationsFolder: folder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  }
  const pglite = client;
  await pglite.waitReady;
  const db = drizzlePglite({ client: pglite, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder: folder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pglite.close(),
  };
}
