import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { startSmtpSink, type SmtpSink } from '@nestling/testing';
import { buildApp, type App } from '../../src/app.js';
import { loadEnv } from '../../src/config/env.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { createRedisConnections, type RedisConnections } from '../../src/lib/redis.js';
import { createMailer } from '../../src/modules/mail/mailer.js';
import { resolveVapidIdentity, type VapidIdentity } from '../../src/modules/push/vapid-keys.js';
import type { Agent as HttpsAgent } from 'node:https';
import { openTestDatabase } from './database.js';
import { TestClient } from './test-client.js';

export interface TestApp {
  /** The app; its services container is `app.services`. */
  app: App;
  database: DatabaseHandle;
  mail: SmtpSink;
  /** The app's DATA_DIR (uploads are under DATA_DIR/uploads). */
  dataDir: string;
  /** Every route the app registered, in order (`onRoute`): method(s), URL, schema, config. */
  routes: RouteOptions[];
  /** A new browser-like client with its own cookie jar. */
  client(): TestClient;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database copy, sending real mail to an SMTP sink, with the
 * Redis rate-limit store when REDIS_URL is set (under a namespace of its own).
 * @param env variables over the test defaults (e.g. RATE_LIMIT_AUTH_PER_MINUTE)
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logStream?: { write(line: string): void };
    /** Use this database instead of a fresh copy; the caller closes it. */
    database?: DatabaseHandle;
    /**
     * The Redis channel of session-cache invalidations: apps given the same one act as
     * instances of one deployment (default: one of this app's own).
     */
    sessionChannel?: string;
    /** The clock of time-based policies (the readiness check), in ms. */
    now?: () => number;
    /**
     * The Redis prefix of sockets' rooms and calls: apps given the same one share rooms, as
     * instances of one deployment (default: one of this app's own).
     */
    realtimeChannel?: string;
    /** A Redis of the test's own instead of REDIS_URL (a server it stops and starts). */
    redisUrl?: string;
    /**
     * Web Push: the VAPID identity (default: a pair made in the app's DATA_DIR, as on the
     * embedded default; null: push off), the https agent pushes go through, and whether the
     * outbox drains on its own (default not: tests drain it with `pushSender.drainOnce()`).
     */
    push?: { vapid?: VapidIdentity | null; agent?: HttpsAgent; drain?: boolean };
  } = {},
): Promise<TestApp> {
  const ownDatabase = !options.database;
  const database = options.database ?? (await openTestDatabase());
  const mail = await startSmtpSink();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-data-'));
  const config = loadEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://nestling.test',
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    // Off: a test that needs reminders runs a scheduler itself.
    REMINDER_INTERVAL_SECONDS: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const mailer = createMailer({
    smtpUrl: mail.url,
    from: config.MAIL_FROM,
    mailDir: path.join(dataDir, 'mail'),
  });
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  const redis: RedisConnections | undefined = redisUrl
    ? createRedisConnections(redisUrl, { commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS })
    : undefined;
  // Counted in memory until Redis is ready (decision 026): a test's first requests would count
  // apart from its later ones. Bounded, for tests whose Redis is down on purpose.
  if (redis && redis.main.status !== 'ready') {
    await once(redis.main, 'ready', { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
  }
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    env: config,
    onRoute: (route) => void routes.push(route),
    database,
    mailer,
    redis,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    rateLimitNameSpace: `nestling-test-${process.pid}-${Math.random().toString(36).slice(2)}-`,
    sessionChannel:
      options.sessionChannel ??
      `nestling-test-sessions-${process.pid}-${Math.random().toString(36).slice(2)}`,
    realtimeChannel:
      options.realtimeChannel ??
      `nestling-test-realtime-${process.pid}-${Math.random().toString(36).slice(2)}`,
    ...(options.now ? { now: options.now } : {}),
    vapid:
      options.push?.vapid === null
        ? undefined
        : (options.push?.vapid ??
          (await resolveVapidIdentity({ ...config, DATABASE_URL: undefined }))),
    pushAgent: options.push?.agent,
    startPushSender: options.push?.drain ?? false,
  }).catch(async (error: unknown) => {
    await mail.close();
    await redis?.close();
    if (ownDatabase) await database.close();
    throw error;
  });
  return {
    app,
    database,
    mail,
    dataDir,
    routes,
    client: () => new TestClient(app),
    async close() {
      await app.close();
      await mailer.close();
      await redis?.close();
      await mail.close();
      if (ownDatabase) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
