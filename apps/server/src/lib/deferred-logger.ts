import type { FastifyBaseLogger } from 'fastify';

/** pino's child bindings and options, as Fastify's logger type names them. */
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger that makes its pino child — the request id bound — only when something
 * is first logged through it. Fastify makes that child for every request before the handler
 * runs (about 1 µs of pino's work, measured in docs/performance.md, "live-lean2"); a route
 * that logs nothing when it goes well, as the load balancers' probes, pays for it only when it
 * does log (an error answer, a framework error), and then the line carries the same `reqId`
 * as with Fastify's own child.
 */
class DeferredChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The real child, made on first use. */
  #logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  #forward(method: LogMethod, args: unknown[]): void {
    (this.#logger()[method] as (...args: unknown[]) => void)(...args);
  }

  get level(): FastifyBaseLogger['level'] {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: FastifyBaseLogger['level']) {
    this.#logger().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#forward('fatal', args);
  }

  error(...args: unknown[]): void {
    this.#forward('error', args);
  }

  warn(...args: unknown[]): void {
    this.#forward('warn', args);
  }

  info(...args: unknown[]): void {
    this.#forward('info', args);
  }

  debug(...args: unknown[]): void {
    this.#forward('debug', args);
  }

  trace(...args: unknown[]): void {
    this.#forward('trace', args);
  }

  silent(...args: unknown[]): void {
    this.#forward('silent', args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/**
 * A Fastify `childLoggerFactory` (route option) giving each request a {@link DeferredChildLogger}:
 * the same bindings and options as Fastify's default factory (`logger.child(bindings, options)`),
 * made on first use instead of on every request.
 * @param logger the parent logger (the app's)
 * @param bindings Fastify's bindings for the request (`{ reqId }`)
 * @param options the child's options (a route's `logLevel`, `logSerializers`)
 */
export function deferredChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new DeferredChildLogger(logger, bindings, options);
}
