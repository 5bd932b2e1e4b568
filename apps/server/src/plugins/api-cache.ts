import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `Cache-Control: no-store` on every API answer whose route did not set its own (issue 8): an
 * answer for a signed-in parent — their kids, health logs, files — must not stay in a shared
 * computer's browser cache after logout, and an API answer without a session carries nothing
 * worth storing either. Registered in the /api scope only: the SPA's hashed assets keep their
 * year-long cache (plugins/web-app.ts), and the calendar feed, read by calendar apps with its
 * token, keeps its short private cache.
 */
export const apiCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
