/**
 * The like-for-like reference on the embedded database (issue 13): Fastify 5 and PGlite in
 * the same process, nothing else, answering `GET /parents/:id` with one prepared primary-key
 * select — through node-postgres over PGlite's own adapter, the access path the app uses
 * (decision 010), so the statement is parsed once and then only bound and executed. Its PGlite
 * is its own (a data folder is one process's), in a temporary folder, migrated with the app's
 * migrations and holding one parent, so the table and the row are the app's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder, pglitePool } from '../../apps/server/src/db/client.js';
import { PARENT_BY_ID, serveReference } from './reference.js';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-bench-reference-'));
const pglite = new PGlite(dataDir);
// One pool (one client) per PGlite: PGlite is one backend.
const pool = pglitePool(pglite);
await migrate(drizzle({ client: pool }), { migrationsFolder: migrationsFolder() });
await pool.query(
  `insert into parents (name, email, password_hash, gender, dob)
   values ('Bench Parent', 'bench.parent@example.com', 'not-a-real-hash', 'Female', '1988-04-12')`,
);

await serveReference(
  async (id) => (await pool.query({ ...PARENT_BY_ID, values: [id] })).rows[0],
  async () => {
    await pool.end();
    await pglite.close();
    await rm(dataDir, { recursive: true, force: true });
  },
);
