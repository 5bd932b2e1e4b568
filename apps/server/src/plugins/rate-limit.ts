import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export interface RateLimitOptions {
  /** Requests per minute per client address for the whole API. */
  globalPerMinute: number;
  /** Shared store so several instances share limits (product.md); in memory when absent. */
  redis?: Redis | undefined;
  /** Key prefix in Redis (tests use a fresh one each run). */
  nameSpace?: string | undefined;
}

/**
 * Rate limits (product.md): a generous global limit per client address on every route of the
 * scope it is registered in (the /api scope), and stricter per-route limits that auth routes
 * set through `config.rateLimit`. Over the limit answers 429.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(async (app: FastifyInstance, options) => {
  await app.register(rateLimit, {
    global: true,
    max: options.globalPerMinute,
    timeWindow: '1 minute',
    ...(options.redis ? { redis: options.redis } : {}),
    nameSpace: options.nameSpace ?? 'nestling-rate-limit-',
  });
});
