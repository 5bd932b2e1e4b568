/**
 * The whole Nestling app as server.ts builds it (buildApp with every plugin: errors, helmet,
 * cookies, rate limit, sessions, XSRF, OpenAPI, the API routes), on a fresh PGlite database in
 * a temporary folder (or, with BENCH_DATABASE_URL, a fresh PostgreSQL database), migrated like at start. Differences from production, on purpose:
 * the request log is off (LOG_LEVEL silent), the global rate limit is set so high it never
 * trips (it still runs on every limited route), e-mail is not printed, and no web build is
 * served (API only).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadEnv } from '../../apps/server/src/config/env.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { createMailer } from '../../apps/server/src/modules/mail/mailer.js';
import { announceReady, closeWhenParentGoes } from './lifecycle.js';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-bench-'));
const env = loadEnv({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  APP_URL: 'http://127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000000',
  WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
});

// BENCH_DATABASE_URL (a PostgreSQL server) measures the app on a fresh database there instead
// of the embedded PGlite default.
const postgresUrl = process.env.BENCH_DATABASE_URL;
const benchDatabase = `nestling_bench_${process.pid}`;
let dropDatabase = async () => {};
if (postgresUrl) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${benchDatabase}`);
  dropDatabase = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
    await admin.end();
  };
}
const databaseUrl = postgresUrl
  ? Object.assign(new URL(postgresUrl), { pathname: `/${benchDatabase}` })
  : undefined;
const database = databaseUrl
  ? await openDatabase({ kind: 'postgres', url: databaseUrl.toString() })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
await database.migrate();
const mailer = createMailer({
  from: env.MAIL_FROM,
  mailDir: path.join(dataDir, 'mail'),
  print: () => {},
});
const app = await buildApp({ env, database, mailer, logger: false });

await app.listen({ host: env.HOST, port: env.PORT });
closeWhenParentGoes(async () => {
  await app.close();
  await mailer.close();
  await database.close();
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});
announceReady(app.server.address());
