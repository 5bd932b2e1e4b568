import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { createPostgresDatabase } from './postgres-database.js';

/**
 * A fresh, migrated database for one test file: a copy of the run's template, on PostgreSQL
 * (TEST_DATABASE_URL) or PGlite. Closing it drops the copy.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const copy = await createPostgresCopy();
  if (copy) {
    const handle = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 4 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await copy.drop();
      },
    };
  }
  const dump = inject('pgliteTemplate');
  if (!dump) throw new Error('The test template database was not prepared by global-setup.');
  const pglite = new PGlite({ loadDataDir: new Blob([await readFile(dump)]) });
  return openDatabase({ kind: 'pglite', pglite });
}

/**
 * A fresh, migrated PostgreSQL database (a copy of the run's template) for a test that hands
 * its URL to something else — a server process, a proxy; null without TEST_DATABASE_URL.
 */
export async function createPostgresCopy(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (!template || !url) return null;
  return createPostgresDatabase(
    url,
    `nestling_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`,
    template,
  );
}
