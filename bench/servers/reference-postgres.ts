/**
 * The like-for-like reference on PostgreSQL (issue 13): Fastify 5 and node-postgres, nothing
 * else, answering `GET /parents/:id` with one prepared primary-key select on the app's own
 * database (BENCH_POSTGRES_URL, the same rows the app serves) — the floor of any signed-in
 * read. A pool of 10 like the app's; logger off; no plugins, hooks or schema.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { announceReady, closeWhenParentGoes } from './lifecycle.js';

const url = process.env.BENCH_POSTGRES_URL;
if (!url) throw new Error('BENCH_POSTGRES_URL is required');
const pool = new pg.Pool({ connectionString: url, max: 10 });
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
});
announceReady(app.server.address());
