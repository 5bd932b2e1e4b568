import { Redis, type RedisOptions } from 'ioredis';

/** How long a connection may take to QUIT at shutdown before it is cut, in ms. */
const QUIT_TIMEOUT_MS = 2_000;

/**
 * How long one command may wait for Redis's reply by default, in ms (REDIS_COMMAND_TIMEOUT_MS):
 * a Redis that hangs fails the command after this instead of hanging the request; the rate
 * limits then count in memory (decision 026).
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/** Told of a connection's errors: which connection (`main`, `duplicate 1`, …) and what. */
export type RedisErrorHandler = (error: Error, connection: string) => void;

/**
 * Every Redis connection of one app instance, made and closed in one place (issue 8). The
 * main connection serves commands (the rate-limit store); a subscribed connection can run no
 * other command, so Socket.IO's Redis adapter (issue 12) asks for a duplicate each for its
 * publisher and its subscriber.
 */
export interface RedisConnections {
  /** The connection for ordinary commands. */
  readonly main: Redis;
  /**
   * A new connection to the same server with the same options, but `overrides`; closed by
   * {@link close}.
   */
  duplicate(overrides?: Partial<RedisOptions>): Redis;
  /**
   * Where the connections' errors go from now on (the app's logger). Every connection made
   * here has an `error` listener from the start — ioredis would otherwise print "Unhandled
   * error event" — and reports an error once, not again until the connection has been ready
   * again or the error changes (a Redis that is down fails every reconnection attempt).
   * Before a handler is set, errors go to stderr.
   */
  onError(handler: RedisErrorHandler): void;
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
 * @param options ioredis options for every connection (default: 2 retries per command, and a
 *   command timeout of {@link REDIS_COMMAND_TIMEOUT_MS}, so a request fails fast when Redis is
 *   down or hangs instead of waiting forever)
 */
export function createRedisConnections(url: string, options: RedisOptions = {}): RedisConnections {
  let report: RedisErrorHandler = (error, connection) => {
    process.stderr.write(`Redis (${connection}): ${error.message}\n`);
  };
  /** Gives `connection` its error listener, reporting each new error once. */
  function watched(connection: Redis, name: string): Redis {
    let last: string | undefined;
    connection.on('error', (error: Error) => {
      if (error.message === last) return;
      last = error.message;
      report(error, name);
    });
    connection.on('ready', () => {
      last = undefined;
    });
    return connection;
  }

  const main = watched(
    new Redis(url, {
      maxRetriesPerRequest: 2,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      ...options,
    }),
    'main',
  );
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
    duplicate(overrides) {
      const connection = watched(
        main.duplicate(overrides),
        `duplicate ${String(duplicates.length + 1)}`,
      );
      duplicates.push(connection);
      return connection;
    },
    onError(handler) {
      report = handler;
    },
    async close() {
      await Promise.all(duplicates.map(quit));
      await quit(main);
    },
  };
}
