/**
 * The app for the real-time bench: `servers/nestling.ts`'s set-up (the whole app, production
 * plugins, embedded PGlite or BENCH_POSTGRES_URL) with the socket rate limit out of the way,
 * seeded with BENCH_PAIRS pairs of friends. Parent `i` (0-based) has the session token
 * `bench-session-<i>`; parents 2k and 2k+1 are friends.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadEnv } from '../../apps/server/src/config/env.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { friendships, parents, sessions } from '../../apps/server/src/db/schema/index.js';
import { hashToken } from '../../apps/server/src/modules/auth/tokens.js';
import { createMailer } from '../../apps/server/src/modules/mail/mailer.js';
import { announceReady, closeWhenParentGoes } from './lifecycle.js';

const pairs = Number(process.env.BENCH_PAIRS ?? '100');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-bench-'));
const env = loadEnv({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  APP_URL: 'http://127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000000',
  SOCKET_EVENTS_PER_MINUTE: '100000',
  WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
});
const postgresUrl = process.env.BENCH_POSTGRES_URL;
const database = postgresUrl
  ? await openDatabase({ kind: 'postgres', url: postgresUrl })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
await database.migrate();

const { db } = database;
const rows = await db
  .insert(parents)
  .values(
    Array.from({ length: pairs * 2 }, (_, index) => ({
      name: `Bench Parent ${String(index)}`,
      email: `bench-${String(index)}@bench.test`,
      passwordHash: 'not-a-password',
      emailVerified: true,
    })),
  )
  .returning({ id: parents.id });
await db.insert(sessions).values(
  rows.map((row, index) => ({
    parentId: row.id,
    tokenHash: hashToken(`bench-session-${String(index)}`),
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  })),
);
await db.insert(friendships).values(
  Array.from({ length: pairs }, (_, pair) => {
    const [low, high] = [rows[2 * pair]!.id, rows[2 * pair + 1]!.id].sort((x, y) => x - y);
    return { parentLowId: low!, parentHighId: high! };
  }),
);

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
  await rm(dataDir, { recursive: true, force: true });
});
announceReady(app.server.address());
