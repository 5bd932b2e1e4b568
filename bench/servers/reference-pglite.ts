/**
 * The like-for-like reference on the embedded database (issue 13): Fastify 5 and PGlite in
 * the same process, nothing else, answering `GET /parents/:id` with one prepared primary-key
 * select — through node-postgres over PGlite's own adapter, the access path the app uses
 * (decision 010), so the statement is parsed once and then only bound and executed. Its PGlite
 * is its own (a data folder is one process's), in a temporary folder, migrated with the app's
 * migrations and holding one parent, so the table and the row are the app's. Logger off; no
 * plugins, hooks or schema.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import Fastify from 'fastify';
import { migrationsFolder, pglitePool } from '../../apps/server/src/db/client.js';
import { announceReady, closeWhenParentGoes } from './lifecycle.js';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-bench-reference-'));
const pglite = new PGlite(dataDir);
// One pool (one client) per PGlite: PGlite is one backend.
const pool = pglitePool(pglite);
await migrate(drizzle({ client: pool }), { migrationsFolder: migrationsFolder() });
await pool.query(
  `insert into parents (name, email, password_hash, gender, dob)
   values ('Bench Parent', 'bench.parent@example.com', 'not-a-real-hash', 'Female', '1988-04-12')`,
);
const parentById = {
  name: 'reference_parent_by_id',
  text: 'select id, name, email, email_verified, role, dob, gender, photo_file_id from parents where id = $1',
};

const app = Fastify({ logger: false });
app.get('/parents/:id', async (request, reply) => {
  const id = Number((request.params as { id: string }).id);
  const { rows } = await pool.query({ ...parentById, values: [id] });
  return rows[0] ?? reply.status(404).send({ error: 'not found' });
});

await app.listen({ host: '127.0.0.1', port: 0 });
closeWhenParentGoes(async () => {
  await app.close();
  await pool.end();
  await pglite.close();
  await rm(dataDir, { recursive: true, force: true });
});
announceReady(app.server.address());
