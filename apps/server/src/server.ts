import { resolveVapidIdentity } from './modules/push/vapid-keys.js';
import { backfillLegacyAreas } from './modules/places/area-backfill.js';
import { loadGazetteer } from './modules/places/gazetteer.js';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app.js';
import { EnvError, loadEnv } from './config/env.js';
import { openDatabase } from './db/client.js';
import { readableLogStream } from './lib/readable-log.js';
import { createRedisConnections } from './lib/redis.js';
import { createMailer } from './modules/mail/mailer.js';

/**
 * Starts Nestling: parses the environment, opens and migrates the database, builds the app and
 * listens. SIGINT and SIGTERM close it gracefully (docs/deploy.md): readiness answers 503 for
 * SHUTDOWN_DRAIN_SECONDS while requests are still served (the load balancer takes the instance
 * out), then this instance's sockets are closed (the realtime plugin's preClose; clients
 * reconnect to another instance), in-flight requests and queued mail finish, then every Redis
 * connection and the database close.
 */
async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') });
  await database.migrate();
  // Issue 30's data migration: legacy free-text areas to places where unambiguous (decision 062).
  await backfillLegacyAreas(database.db, loadGazetteer);

  const redis = env.REDIS_URL
    ? createRedisConnections(env.REDIS_URL, { commandTimeout: env.REDIS_COMMAND_TIMEOUT_MS })
    : undefined;
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    mailDir: path.join(env.DATA_DIR, 'mail'),
  });
  // Development's log is one readable line per record (issue 29); production's stays JSON.
  const logStream = env.NODE_ENV === 'production' ? undefined : await readableLogStream();
  // Web Push's keys: the environment's, else on the embedded default a pair kept in DATA_DIR.
  const vapid = await resolveVapidIdentity(env);
  const app = await buildApp({
    env,
    database,
    mailer,
    redis,
    vapid,
    ...(logStream ? { logStream } : {}),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Draining (SHUTDOWN_DRAIN_SECONDS): readiness answers 503 while requests are still served,
    // so the load balancer's health check takes this instance out before it stops listening.
    app.services.startDraining();
    app.log.info({ signal, drainSeconds: env.SHUTDOWN_DRAIN_SECONDS }, 'shutting down');
    if (env.SHUTDOWN_DRAIN_SECONDS > 0) {
      await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_SECONDS * 1000));
    }
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await mailer.close();
    await redis?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    { url: env.APP_URL, database: database.driver, mail: env.SMTP_URL ? 'smtp' : 'console' },
    'Nestling is ready',
  );
  if (env.NODE_ENV !== 'production') {
    process.stdout.write(
      `Nestling is running at ${listeningUrl(app.server.address(), env.HOST)}\n`,
    );
  }
}

/**
 * Where a person on this machine opens the app: http://localhost:PORT when it listens on a
 * loopback or every interface, else http://HOST:PORT — with the port actually bound (PORT=0
 * picks one).
 * @param address the listening socket's address (`server.address()`)
 * @param host the HOST it was asked to listen on
 */
function listeningUrl(address: AddressInfo | string | null, host: string): string {
  const port = typeof address === 'object' && address ? address.port : undefined;
  const local = ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}${port === undefined ? '' : `:${port}`}`;
}

void main();
