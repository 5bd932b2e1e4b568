/**
 * The whole Nestling app as server.ts builds it, for the bench's servers: `loadEnv` with
 * NODE_ENV production, the database migrated, `createMailer` without SMTP, `buildApp`, on
 * 127.0.0.1 and a free port, announced on the ready channel, closed when the bench goes. The
 * database is BENCH_POSTGRES_URL (a database the bench created on a PostgreSQL server) or,
 * without it, a fresh embedded PGlite in a temporary folder removed at the end.
 *
 * Differences from production, on purpose: the global rate limit is set so high it never trips
 * (it still runs on every limited route), e-mail is not printed, no web build is served (API
 * only), and the request log is off unless `logged` — then it is production's: pino at `info`
 * on standard output.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadEnv } from '../../apps/server/src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.js';
import { createMailer } from '../../apps/server/src/modules/mail/mailer.js';
import { announceReady, closeWhenParentGoes, reportStallsOnRequest } from './lifecycle.js';

export interface BenchAppOptions {
  /** Variables over the bench's defaults (e.g. a socket or auth rate limit out of the way). */
  env?: Record<string, string>;
  /** The request log at info on standard output (default off). */
  logged?: boolean;
  /** Runs after the migrations, before the app is built: rows the bench needs. */
  seed?: (database: DatabaseHandle) => Promise<void>;
}

/** Starts the app (see the file's comment) and announces its port; resolves once listening. */
export async function startBenchApp(options: BenchAppOptions = {}): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-bench-'));
  const env = loadEnv({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    APP_URL: 'http://127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logged ? 'info' : 'silent',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const postgresUrl = process.env.BENCH_POSTGRES_URL;
  const database = postgresUrl
    ? await openDatabase({ kind: 'postgres', url: postgresUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await options.seed?.(database);
  const mailer = createMailer({
    from: env.MAIL_FROM,
    mailDir: path.join(dataDir, 'mail'),
    print: () => {},
  });
  const app = await buildApp({
    env,
    database,
    mailer,
    ...(options.logged ? {} : { logger: false }),
  });
  await app.listen({ host: env.HOST, port: env.PORT });
  closeWhenParentGoes(async () => {
    await app.close();
    await mailer.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  reportStallsOnRequest();
  announceReady(app.server.address());
}
