import { createRequire } from 'node:module';
import rateLimit, {
  normalizeIP,
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { MESSAGES } from '@nestling/shared';
import { HttpError } from '../lib/http-errors.js';

export interface RateLimitOptions {
  /** Requests per minute per client address for the whole API. */
  globalPerMinute: number;
  /** Shared store so several instances share limits (product.md); in memory when absent. */
  redis?: Redis | undefined;
  /** Key prefix in Redis (tests use a fresh one each run). */
  nameSpace?: string | undefined;
}

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
type StoreParams = FastifyRateLimitOptions & {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
};
type PackagedRedisStore = new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore;
type PackagedLocalStore = new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => FastifyRateLimitStore;

// The plugin's own two stores (not on its main export; the package has no exports map).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as PackagedRedisStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as PackagedLocalStore;

/**
 * The plugin's Redis store, falling back to its in-memory store whenever Redis is not
 * connected or a command fails (issue 14, decision 026): with Redis gone, an instance keeps
 * limiting by itself — each instance counts on its own, so a client may get up to one
 * limit per instance — rather than refusing every request (fail closed: the API down with
 * Redis) or limiting nothing (fail open: unlimited password guessing). It asks Redis again on
 * the next request, so shared counting comes back with Redis.
 */
class RedisWithFallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly redis: Redis,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    if (this.redis.status !== 'ready') return this.local.incr(key, callback, timeWindow, max);
    this.shared.incr(
      key,
      (error, result) =>
        error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result),
      timeWindow,
      max,
    );
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    return new RedisWithFallbackStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.redis,
    );
  }
}

/** The store constructor the plugin takes (`store`), over one Redis connection. */
function storeWithFallback(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return function RateLimitStore(params: StoreParams) {
    return new RedisWithFallbackStore(
      new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
      new LocalStore(params.continueExceeding, params.exponentialBackoff),
      redis,
    );
  } as unknown as FastifyRateLimitStoreCtor;
}

/** The global limit's window: a minute, in ms. */
const GLOBAL_WINDOW_MS = 60_000;

/**
 * The global per-address limit as one callback hook (issue 13): what @fastify/rate-limit's
 * `global: true` does for a route with no `config.rateLimit` — the same store, key (the
 * client address, IPv6 by its /64), counting and headers (`x-ratelimit-limit`, `-remaining`,
 * `-reset`; over the limit also `retry-after`, then 429 RATE_LIMITED) — without the
 * plugin's async hook, its async helper and the promise around the store's callback.
 * @param store the plugin's store (in memory, or Redis with the in-memory fallback)
 * @param max requests per minute per address
 */
function perAddressLimit(store: FastifyRateLimitStore, max: number): onRequestHookHandler {
  return (request, reply, done) => {
    store.incr(
      normalizeIP(request.ip),
      (error, result) => {
        if (error || !result)
          return done(error ?? new Error('the rate-limit store answered nothing'));
        const reset = Math.ceil(result.ttl / 1000);
        reply.header('x-ratelimit-limit', max);
        if (result.current <= max) {
          reply.header('x-ratelimit-remaining', max - result.current);
          reply.header('x-ratelimit-reset', reset);
          return done();
        }
        reply.header('x-ratelimit-remaining', 0);
        reply.header('x-ratelimit-reset', reset);
        reply.header('retry-after', reset);
        done(new HttpError(429, 'RATE_LIMITED', MESSAGES.common.rateLimited));
      },
      GLOBAL_WINDOW_MS,
      max,
    );
  };
}

/**
 * Rate limits (product.md): a generous global limit per client address on every route of the
 * scope it is registered in (the /api scope), and stricter per-route limits that auth routes
 * set through `config.rateLimit` (replacing the global one there). Over the limit answers 429.
 * Counted in Redis when given (shared by every instance), in memory while Redis is away
 * (RedisWithFallbackStore). The per-route limits and `createRateLimit` are the plugin's; the
 * global one is `perAddressLimit`, added to each route as the plugin adds its hook (after the
 * route's other onRequest hooks), with a store of its own under the same key prefix.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(async (app: FastifyInstance, options) => {
  const nameSpace = options.nameSpace ?? 'nestling-rate-limit-';
  const max = options.globalPerMinute;
  await app.register(rateLimit, {
    global: false,
    max,
    timeWindow: GLOBAL_WINDOW_MS,
    ...(options.redis ? { store: storeWithFallback(options.redis, nameSpace) } : {}),
    nameSpace,
  });
  const store = options.redis
    ? new RedisWithFallbackStore(
        new RedisStore(false, false, options.redis, nameSpace),
        new LocalStore(false, false),
        options.redis,
      )
    : new LocalStore(false, false);
  const hook = perAddressLimit(store, max);
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit != null) return;
    const hooks = route.onRequest;
    route.onRequest = !hooks ? [hook] : Array.isArray(hooks) ? [...hooks, hook] : [hooks, hook];
  });
});

/**
 * A preHandler that limits a route by a key of the request's (an account, a parent) on top of
 * the per-address limits, in the same store (Redis with REDIS_URL, shared by every instance;
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
