/**
 * The whole Nestling app as server.ts builds it (buildApp with every plugin: errors, helmet,
 * cookies, rate limit, sessions, XSRF, OpenAPI, the API routes), migrated like at start, on
 * the database the bench names: BENCH_POSTGRES_URL (a database the bench created on a
 * PostgreSQL server) or, without it, a fresh embedded PGlite in a temporary folder.
 *
 * Differences from production, on purpose: the global rate limit is set so high it never
 * trips (it still runs on every limited route), e-mail is not printed, no web build is served
 * (API only), and the request log is off unless BENCH_LOG=info — then it is production's: pino
 * at `info` on standard output, which the bench points at /dev/null.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadEnv } from '../../apps/server/src/config/env.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { createMailer } from '../../apps/server/src/modules/mail/mailer.js';
import { announceReady, closeWhenParentGoes } from './lifecycle.js';

const logged = process.env.BENCH_LOG === 'info';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-bench-'));
const env = loadEnv({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  APP_URL: 'http://127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: logged ? 'info' : 'silent',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000000',
  WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
});

const postgresUrl = process.env.BENCH_POSTGRES_URL;
const database = postgresUrl
  ? await openDatabase({ kind: 'postgres', url: postgresUrl })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
await database.migrate();
const mailer = createMailer({
  from: env.MAIL_FROM,
  mailDir: path.join(dataDir, 'mail'),
  print: () => {},
});
const app = await buildApp({ env, database, mailer, ...(logged ? {} : { logger: false }) });

await app.listen({ host: env.HOST, port: env.PORT });
closeWhenParentGoes(async () => {
  await app.close();
  await mailer.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
announceReady(app.server.address());
