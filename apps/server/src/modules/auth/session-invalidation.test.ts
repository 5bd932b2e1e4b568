import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRedisConnections, type RedisConnections } from '../../lib/redis.js';
import type { FoundSession } from './auth.repository.js';
import { createSessionCache } from './session-cache.js';
import { createSessionInvalidation } from './session-invalidation.js';

const url = process.env.REDIS_URL;
const logger = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const opened: RedisConnections[] = [];

/** One instance: its Redis connections (the subscriber kept for the test), cache, invalidation. */
function instance(channel: string) {
  const redis = createRedisConnections(url!);
  opened.push(redis);
  let subscriber: Redis | undefined;
  const connections: RedisConnections = {
    main: redis.main,
    duplicate: () => (subscriber = redis.duplicate()),
    close: () => redis.close(),
    onError: (handler) => redis.onError(handler),
  };
  const cache = createSessionCache({ ttlMs: 10_000 });
  const invalidation = createSessionInvalidation({ cache, redis: connections, logger, channel });
  return { cache, invalidation, subscriber: () => subscriber! };
}

const session: FoundSession = {
  sessionId: 41,
  expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  parent: {
    id: 9,
    name: 'Parent',
    email: 'parent@example.com',
    emailVerified: true,
    role: 'parent',
    dob: null,
    gender: null,
    photoFileId: null,
    locale: 'en',
    familyId: 1009,
    familyRole: 'guardian',
  },
};

afterEach(async () => {
  await Promise.all(opened.splice(0).map((redis) => redis.close()));
});

// Needs a Redis server: runs where REDIS_URL names one (CI runs the suite with it).
describe.runIf(url)('session invalidation over Redis', () => {
  it('keeps nothing until subscribed, and again from a lost connection until resubscribed', async () => {
    const a = instance(`nestling-test-invalidation-${process.pid}-${Date.now()}`);
    expect(a.cache.serving).toBe(false);
    await vi.waitFor(() => expect(a.cache.serving).toBe(true));
    await a.cache.resolve('hash', async () => session);
    expect(a.cache.size).toBe(1);

    // The connection drops (ioredis reconnects): at that moment the cache is emptied and stops
    // serving, until the subscription is back.
    const atClose = new Promise<{ serving: boolean; size: number }>((resolve) => {
      a.subscriber().once('close', () => resolve({ serving: a.cache.serving, size: a.cache.size }));
    });
    a.subscriber().disconnect(true);
    expect(await atClose).toEqual({ serving: false, size: 0 });
    await vi.waitFor(() => expect(a.cache.serving).toBe(true));
  });

  it('makes the other instances forget ended sessions and changed parents', async () => {
    const channel = `nestling-test-invalidation-${process.pid}-${Date.now()}-2`;
    const a = instance(channel);
    const b = instance(channel);
    await vi.waitFor(() => {
      expect(a.cache.serving).toBe(true);
      expect(b.cache.serving).toBe(true);
    });
    await b.cache.resolve('hash', async () => session);
    await a.invalidation.sessionsEnded([session.sessionId]);
    await vi.waitFor(() => expect(b.cache.size).toBe(0));

    await b.cache.resolve('hash', async () => session);
    await a.invalidation.parentChanged(session.parent.id);
    await vi.waitFor(() => expect(b.cache.size).toBe(0));
  });
});
