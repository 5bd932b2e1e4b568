import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisConnections } from '../../lib/redis.js';
import type { SessionCache } from './session-cache.js';

/** The Redis channel on which instances tell each other what to forget. */
export const SESSION_INVALIDATION_CHANNEL = 'nestling:session-invalidations';

/**
 * The session-invalidation channel of a deployment: `<REDIS_PREFIX>:session-invalidations`,
 * else {@link SESSION_INVALIDATION_CHANNEL}. The app subscribes to it and `npm run admin`
 * publishes on it, so both must name it the same way (issue 15's prefix, decision 060).
 * @param prefix REDIS_PREFIX, when set
 */
export function sessionInvalidationChannel(prefix: string | undefined): string {
  return prefix ? `${prefix}:session-invalidations` : SESSION_INVALIDATION_CHANNEL;
}

/** What one instance tells the others: sessions that ended, or a parent whose row changed. */
interface InvalidationMessage {
  /** The sending instance (it has forgotten already). */
  origin: string;
  sessionIds?: number[];
  parentId?: number;
}

/**
 * Tells every instance's session cache what to forget (decision 011). On this instance it
 * forgets at once, before the returned promise; with Redis, the promise resolves once Redis
 * has taken the message (PUBLISH answered: it has been handed to every subscribed instance),
 * so an answer sent after it — a logout's 204 — reaches the browser after every instance has
 * been told. A failed publication is logged, never thrown: the session has ended in the
 * database either way, and the other instances' entries leave within the cache's TTL.
 */
export interface SessionInvalidation {
  /** Sessions that ended (logout, login rotation, password reset, account deletion). */
  sessionsEnded(sessionIds: readonly number[]): Promise<void>;
  /** A parent whose row changed (profile, photo, e-mail verification). */
  parentChanged(parentId: number): Promise<void>;
}

/**
 * Invalidation for one instance's session cache; across instances over Redis pub/sub when
 * `redis` is given (REDIS_URL). The subscriber is one of the Redis factory's duplicates (a
 * subscribed connection runs no other command); while it is not subscribed — at start, and
 * from a lost connection until it has subscribed again — the cache is suspended (emptied, and
 * every lookup reads the database), since messages sent meanwhile would be missed.
 * @param deps.logger where a failed publication or a malformed message is logged
 * @param deps.channel the Redis channel (default {@link SESSION_INVALIDATION_CHANNEL})
 */
export function createSessionInvalidation(deps: {
  cache: SessionCache;
  redis?: RedisConnections | undefined;
  logger: FastifyBaseLogger;
  channel?: string;
}): SessionInvalidation {
  const { cache, redis, logger } = deps;
  const channel = deps.channel ?? SESSION_INVALIDATION_CHANNEL;
  const origin = randomUUID();

  if (redis) {
    const subscriber = redis.duplicate();
    cache.suspend(true);
    const subscribe = () => {
      subscriber.subscribe(channel).then(
        () => cache.suspend(false),
        (error: unknown) => logger.error({ err: error }, 'session cache: subscribe failed'),
      );
    };
    subscriber.on('ready', subscribe);
    // 'close' comes with every lost connection; ioredis reconnects and says 'ready' again.
    subscriber.on('close', () => cache.suspend(true));
    // Its errors are logged by lib/redis.ts, like every connection's.
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      let message: InvalidationMessage;
      try {
        message = JSON.parse(text) as InvalidationMessage;
      } catch {
        // Unreadable: forget everything rather than guess what it named.
        logger.warn('session cache: unreadable invalidation message; cache emptied');
        cache.suspend(false);
        return;
      }
      if (message.origin === origin) return;
      if (Array.isArray(message.sessionIds)) cache.forgetSessions(message.sessionIds);
      if (typeof message.parentId === 'number') cache.forgetParent(message.parentId);
    });
  }

  async function publish(message: Omit<InvalidationMessage, 'origin'>): Promise<void> {
    if (!redis) return;
    try {
      await redis.main.publish(channel, JSON.stringify({ origin, ...message }));
    } catch (error) {
      logger.error({ err: error }, 'session cache: invalidation not published');
    }
  }

  return {
    sessionsEnded(sessionIds) {
      if (sessionIds.length === 0) return Promise.resolve();
      cache.forgetSessions(sessionIds);
      return publish({ sessionIds: [...sessionIds] });
    },
    parentChanged(parentId) {
      cache.forgetParent(parentId);
      return publish({ parentId });
    },
  };
}
