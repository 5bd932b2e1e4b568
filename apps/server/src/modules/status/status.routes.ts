import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deferredChildLogger } from '../../lib/deferred-logger.js';
import type { Readiness } from './status.js';

const LIVE = { status: 'ok' as const };

/**
 * What both probes share in their route options: a balancer asks every second or so, so an
 * answer that went well writes no request-log line and makes no logger child for nothing; a
 * failure is still logged, with its request id (decision 040). With the logger off (Fastify's
 * `logger: false`, whose `child` is the logger itself) Fastify makes no child at all, and a
 * factory of ours would only add work, so there is none.
 */
function probeRouteOptions(log: FastifyInstance['log']) {
  const loggerOff = log.child({}) === log;
  return {
    config: { logOkAnswers: false },
    ...(loggerOff ? {} : { childLoggerFactory: deferredChildLogger }),
  };
}

/** The readiness answer's body (`ServiceStatus`), 200 or 503; shared with the app's GET /api/health. */
export const serviceStatusSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});

/**
 * A router constraint (find-my-way's custom strategy, added with `addConstraintStrategy`): a
 * route constrained to `{ query: 'none' }` serves only URLs without a query string. It lets
 * the readiness probe — `GET /api/health` with no query — be a route of the root context,
 * while `GET /api/health?kidId=…` (the kid's logs, which need a session) stays the app's
 * route of the same path (decision 037). Unconstrained routes match whatever it derives.
 */
export const queryConstraint: Parameters<FastifyInstance['addConstraintStrategy']>[0] = {
  name: 'query',
  storage() {
    const handlers = new Map<string, unknown>();
    return {
      get: (value: unknown) => (handlers.get(String(value)) ?? null) as never,
      set: (value: unknown, handler: unknown) => void handlers.set(String(value), handler),
    };
  },
  deriveConstraint: (request: IncomingMessage) => (request.url?.includes('?') ? 'some' : 'none'),
  mustMatchWhenDerived: false,
};

/**
 * GET /api/health/live — liveness (issue 13): the process answers HTTP. It reads nothing, not
 * the database, so an orchestrator restarts an instance only when the instance itself is
 * stuck, never because the database is away (that is readiness: GET /api/health, decision
 * 004). Not rate limited; no XSRF pair (a probe is not a page).
 *
 * Registered in the root context, beside none of the app's per-request plugins (decision 037):
 * no cookie parsing, session, multipart, compression, rate-limit, XSRF or helmet hook runs for
 * it. It sets the headers those hooks would have — the API's security set
 * (`app.securityHeaders.api`, decision 042, so `securityHeadersPlugin` is registered before),
 * no-store, the request id (`X-Request-Id`, as
 * every answer) and `X-Instance` when `instance` (INSTANCE_ID) is set — in one call. Mount it
 * with the `/api` prefix. A probe that answers 200 writes no request-log line (decision 040).
 * @param options.instance this instance's name (INSTANCE_ID), or undefined
 */
export const statusRoutes: FastifyPluginAsyncZod<{
  instance?: string | undefined;
  readiness: () => Promise<Readiness>;
}> = async (app, { instance, readiness }) => {
  // What the app's hooks would have added, as one object set in one call: the API's security
  // headers (every answer carries its set: issue 14, OWASP ASVS V3.4; decision 042), no-store
  // (as every API answer), and X-Instance when INSTANCE_ID is set (issue 15). Fastify writes
  // them at `writeHead`.
  const probeRoute = probeRouteOptions(app.log);
  const headers: Record<string, string> = {
    ...app.securityHeaders.api,
    'cache-control': 'no-store',
    ...(instance ? { 'x-instance': instance } : {}),
  };
  app.get(
    '/health/live',
    {
      ...probeRoute,
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database query)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    (request, reply) => {
      reply.headers(headers).header('x-request-id', request.id).send(LIVE);
    },
  );

  // GET /api/health without a query: the readiness probe (decision 004, issue 13), answered
  // from the cached check (at most one database ping a second). Its documentation is that of
  // the app's GET /api/health (health-logs.routes.ts), which answers the same to a URL with a
  // query but no kidId.
  app.get(
    '/health',
    {
      ...probeRoute,
      constraints: { query: 'none' },
      schema: {
        hide: true,
        response: { 200: serviceStatusSchema, 503: serviceStatusSchema },
      },
    },
    (request, reply) =>
      readiness().then((result) => {
        reply
          .headers(headers)
          .header('x-request-id', request.id)
          .status(result.httpStatus)
          .send(result.body);
      }),
  );
};
