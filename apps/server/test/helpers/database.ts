import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';

/**
 * A fresh, migrated database for one test file: a copy of the run's template, on PostgreSQL
 * (TEST_DATABASE_URL) or PGlite. Closing it drops the copy.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `nestling_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const copyUrl = new URL(url);
    copyUrl.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: copyUrl.toString(), poolSize: 4 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = inject('pgliteTemplate');
  if (!dump) throw new Error('The test template database was not prepared by global-setup.');
  const pglite = new PGlite({ loadDataDir: new Blob([await readFile(dump)]) });
  return openDatabase({ kind: 'pglite', pglite });
}
