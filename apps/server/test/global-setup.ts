import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { createPostgresDatabase } from './helpers/postgres-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of a migrated template database on TEST_DATABASE_URL's server. */
    postgresTemplate: string | null;
    /** Path of a migrated PGlite data-dir dump that each test file loads a copy of. */
    pgliteTemplate: string | null;
  }
}

/**
 * Migrates one template database for the whole run (DEVELOPERS.md: PGlite is slow to create,
 * so tests load copies of one migrated template). With TEST_DATABASE_URL, a real PostgreSQL
 * template database; otherwise a PGlite dump.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `nestling_template_${process.pid}_${Date.now().toString(36)}`;
    const created = await createPostgresDatabase(url, template);
    const handle = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 1 });
    await handle.migrate();
    await separateFamilyIds(handle);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', null);
    return () => created.drop();
  }

  const folder = await mkdtemp(path.join(os.tmpdir(), 'nestling-pglite-'));
  const pglite = new PGlite();
  const handle = await openDatabase({ kind: 'pglite', pglite });
  await handle.migrate();
  await separateFamilyIds(handle);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(folder, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('postgresTemplate', null);
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}

/**
 * Starts the tests' family ids at 1001: each sign-up makes one parent and one family, so with
 * both sequences at 1 a family id would equal its parent's id, and a query scoped by the wrong
 * one (decision 056) would pass every test.
 */
async function separateFamilyIds(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`select setval(pg_get_serial_sequence('families', 'id'), 1000)`);
}
