export interface ServiceStatus {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unavailable';
}

/** A readiness answer: the HTTP status a load balancer reads, and the body. */
export interface Readiness {
  httpStatus: 200 | 503;
  body: ServiceStatus;
}

/** How old a readiness result may be before a probe pings the database again, in ms. */
export const READINESS_MAX_AGE_MS = 1000;
/** How long a ping may take before the database counts as not answering, in ms. */
export const READINESS_PING_TIMEOUT_MS = 1000;

const READY: Readiness = { httpStatus: 200, body: { status: 'ok', database: 'ok' } };
const NOT_READY: Readiness = {
  httpStatus: 503,
  body: { status: 'unavailable', database: 'unavailable' },
};

/** The readiness answer of an instance that is shutting down (SIGTERM; issue 15). */
export const DRAINING: Readiness = {
  httpStatus: 503,
  body: { status: 'unavailable', database: 'ok' },
};

/**
 * The readiness check behind GET /api/health (issue 2 §3, decision 004, issue 13): up, and the
 * database answers; 503 when it does not, so a load balancer takes the instance out.
 *
 * Probes do not each query the database: a result is reused while it is younger than
 * `maxAgeMs` (1 s), counted from when its ping started, and probes that arrive while a ping
 * runs share it. So the database sees at most about one ping a second however often the
 * instance is probed, and a probe arriving 1 s or more after the database stopped answering
 * pings it again and answers 503 — at once when the database refuses, or after `timeoutMs`
 * (1 s) when it hangs.
 * @param ping throws when the database does not answer
 * @param options.onError told of each failed ping (logged once per ping, not per probe)
 * @param options.now the clock, in ms (default Date.now; tests pass their own)
 */
export function createReadinessCheck(
  ping: () => Promise<void>,
  options: {
    onError: (error: unknown) => void;
    maxAgeMs?: number;
    timeoutMs?: number;
    now?: () => number;
  },
): () => Promise<Readiness> {
  const maxAgeMs = options.maxAgeMs ?? READINESS_MAX_AGE_MS;
  const timeoutMs = options.timeoutMs ?? READINESS_PING_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  let last: { startedAt: number; result: Readiness } | undefined;
  let running: Promise<Readiness> | undefined;

  async function pingOnce(): Promise<Readiness> {
    const startedAt = now();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`database ping took more than ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    let result: Readiness;
    try {
      await Promise.race([ping(), timedOut]);
      result = READY;
    } catch (error) {
      options.onError(error);
      result = NOT_READY;
    } finally {
      clearTimeout(timer);
    }
    last = { startedAt, result };
    return result;
  }

  return () => {
    if (last && now() - last.startedAt < maxAgeMs) return Promise.resolve(last.result);
    running ??= pingOnce().finally(() => {
      running = undefined;
    });
    return running;
  };
}
