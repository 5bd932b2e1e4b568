/**
 * The like-for-like reference on PostgreSQL (issue 13): Fastify 5 and node-postgres, nothing
 * else, answering `GET /parents/:id` with one prepared primary-key select on the app's own
 * database (BENCH_POSTGRES_URL, the same rows the app serves) — the floor of any signed-in
 * read. A pool of 10 like the app's.
 */
import pg from 'pg';
import { PARENT_BY_ID, serveReference } from './reference.js';

const url = process.env.BENCH_POSTGRES_URL;
if (!url) throw new Error('BENCH_POSTGRES_URL is required');
const pool = new pg.Pool({ connectionString: url, max: 10 });

await serveReference(
  async (id) => (await pool.query({ ...PARENT_BY_ID, values: [id] })).rows[0],
  () => pool.end(),
);
