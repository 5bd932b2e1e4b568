import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-errors.js';

/**
 * A preHandler that limits a route by a key of the request's (an account, a parent) on top of
 * the per-address limits of the rate-limit plugin (plugins/rate-limit.ts, which the route's
 * scope must have registered: it decorates `createRateLimit`), in the same store (Redis with REDIS_URL, shared by every instance;
 * memory without it or while Redis is away). `createRateLimit`, not `config.rateLimit`: the
 * plugin runs one rateLimit hook per request, and the per-address one has run already.
 * @param options `max` requests per `timeWindow` (ms or a string such as '1 minute') for one
 *   `keyGenerator` value; `message` is the 429's error text
 * @returns the hook; over the limit it throws HttpError 429 RATE_LIMITED and sets Retry-After
 */
export function keyedRateLimit(
  app: FastifyInstance,
  options: {
    max: number;
    timeWindow: number | string;
    keyGenerator: (request: FastifyRequest) => string;
    message: string;
  },
) {
  const limit = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: options.keyGenerator,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new HttpError(429, 'RATE_LIMITED', options.message);
    }
  };
}
