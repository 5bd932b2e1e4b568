import { describe, expect, it, vi } from 'vitest';
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

  it('listens for every connection’s errors: reported once each, never "Unhandled error event"', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const redis = createRedisConnections('redis://127.0.0.1:1', {
        retryStrategy: (times) => (times < 4 ? 10 : null),
        maxRetriesPerRequest: 0,
      });
      const reported: string[] = [];
      redis.onError((error, connection) => reported.push(`${connection}: ${error.message}`));
      const extra = redis.duplicate();
      await vi.waitFor(() => expect(reported).toHaveLength(2), { timeout: 5_000 });
      expect(reported.sort()).toEqual([
        expect.stringMatching(/^duplicate 1: connect ECONNREFUSED/),
        expect.stringMatching(/^main: connect ECONNREFUSED/),
      ]);
      // Several failed reconnections later, still one report each.
      await vi.waitFor(() => expect(redis.main.status).toBe('end'), { timeout: 5_000 });
      expect(reported).toHaveLength(2);
      await redis.close();
      expect(extra.status).toBe('end');
      expect(printed.mock.calls.flat().join(' ')).not.toMatch(/Unhandled error event/);
    } finally {
      printed.mockRestore();
    }
  });
});
