import { hash } from 'node:crypto';
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, RetryLaterError } from './http-errors.js';

/**
 * A rate-limit key's part that names a person (an e-mail, with the address it is tried from):
 * the first 32 hex digits of its SHA-256, so the shared store (Redis) never holds an e-mail in
 * clear (issue 27, decision 057).
 * @param parts the values, joined with `|` before hashing
 */
export function hashedKeyPart(...parts: string[]): string {
  return hash('sha256', parts.join('|'), 'hex').slice(0, 32);
}

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

/** A count of events under a key within a window (see {@link keyedCounter}). */
export interface KeyedCount {
  /** Events counted in the current window (0 when none). */
  count: number;
  /** Seconds until the window ends (0 when none is running). */
  ttlInSeconds: number;
}

/**
 * A counter of events of a request's key (a failed sign-in of an account from an address, a
 * mail to an address) in the rate-limit plugin's store, read and added to separately: a limit
 * on failures reads the count before the attempt and adds to it only when the attempt fails,
 * which a limit that counts every request (`keyedRateLimit`) cannot do. The window starts with
 * the first event and lasts `timeWindow`; counts are shared by every instance over Redis.
 * @param options `timeWindow` in ms or a string such as '15 minutes'; `keyGenerator` the key
 * @returns `read` (count without adding) and `add` (count one more; answers the new count)
 */
export function keyedCounter(
  app: FastifyInstance,
  options: { timeWindow: number | string; keyGenerator: (request: FastifyRequest) => string },
): {
  read(request: FastifyRequest): Promise<KeyedCount>;
  add(request: FastifyRequest): Promise<KeyedCount>;
} {
  // `max` only decides the plugin's `isExceeded`, which a counter's callers do not read.
  const counter = app.createRateLimit({
    max: Number.MAX_SAFE_INTEGER,
    timeWindow: options.timeWindow,
    keyGenerator: options.keyGenerator,
  });
  async function count(request: FastifyRequest, increment: boolean): Promise<KeyedCount> {
    const result = await counter(request, { increment });
    if (result.isAllowed) return { count: 0, ttlInSeconds: 0 };
    return { count: result.max - result.remaining, ttlInSeconds: result.ttlInSeconds };
  }
  return { read: (request) => count(request, false), add: (request) => count(request, true) };
}

/**
 * Counts a request once more in its address's global limit (the rate-limit plugin's own count,
 * `createRateLimit()` with the plugin's options), for a request a guard refuses before that
 * limit runs: one with a session cookie that names no session (decision 057). Nothing is
 * counted where the plugin is not registered (outside /api).
 * @param message the 429's error text
 * @throws RetryLaterError 429 RATE_LIMITED (with Retry-After) past the limit
 */
export async function countInAddressLimit(request: FastifyRequest, message: string): Promise<void> {
  if (!request.server.hasDecorator('createRateLimit')) return;
  const result = await request.server.createRateLimit()(request);
  if (!result.isAllowed && result.isExceeded) {
    throw new RetryLaterError(message, Math.max(1, result.ttlInSeconds));
  }
}
