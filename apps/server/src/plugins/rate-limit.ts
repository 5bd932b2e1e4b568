import { createRequire } from 'node:module';
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
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

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];
/** The packaged stores also read a count without adding to it (`{ increment: false }`). */
type ReadableStore = FastifyRateLimitStore & {
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
};
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
) => ReadableStore;
type PackagedLocalStore = new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => ReadableStore;

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
class RedisWithFallbackStore implements ReadableStore {
  constructor(
    private readonly shared: ReadableStore,
    private readonly local: ReadableStore,
    private readonly redis: Redis,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.withFallback('incr', key, callback, timeWindow, max);
  }

  /** The count under `key` without adding to it (a keyed counter's `read`), same fallback. */
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.withFallback('read', key, callback, timeWindow, max);
  }

  /**
   * Runs `operation` on the shared store, or on the local one when Redis is not connected or
   * the shared store's command fails.
   */
  private withFallback(
    operation: 'incr' | 'read',
    key: string,
    callback: StoreCallback,
    timeWindow: number,
    max: number,
  ): void {
    if (this.redis.status !== 'ready') {
      this.local[operation](key, callback, timeWindow, max);
      return;
    }
    this.shared[operation](
      key,
      (error, result) =>
        error ? this.local[operation](key, callback, timeWindow, max) : callback(null, result),
      timeWindow,
      max,
    );
  }

  /**
   * The store of a route's own limit, its keys prefixed by the route's method and URL; a keyed
   * limit or counter (`createRateLimit`, lib/keyed-rate-limit.ts) has no route, and its keys
   * are prefixed `keyed-` instead of the plugin's `undefinedundefined-` (issue 27).
   */
  child(routeOptions: ChildOptions): ReadableStore {
    // What the plugin hands a child is its merged options with `routeInfo` (the route, or {}).
    const { routeInfo } = routeOptions as { routeInfo?: { method?: string; url?: string } };
    const named = (
      routeInfo?.method
        ? routeOptions
        : { ...routeOptions, routeInfo: { ...routeInfo, method: 'keyed', url: '' } }
    ) as ChildOptions;
    return new RedisWithFallbackStore(
      this.shared.child(named) as ReadableStore,
      this.local.child(named) as ReadableStore,
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

/**
 * Rate limits (product.md): a generous global limit per client address on every route of the
 * scope it is registered in (the /api scope), and stricter per-route limits that auth routes
 * set through `config.rateLimit`. Over the limit answers 429 with `Retry-After` (and the
 * `x-ratelimit-*` headers). Counted in Redis when given (shared by every instance), in memory
 * while Redis is away (RedisWithFallbackStore).
 *
 * An answer under the limit carries no `x-ratelimit-*` headers (issue 13): no spec, client or
 * test reads them, and three more headers on every API answer cost the server and the client
 * to write, validate and parse (docs/performance.md, "kids-layers").
 */
export const rateLimitPlugin = fp<RateLimitOptions>(async (app: FastifyInstance, options) => {
  const nameSpace = options.nameSpace ?? 'nestling-rate-limit-';
  await app.register(rateLimit, {
    global: true,
    max: options.globalPerMinute,
    timeWindow: '1 minute',
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    ...(options.redis ? { store: storeWithFallback(options.redis, nameSpace) } : {}),
    nameSpace,
  });
});
