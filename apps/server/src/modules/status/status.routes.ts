import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unavailable']) });

/**
 * GET /api/health: the service is up and its database answers (issue 2 §3). 503 when the
 * database does not answer, so a load balancer takes the instance out.
 */
export const statusRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['status'],
        summary: 'Liveness and database check',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        return reply.status(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  );
};
