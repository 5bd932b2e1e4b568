import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The headers of a probe's answer (decision 037): what the app's hooks would have added that a
 * JSON answer needs — never stored (`no-store`, as every API answer), never sniffed, never
 * framed or rendered (the CSP the router's own error answers carry, plugins/errors.ts).
 */
const PROBE_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

const LIVE = { status: 'ok' as const };

/**
 * GET /api/health/live — liveness (issue 13): the process answers HTTP. It reads nothing, not
 * the database, so an orchestrator restarts an instance only when the instance itself is
 * stuck, never because the database is away (that is readiness: GET /api/health, decision
 * 004). Not rate limited; no XSRF pair (a probe is not a page).
 *
 * Registered in the root context, beside none of the app's per-request plugins (decision 037):
 * no cookie parsing, session, multipart, compression, rate-limit, XSRF or helmet hook runs for
 * it — it sets its own short header set, the request id (`X-Request-Id`, as every answer) and
 * `X-Instance` when `instance` (INSTANCE_ID) is set. Mount it with the `/api` prefix.
 * @param options.instance this instance's name (INSTANCE_ID), or undefined
 */
export const statusRoutes: FastifyPluginAsyncZod<{ instance?: string | undefined }> = async (
  app,
  { instance },
) => {
  const headers: Record<string, string> = instance
    ? { ...PROBE_HEADERS, 'x-instance': instance }
    : { ...PROBE_HEADERS };
  app.get(
    '/health/live',
    {
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
};
