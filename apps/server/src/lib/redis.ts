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
   * Closes every connection made here, duplicates first: QUIT, or a hard disconnect after
   * 2 s or when QUIT fails (a server that is gone). Safe to call twice.
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

  const ended = (connection: Redis) => connection.status === 'end';

  async function quit(connection: Redis): Promise<void> {
    if (ended(connection)) return;
    let timer: NodeJS.Timeout | undefined;
    const cut = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, QUIT_TIMEOUT_MS);
    });
    await Promise.race([connection.quit().then(() => undefined), cut]).catch(() => undefined);
    clearTimeout(timer);
    if (!ended(connection)) connection.disconnect();
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
