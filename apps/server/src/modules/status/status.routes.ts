import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * GET /api/health/live — liveness (issue 13): the process answers HTTP. It reads nothing, not
 * the database, so an orchestrator restarts an instance only when the instance itself is
 * stuck, never because the database is away (that is readiness: GET /api/health, decision
 * 004). Not rate limited; no XSRF pair (a probe is not a page).
 */
export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    {
      config: { rateLimit: false, xsrfPair: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database query)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};
