import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `Cache-Control: no-store` on every API answer whose route did not set its own (issue 8): an
 * answer for a signed-in parent — their kids, health logs, files — must not stay in a shared
 * computer's browser cache after logout, and an API answer without a session carries nothing
 * worth storing either. Registered in the /api scope only: the SPA's hashed assets keep their
 * year-long cache (plugins/web-app.ts), and the calendar feed, read by calendar apps with its
 * token, keeps its short private cache.
 *
 * Set as the request arrives (issue 13): a route with its own policy sets `Cache-Control` later,
 * which replaces it; an error answer keeps the headers set before it, as it did when this was
 * an onSend hook that set the header only when missing — and no onSend step per answer.
 */
export const apiCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
});
