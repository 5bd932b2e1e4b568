import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { MAX_UPLOAD_BYTES } from '@nestling/shared';
import type { Env } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background.js';
import { findUp } from './lib/paths.js';
import type { Mailer } from './modules/mail/mailer.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createFileRepository } from './modules/files/file.repository.js';
import { createFileService } from './modules/files/file.service.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { createDiskStorage, createS3Storage, type Storage } from './modules/files/storage.js';
import { createKidRepository } from './modules/kids/kid.repository.js';
import { createKidService } from './modules/kids/kid.service.js';
import { kidsRoutes } from './modules/kids/kids.routes.js';
import { parentsRoutes } from './modules/parents/parents.routes.js';
import { createScheduleRepository } from './modules/schedules/schedule.repository.js';
import { createScheduleService } from './modules/schedules/schedule.service.js';
import { schedulesRoutes } from './modules/schedules/schedules.routes.js';
import { createHealthLogRepository } from './modules/health-logs/health-log.repository.js';
import { createHealthLogService } from './modules/health-logs/health-log.service.js';
import { healthLogsRoutes } from './modules/health-logs/health-logs.routes.js';
import { errorsPlugin } from './plugins/errors.js';
import { openApiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { sessionPlugin } from './plugins/session.js';
import { webAppPlugin } from './plugins/web-app.js';
import { xsrfPlugin } from './plugins/xsrf.js';

export interface AppDependencies {
  env: Env;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Redis for shared rate limits (and, later, the Socket.IO adapter); optional. */
  redis?: Redis | undefined;
  /** Overrides of Fastify's logger option (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Where the standard logger writes (default standard output); tests capture it. */
  logStream?: { write(line: string): void };
  /** Where uploads are kept; default: S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
  storage?: Storage;
  /** Rate-limit key prefix in Redis (tests isolate runs with it). */
  rateLimitNameSpace?: string;
}

/** JSON bodies above this size answer 413 (uploads have their own limit). */
const JSON_BODY_LIMIT_BYTES = 256 * 1024;

/** Removes secrets from a logged URL: e-mailed tokens travel in query strings. */
function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|t)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * Builds the whole application as a Fastify instance without listening (conventions.md,
 * fastify/demo), so tests drive it with `inject`. Dependencies are passed in; nothing here
 * reads the environment.
 */
export async function buildApp(
  deps: AppDependencies,
): Promise<FastifyInstance & { background: BackgroundTasks }> {
  const { env, database, mailer } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: env.LOG_LEVEL,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers["x-xsrf-token"]',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const background = createBackgroundTasks(app.log);
  const authRepository = createAuthRepository(database.db);
  const auth = createAuthService({
    repository: authRepository,
    mailer,
    background,
    appUrl: env.APP_URL,
    sessionTtlDays: env.SESSION_TTL_DAYS,
  });

  const storage =
    deps.storage ??
    (env.S3_BUCKET
      ? createS3Storage({
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        })
      : createDiskStorage(path.join(env.DATA_DIR, 'uploads')));
  const files = createFileService({
    repository: createFileRepository(database.db),
    storage,
    logger: app.log,
  });
  const kidRepository = createKidRepository(database.db);
  const kids = createKidService({ repository: kidRepository, files });
  const healthLogs = createHealthLogService({
    repository: createHealthLogRepository(database.db),
    kids: kidRepository,
    files,
  });
  const schedules = createScheduleService({
    repository: createScheduleRepository(database.db),
    kids: kidRepository,
    appUrl: env.APP_URL,
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    corsOrigins: env.CORS_ORIGINS,
    https: env.APP_URL.startsWith('https://'),
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30, fieldSize: 16 * 1024, parts: 32 },
    throwFileSizeLimit: true,
  });
  await app.register(rateLimitPlugin, {
    globalPerMinute: env.RATE_LIMIT_GLOBAL_PER_MINUTE,
    redis: deps.redis,
    nameSpace: deps.rateLimitNameSpace,
  });
  await app.register(sessionPlugin, { auth, secureCookies: env.COOKIE_SECURE });
  await app.register(xsrfPlugin, { secureCookies: env.COOKIE_SECURE });
  await app.register(openApiPlugin);

  await app.register(
    async (api) => {
      await api.register(authRoutes, { auth, authPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE });
      await api.register(parentsRoutes, { accounts: authRepository, files });
      await api.register(filesRoutes, { files });
      await api.register(kidsRoutes, { kids });
      await api.register(schedulesRoutes, { schedules });
      await api.register(healthLogsRoutes, { healthLogs, ping: database.ping });
    },
    { prefix: '/api' },
  );

  const webDist = env.WEB_DIST_DIR ?? (findUp('apps/web/dist') || path.resolve('apps/web/dist'));
  await app.register(webAppPlugin, { distDir: webDist });

  app.addHook('onClose', async () => {
    await background.drain();
  });
  return Object.assign(app, { background });
}
