import { Redis, type RedisOptions } from 'ioredis';

/** How long a connection may take to QUIT at shutdown before it is cut, in ms. */
const QUIT_TIMEOUT_MS = 2_000;

/**
 * Every Redis connection of one app instance, made and closed in one place (issue 8). The
 * main connection serves commands (the rate-limit store); a subscribed connection can run no
 * other command, so Socket.IO's Redis adapter (issue 12) asks for a duplicate each for its
 * publisher and its subscriber.
 */
export interface RedisConnections {
  /** The connection for ordinary commands. */
  readonly main: Redis;
  /** A new connection to the same server with the same options; closed by {@link close}. */
  duplicate(): Redis;
  /**
   * Closes every connection made here, duplicates first: QUIT when connected (a hard
   * disconnect after 2 s or when QUIT fails), else a disconnect at once (a server that is
   * gone). Resolves once each has ended. Safe to call twice.
   */
  close(): Promise<void>;
}

/**
 * Opens the main connection to `url`; duplicates are opened on demand.
 * @param url a `redis://` or `rediss://` URL (REDIS_URL)
 * @param options ioredis options for every connection (default: 2 retries per command, so
 *   a request fails fast when Redis is down instead of waiting forever)
 */
export function createRedisConnections(url: string, options: RedisOptions = {}): RedisConnections {
  const main = new Redis(url, { maxRetriesPerRequest: 2, ...options });
  const duplicates: Redis[] = [];

  /** QUIT a ready connection (pending replies arrive first); cut any other at once. */
  async function quit(connection: Redis): Promise<void> {
    if (connection.status === 'end') return;
    const closed = new Promise<void>((resolve) => connection.once('end', () => resolve()));
    const cut = setTimeout(() => connection.disconnect(), QUIT_TIMEOUT_MS);
    const givenUp = new Promise<void>((resolve) =>
      setTimeout(resolve, 2 * QUIT_TIMEOUT_MS).unref(),
    );
    if (connection.status === 'ready') void connection.quit().catch(() => connection.disconnect());
    else connection.disconnect();
    await Promise.race([closed, givenUp]);
    clearTimeout(cut);
  }

  return {
    main,
    duplicate() {
      const connection = main.duplicate();
      duplicates.push(connection);
      return connection;
    },
    async close() {
      await Promise.all(duplicates.map(quit));
      await quit(main);
    },
  };
}
