import { describe, expect, it } from 'vitest';
import { createRedisConnections } from './redis.js';

const url = process.env.REDIS_URL;

describe('Redis connections', () => {
  // Needs a Redis server: runs where REDIS_URL names one (CI runs the suite with it), as the
  // rate-limit store it backs does.
  it.runIf(url)(
    'hands out working duplicates and closes every connection at shutdown',
    async () => {
      const redis = createRedisConnections(url!);
      const publisher = redis.duplicate();
      const subscriber = redis.duplicate();
      const heard = new Promise<string>((resolve) => {
        subscriber.on('message', (_channel, message: string) => resolve(message));
      });
      await subscriber.subscribe('nestling-test-channel');
      await publisher.publish('nestling-test-channel', 'hello');
      expect(await heard).toBe('hello');
      expect(await redis.main.ping()).toBe('PONG');

      await redis.close();
      expect([redis.main.status, publisher.status, subscriber.status]).toEqual([
        'end',
        'end',
        'end',
      ]);
      await redis.close();
    },
  );

  it('closes even when the server cannot be reached', async () => {
    const redis = createRedisConnections('redis://127.0.0.1:1', {
      retryStrategy: () => null,
      maxRetriesPerRequest: 0,
    });
    const extra = redis.duplicate();
    await redis.close();
    expect([redis.main.status, extra.status]).toEqual(['end', 'end']);
  });
});
