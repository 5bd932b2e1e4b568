/**
 * The like-for-like reference on the embedded database (issue 13): Fastify 5 and PGlite in
 * the same process, nothing else, answering `GET /parents/:id` with one parameterised
 * primary-key select. Its PGlite is its own (a data folder is one process's), in a temporary
 * folder, migrated with the app's migrations and holding one parent, so the table and the row
 * are the app's. Logger off; no plugins, hooks or schema.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { announceReady, closeWhenParentGoes } from './lifecycle.js';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-bench-reference-'));
const pglite = new PGlite(dataDir);
const database = await openDatabase({ kind: 'pglite', pglite });
await database.migrate();
await pglite.query(
  `insert into parents (name, email, password_hash, gender, dob)
   values ('Bench Parent', 'bench.parent@example.com', 'not-a-real-hash', 'Female', '1988-04-12')`,
);
const parentById =
  'select id, name, email, email_verified, role, dob, gender, photo_file_id from parents where id = $1';

const app = Fastify({ logger: false });
app.get('/parents/:id', async (request, reply) => {
  const id = Number((request.params as { id: string }).id);
  const { rows } = await pglite.query(parentById, [id]);
  return rows[0] ?? reply.status(404).send({ error: 'not found' });
});

await app.listen({ host: '127.0.0.1', port: 0 });
closeWhenParentGoes(async () => {
  await app.close();
  await pglite.close();
  await rm(dataDir, { recursive: true, force: true });
});
announceReady(app.server.address());
