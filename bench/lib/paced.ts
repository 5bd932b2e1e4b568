import http from 'node:http';
import { LatencyRecorder, type LoadResult } from './load.js';

export interface PacedLoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Every answer's body must equal this; others count as mismatches. */
  expectBody: string;
  /** Keep-alive HTTP/1.1 connections, all opened before the schedule starts. */
  connections: number;
  /** How long requests are scheduled for, seconds (the run then waits for the last answers). */
  durationSeconds: number;
  /** Offered rate, requests per second over all connections together. */
  rate: number;
  /** An answer not complete this long after its send counts as a timeout, seconds (10). */
  timeoutSeconds?: number;
  /** Where the latencies go (a new recorder if absent): lets a caller read other percentiles. */
  latencies?: LatencyRecorder;
  /**
   * Called with each request's send time, ms after the schedule's start (the scheduled time plus
   * the generator's lateness plus any wait for a free connection); for tests.
   */
  onSend?: (sentMs: number) => void;
}

/** The generator's own delay, ms: when it noticed a request was due minus its scheduled time. */
export interface SchedulerLateness {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface PacedLoadResult extends LoadResult {
  /** The offered rate, req/s (the option `rate`). */
  offeredRate: number;
  /** Requests scheduled: rate × durationSeconds, rounded. */
  scheduled: number;
  /**
   * How late the generator itself noticed each request was due. It is part of every latency
   * (each is timed from the scheduled time), so it bounds how much of a tail the generator, not
   * the server, can have caused.
   */
  lateness: SchedulerLateness;
  /** The 99th percentile of the wait for a free connection, ms (0 when one was always free). */
  queueWaitP99Ms: number;
}

/** Below this gap to the next scheduled send the scheduler polls instead of sleeping, ns. */
const SPIN_BELOW_NS = 2e6;

/**
 * An open-loop HTTP load at a fixed offered rate, wrk2's method (decision 038, "Paced
 * generator"): request i is scheduled at t0 + i / rate over all connections together, whatever
 * the answers do, and its latency is timed from that scheduled time to the end of its answer —
 * not from its actual send — so a stalled server shows in the tail instead of as fewer requests
 * (no coordinated omission). A request that falls due while every connection is busy waits in
 * one FIFO queue for the first free connection, and the wait is part of its latency.
 *
 * The scheduler is a loop on `process.hrtime`: it sleeps with `setTimeout` while the next send
 * is more than 2 ms away and otherwise polls with `setImmediate` (which lets libuv handle
 * answers between polls), because `setTimeout` alone is ≈ 1 ms late and that would be counted
 * as latency. At any offered rate above 500 req/s it therefore keeps its CPU busy. Its own
 * lateness is measured and returned.
 *
 * GET only, node:http `Agent` with keep-alive (`maxSockets` = connections, FIFO reuse, so every
 * connection carries a share). The connections are opened (one GET each, not counted) before
 * t0. Answers are recorded as autocannon's are: 2xx latencies in a LatencyRecorder; non-2xx,
 * bodies differing from `expectBody`, errors and timeouts counted as failures. Requests still
 * waiting for a connection `timeoutSeconds` after the schedule ended are dropped as timeouts.
 * The achieved rate is 2xx answers ÷ the time from t0 to the last answer (so an answer that
 * comes late lowers it). Rejects only if the connections cannot be opened.
 */
export async function runPacedLoad(options: PacedLoadOptions): Promise<PacedLoadResult> {
  if (!(options.rate > 0)) throw new Error('runPacedLoad: rate must be > 0');
  if (!(options.connections >= 1)) throw new Error('runPacedLoad: connections must be ≥ 1');
  const target = new URL(options.url);
  const timeoutMs = (options.timeoutSeconds ?? 10) * 1000;
  const expected = Buffer.from(options.expectBody);
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.connections,
    maxFreeSockets: options.connections,
    scheduling: 'fifo',
  });
  const latencies = options.latencies ?? new LatencyRecorder();
  const lateness = new LatencyRecorder();
  const queueWait = new LatencyRecorder();
  let latenessMax = 0;
  const failures = { non2xx: 0, mismatches: 0, errors: 0, timeouts: 0 };
  let ok = 0;

  /** One GET; calls `done` once with the status (0 on error/timeout) and whether the body matched. */
  const send = (done: (status: number, matched: boolean, timedOut: boolean) => void) => {
    let finished = false;
    const finish = (status: number, matched: boolean, timedOut: boolean) => {
      if (finished) return;
      finished = true;
      done(status, matched, timedOut);
    };
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'GET',
        headers: options.headers ?? {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          finish(response.statusCode ?? 0, Buffer.concat(chunks).equals(expected), false),
        );
        response.on('error', () => finish(0, false, false));
      },
    );
    request.setTimeout(timeoutMs, () => {
      finish(0, false, true);
      request.destroy();
    });
    request.on('error', () => finish(0, false, false));
    request.end();
  };

  try {
    // Open every connection before the clock starts, so no handshake lands in the figures.
    await Promise.all(
      Array.from(
        { length: options.connections },
        () =>
          new Promise<void>((resolve, reject) =>
            send((status) =>
              status
                ? resolve()
                : reject(new Error(`runPacedLoad: could not open a connection to ${options.url}`)),
            ),
          ),
      ),
    );

    const intervalNs = 1e9 / options.rate;
    const scheduled = Math.max(1, Math.round(options.rate * options.durationSeconds));
    const start = process.hrtime.bigint();
    const elapsedNs = () => Number(process.hrtime.bigint() - start);
    /** Scheduled times (ns after start) of due requests waiting for a connection, FIFO. */
    let queue: number[] = [];
    let head = 0;
    let next = 0;
    let inFlight = 0;
    let lastAnswerNs = 0;
    let drainTimer: NodeJS.Timeout | undefined;

    return await new Promise<PacedLoadResult>((resolve) => {
      const settle = () => {
        if (drainTimer) clearTimeout(drainTimer);
        const seconds = Math.max(lastAnswerNs, (scheduled - 1) * intervalNs) / 1e9;
        resolve({
          requestsPerSecond: ok / seconds,
          p50Ms: latencies.percentile(50),
          p99Ms: latencies.percentile(99),
          failures,
          answers: latencies.count,
          seconds,
          offeredRate: options.rate,
          scheduled,
          lateness: {
            p50Ms: lateness.percentile(50),
            p99Ms: lateness.percentile(99),
            maxMs: latenessMax,
          },
          queueWaitP99Ms: queueWait.percentile(99),
        });
      };
      const finishedAll = () => next >= scheduled && head >= queue.length && inFlight === 0;

      const dispatch = () => {
        while (inFlight < options.connections && head < queue.length) {
          const scheduledNs = queue[head++]!;
          if (head > 4096 && head * 2 > queue.length) {
            queue = queue.slice(head);
            head = 0;
          }
          inFlight++;
          const sentNs = elapsedNs();
          queueWait.record((sentNs - scheduledNs) / 1e6);
          options.onSend?.(sentNs / 1e6);
          send((status, matched, timedOut) => {
            inFlight--;
            const nowNs = elapsedNs();
            lastAnswerNs = Math.max(lastAnswerNs, nowNs);
            if (status >= 200 && status < 300) {
              ok++;
              latencies.record((nowNs - scheduledNs) / 1e6);
              if (!matched) failures.mismatches++;
            } else if (status) failures.non2xx++;
            else if (timedOut) failures.timeouts++;
            else failures.errors++;
            dispatch();
            if (finishedAll()) settle();
          });
        }
      };

      const tick = () => {
        const nowNs = elapsedNs();
        while (next < scheduled && next * intervalNs <= nowNs) {
          const late = (nowNs - next * intervalNs) / 1e6;
          lateness.record(late);
          if (late > latenessMax) latenessMax = late;
          queue.push(next * intervalNs);
          next++;
        }
        dispatch();
        if (next < scheduled) {
          const gapNs = next * intervalNs - elapsedNs();
          if (gapNs > SPIN_BELOW_NS) setTimeout(tick, Math.floor((gapNs - SPIN_BELOW_NS) / 1e6));
          else setImmediate(tick);
          return;
        }
        if (finishedAll()) {
          settle();
          return;
        }
        // The schedule is over: give the last answers `timeoutSeconds`, then drop what waits.
        drainTimer = setTimeout(() => {
          failures.timeouts += queue.length - head;
          head = queue.length;
          if (inFlight === 0) settle();
        }, timeoutMs);
      };
      tick();
    });
  } finally {
    agent.destroy();
  }
}
