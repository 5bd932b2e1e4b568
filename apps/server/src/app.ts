import { randomUUID } from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES, SESSION_COOKIE, cookieName } from '@nestling/shared';
import type { Env } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import type { BackgroundTasks } from './lib/background.js';
import { serializeError } from './lib/error-log.js';
import { findUp } from './lib/paths.js';
import { createSerializerCompiler } from './lib/serializer.js';
import type { RedisConnections } from './lib/redis.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { sessionInvalidationChannel } from './modules/auth/session-invalidation.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { callsRoutes } from './modules/calls/calls.routes.js';
import { certificatesRoutes } from './modules/certificates/certificates.routes.js';
import { blocksRoutes } from './modules/blocks/blocks.routes.js';
import { moderationRoutes, reportsRoutes } from './modules/moderation/moderation.routes.js';
import { exploreRoutes } from './modules/explore/explore.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { friendsRoutes } from './modules/friends/friends.routes.js';
import type { Storage } from './modules/files/storage.js';
import { healthLogsRoutes } from './modules/health-logs/health-logs.routes.js';
import { kidsRoutes } from './modules/kids/kids.routes.js';
import { familyRoutes } from './modules/family/family.routes.js';
import { placesRoutes } from './modules/places/places.routes.js';
import type { Mailer } from './modules/mail/mailer.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { measurementsRoutes } from './modules/measurements/measurements.routes.js';
import { milestoneSuggestionsRoutes } from './modules/milestone-suggestions/milestone-suggestions.routes.js';
import { milestonesRoutes } from './modules/milestones/milestones.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { parentsRoutes } from './modules/parents/parents.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import type { VapidIdentity } from './modules/push/vapid-keys.js';
import { scheduleEventsRoutes } from './modules/schedule-events/schedule-events.routes.js';
import { queryConstraint, statusRoutes } from './modules/status/status.routes.js';
import { apiCachePlugin } from './plugins/api-cache.js';
import {
  answerClientError,
  answerFrameworkError,
  answerNotFound,
  errorsPlugin,
} from './plugins/errors.js';
import { openApiPlugin, openApiUiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { realtimePlugin } from './plugins/realtime.js';
import { memoryCallRegistry, redisCallRegistry } from './realtime/call-registry.js';
import { parentRoom } from './realtime/rooms.js';
import { apiHeadersHook, securityHeadersPlugin, securityPlugin } from './plugins/security.js';
import { sessionPlugin } from './plugins/session.js';
import { webAppPlugin } from './plugins/web-app.js';
import { xsrfPlugin } from './plugins/xsrf.js';
import { createServices, type Services } from './services.js';
import type { Agent as HttpsAgent } from 'node:https';

export interface AppDependencies {
  env: Env;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Redis connections (shared rate limits; the Socket.IO adapter's duplicates); optional. */
  redis?: RedisConnections | undefined;
  /** Overrides of Fastify's logger option (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Where the standard logger writes (default standard output); tests capture it. */
  logStream?: { write(line: string): void };
  /** Where uploads are kept; default: S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
  storage?: Storage;
  /** Rate-limit key prefix in Redis (tests isolate runs with it). */
  rateLimitNameSpace?: string;
  /** Redis channel of session-cache invalidations (default one for all instances; tests
   * give each group of apps its own). */
  sessionChannel?: string;
  /** The clock of time-based policies (the readiness check's age), in ms; tests pass their own. */
  now?: () => number;
  /**
   * The Redis prefix of the real-time layer's rooms and call state (default one for all
   * instances; tests give each group of apps its own).
   */
  realtimeChannel?: string;
  /** Called for every route as it is registered (tests enumerate the router with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The VAPID identity (resolveVapidIdentity); undefined: push is off. */
  vapid?: VapidIdentity | undefined;
  /** The https agent pushes go through (tests: one trusting their push service). */
  pushAgent?: HttpsAgent | undefined;
  /** false: the push outbox is not drained on its own (tests drain it by hand). */
  startPushSender?: boolean;
}

/** The app with its services container (tests and plugins reach services through it). */
export type App = FastifyInstance & { services: Services; background: BackgroundTasks };

/**
 * Compression of API answers (decision 012, @fastify/compress): brotli or gzip, as the client
 * accepts, for compressible types (JSON, CSV, iCal) from 1 KiB on — below that the headers
 * cost more than the bytes saved. Brotli at quality 4: most of its gain for a fraction of the
 * CPU of quality 11, which only pays for files compressed once at build time. File downloads
 * opt out (`compress: false` on the route): WebP and PDF are compressed already.
 */
const API_COMPRESSION: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
};

/** JSON bodies above this size answer 413 (uploads have their own limit). */
const JSON_BODY_LIMIT_BYTES = 256 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false`: an answer of this route below 400 writes no request-log line; an error, a 4xx
     * or a 5xx answer still does (decision 040). Only for the load balancers' probes, which
     * ask every second or so: their lines would be most of the log and say nothing. Default:
     * every answer is logged.
     */
    logOkAnswers?: boolean;
  }
}

/**
 * The request log, at info in production (issue 13): one line per answered request — its id,
 * method, URL (tokens redacted), status and time in ms — where Fastify writes two (incoming,
 * completed). pino's serializers keep it small: no headers, no bodies. A route with
 * `config.logOkAnswers: false` (the probes) logs only its failures (decision 040).
 */
class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (!error && reply.statusCode < 400 && request.routeOptions.config.logOkAnswers === false)
      return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/** Query parameters that are secrets: e-mailed tokens, Socket.IO's `t` and session id. */
const SECRET_QUERY_PARAMETERS = /([?&](?:token|t|sid)=)[^&#]*/gi;
/** Path parameters that are secrets: the calendar feed's `/calendar-feed/:token`. */
const SECRET_PATH_PARAMETERS = ['token'];

/**
 * Removes secrets from a logged URL (issue 27 finding 6, decision 057): the values of secret
 * query parameters, and every path segment holding a secret route parameter (a calendar feed's
 * URL is its credential), each as `[redacted]`.
 * @param url the request's URL as received (path and query)
 * @param params the route's parameters, decoded (`request.params`), when a route matched
 */
function redactUrl(url: string, params?: unknown): string {
  const queryAt = url.indexOf('?');
  let path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query =
    queryAt < 0 ? '' : url.slice(queryAt).replace(SECRET_QUERY_PARAMETERS, '$1[redacted]');
  const secrets =
    params && typeof params === 'object'
      ? SECRET_PATH_PARAMETERS.map((name) => (params as Record<string, unknown>)[name]).filter(
          (value): value is string => typeof value === 'string' && value !== '',
        )
      : [];
  if (secrets.length > 0) {
    path = path
      .split('/')
      .map((segment) => (secrets.includes(decodedSegment(segment)) ? '[redacted]' : segment))
      .join('/');
  }
  return path + query;
}

/** A path segment as the router decodes it (the raw text when it is not valid encoding). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Every API route module, under /api, made from the services container. A new module adds
 * its line here (and its services in services.ts).
 */
const apiRoutes: FastifyPluginAsyncZod<{ services: Services; env: Env }> = async (
  api,
  { services, env },
) => {
  await api.register(authRoutes, {
    auth: services.auth,
    authPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
  });
  await api.register(parentsRoutes, { parents: services.parents });
  await api.register(filesRoutes, { files: services.files });
  await api.register(familyRoutes, { family: services.family });
  await api.register(placesRoutes, { gazetteer: services.gazetteer });
  await api.register(kidsRoutes, { kids: services.kids });
  await api.register(scheduleEventsRoutes, { scheduleEvents: services.scheduleEvents });
  await api.register(healthLogsRoutes, {
    healthLogs: services.healthLogs,
    readiness: services.readiness,
  });
  await api.register(milestonesRoutes, { milestones: services.milestones });
  await api.register(measurementsRoutes, { measurements: services.measurements });
  await api.register(milestoneSuggestionsRoutes, { suggestions: services.milestoneSuggestions });
  await api.register(billingRoutes, { billing: services.billing });
  await api.register(certificatesRoutes, { certificates: services.certificates });
  await api.register(exploreRoutes, { explore: services.explore });
  await api.register(friendsRoutes, { friends: services.friends });
  await api.register(blocksRoutes, { blocks: services.blocks });
  await api.register(reportsRoutes, { moderation: services.moderation });
  await api.register(moderationRoutes, { moderation: services.moderation });
  await api.register(notificationsRoutes, { notifications: services.notifications });
  await api.register(messagesRoutes, {
    messages: services.messages,
    sendsPerMinute: env.MESSAGES_PER_MINUTE,
  });
  await api.register(callsRoutes, { calls: services.calls });
  await api.register(pushRoutes, {
    push: services.push,
    sessionCookie: services.auth.sessionCookie,
  });
  await api.register(accountRoutes, {
    account: services.account,
    authPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
  });
};

/**
 * Builds the whole application as a Fastify instance without listening (conventions.md,
 * fastify/demo), so tests drive it with `inject`: the services container (decision 006),
 * then the plugins and the routes registered from it. Dependencies are passed in; nothing
 * here reads the environment.
 */
export async function buildApp(deps: AppDependencies): Promise<App> {
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
        req: (request: {
          method: string;
          url: string;
          ip?: string;
          id?: string;
          params?: unknown;
        }) => ({
          method: request.method,
          url: redactUrl(request.url, request.params),
          remoteAddress: request.ip,
        }),
        err: serializeError,
      },
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: new RequestLog(),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  // Answers written by fast-json-stringify from their zod schemas (decision 033); outside
  // production each answer is also checked by zod first, so tests still catch a wrong one.
  app.setSerializerCompiler(
    createSerializerCompiler({ checkWithZod: env.NODE_ENV !== 'production' }),
  );
  const services = createServices({
    env,
    database,
    mailer,
    storage: deps.storage,
    logger: app.log,
    redis: deps.redis,
    sessionChannel: deps.sessionChannel ?? sessionInvalidationChannel(env.REDIS_PREFIX),
    now: deps.now,
    vapid: deps.vapid,
    pushAgent: deps.pushAgent,
  });

  // Every Redis connection's errors into the app's log (lib/redis.ts reports each once).
  deps.redis?.onError((error, connection) =>
    app.log.warn({ err: error, connection }, 'Redis connection error'),
  );

  // The root context carries no per-request hook (decision 037): the error handler, the two
  // security header sets recorded from helmet (decision 042; the API set for the router's own
  // errors), the OpenAPI document's route collector, Socket.IO on the HTTP server — and the
  // probes (liveness, and readiness: `GET /api/health` without a query), which set the API's
  // headers themselves in one call. Everything else is registered in the app's scope below.
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { https: env.APP_URL.startsWith('https://') });
  if (env.API_DOCS) {
    await app.register(openApiPlugin, {
      sessionCookie: cookieName(SESSION_COOKIE, env.COOKIE_SECURE),
    });
  }
  app.addConstraintStrategy(queryConstraint);
  // Decorators only (readSession, requireParent…; no hook): on the root, so a route added to
  // the built app (tests do) can name them too.
  // Looked up on the container at each call, so a test's spy on the service is what runs.
  const resolveSessionParent = (cookieHeader: string | undefined, options?: { fresh?: boolean }) =>
    services.auth.resolveSessionParent(cookieHeader, options);
  await app.register(sessionPlugin, {
    resolveSessionParent,
    secureCookies: env.COOKIE_SECURE,
  });
  await app.register(statusRoutes, {
    prefix: '/api',
    instance: env.INSTANCE_ID,
    readiness: services.readiness,
  });
  const realtimeChannel = deps.realtimeChannel ?? env.REDIS_PREFIX;
  await app.register(realtimePlugin, {
    resolveSessionParent,
    areFriends: (a, b) => services.friends.areFriends(a, b),
    events: services.events,
    // With Redis the busy state of calls spans every instance (issue 15).
    calls: deps.redis
      ? redisCallRegistry(deps.redis.main, `${realtimeChannel}:call`)
      : memoryCallRegistry(),
    appUrl: env.APP_URL,
    corsOrigins: env.CORS_ORIGINS,
    eventsPerMinute: env.SOCKET_EVENTS_PER_MINUTE,
    redis: deps.redis,
    channel: realtimeChannel,
    instance: env.INSTANCE_ID,
    inAppAllowed: (parentId, kind) => services.push.inAppAllowed(parentId, kind),
    callPushes: {
      ringing: (call) => services.push.callRinging(call),
      settled: (call) => services.push.callSettled(call),
    },
  });

  // The app's scope: every other route — the API, the docs' pages, the SPA — with the
  // per-request plugins they need, and the 404 of an unknown path.
  await app.register(async (main) => {
    // Callback hooks, not async ones, on every answer: no promise per request (issue 13).
    // X-Instance (INSTANCE_ID) tells which instance behind a load balancer answered (issue 15).
    const instance = env.INSTANCE_ID;
    main.addHook('onSend', (request, reply, payload, done) => {
      reply.header('x-request-id', request.id);
      if (instance) reply.header('x-instance', instance);
      done(null, payload);
    });
    // The 404 of a path no route serves is a JSON error: the API's security headers (decision
    // 042), set in the handler's own preHandler, as no scope's header hook runs for it.
    main.setNotFoundHandler({ preHandler: apiHeadersHook(app.securityHeaders) }, answerNotFound);
    await main.register(cookie);
    await main.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30, fieldSize: 16 * 1024, parts: 32 },
      throwFileSizeLimit: true,
    });

    // The API's own concerns are registered in its scope, so none of them asks a URL whether
    // it applies: rate limits, the XSRF check, no-store and compression cover /api and nothing
    // else (the SPA's files are precompressed at build time, plugins/web-app.ts).
    await main.register(
      async (api) => {
        // The OWASP REST set, not the SPA's (decision 042); first, so every API answer has it.
        await api.register(securityPlugin, { headers: 'api', corsOrigins: env.CORS_ORIGINS });
        await api.register(compress, API_COMPRESSION);
        await api.register(rateLimitPlugin, {
          globalPerMinute: env.RATE_LIMIT_GLOBAL_PER_MINUTE,
          redis: deps.redis?.main,
          nameSpace:
            deps.rateLimitNameSpace ??
            (env.REDIS_PREFIX ? `${env.REDIS_PREFIX}-rate-limit-` : undefined),
        });
        await api.register(xsrfPlugin, { secureCookies: env.COOKIE_SECURE });
        await api.register(apiCachePlugin);
        await api.register(apiRoutes, { services, env });
        // An unknown API path answers the JSON 404 as an API answer (rate limited, no-store,
        // the XSRF pair), before the SPA's catch-all could take it for a page.
        api.route({
          method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
          url: '/*',
          schema: { hide: true },
          handler: answerNotFound,
        });
      },
      { prefix: '/api' },
    );

    // The documents' scope: the SPA's pages and files and the API docs' pages, with helmet's
    // full set and the SPA's Content-Security-Policy (decision 042).
    await main.register(async (documents) => {
      await documents.register(securityPlugin, {
        headers: 'document',
        corsOrigins: env.CORS_ORIGINS,
      });
      if (env.API_DOCS) await documents.register(openApiUiPlugin);
      const webDist =
        env.WEB_DIST_DIR ?? (findUp('apps/web/dist') || path.resolve('apps/web/dist'));
      await documents.register(webAppPlugin, { distDir: webDist });
    });
  });

  // Reminders run while the app serves (REMINDER_INTERVAL_SECONDS; 0, as in tests, is off).
  if (env.REMINDER_INTERVAL_SECONDS > 0) {
    app.addHook('onReady', async () => {
      services.reminders.start();
    });
  }
  // The push outbox drains while the app serves (issue 25); a message's push is dropped when a
  // socket of its receiver is live, on any instance.
  const { pushSender } = services;
  if (pushSender) {
    pushSender.setPresence(
      async (parentId) => (await app.io.in(parentRoom(parentId)).fetchSockets()).length > 0,
    );
    if (deps.startPushSender !== false) {
      app.addHook('onReady', async () => {
        await pushSender.start();
      });
    }
  }
  app.addHook('onClose', async () => {
    await services.pushSender?.stop();
    await services.reminders.stop();
    await services.background.drain();
  });
  return Object.assign(app, { services, background: services.background });
}
