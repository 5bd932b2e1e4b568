import http from 'node:http';
import { LatencyRecorder, type LoadResult } from './latency.js';
import { runPaced } from './schedule.js';

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
  /**
   * How the generator waits for each due time (`runPaced`'s `pacer`): `'thread'` (default) sleeps
   * between sends, woken by a metronome thread; `'poll'` keeps its core busy polling the clock.
   */
  pacer?: 'poll' | 'thread';
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
  /** The 99.9th percentile latency of the 2xx answers, ms (from each scheduled start). */
  p999Ms: number;
}

/** With the `'poll'` pacer: below this gap to the next send the scheduler polls, µs. */
const SPIN_BELOW_MICROS = 2_000;

/**
 * An open-loop HTTP load at a fixed offered rate, wrk2's method (decision 038, "Paced
 * generator"): request i is scheduled at t0 + i / rate over all connections together, whatever
 * the answers do, and its latency is timed from that scheduled time to the end of its answer —
 * not from its actual send — so a stalled server shows in the tail instead of as fewer requests
 * (no coordinated omission). A request that falls due while every connection is busy waits in
 * one FIFO queue for the first free connection, and the wait is part of its latency.
 *
 * The schedule is `runPaced` (`schedule.ts`, the one scheduler of the bench, shared with the
 * real-time bench), by default with its `'thread'` pacer (decision 045): a metronome thread
 * sleeps until each send is due (sub-millisecond; `setTimeout` alone is ≈ 1 ms late, which
 * would be counted as latency) and wakes this thread, which sleeps in libuv's poll in between —
 * so the generator uses the CPU its sends and answers need (≈ 35 % of a core at 2,000 req/s),
 * not all of it, and is not the process the kernel makes wait. `pacer: 'poll'` is the former
 * scheduler (a timer until 2 ms before, then `setImmediate` polling: 100 % of its core). Its
 * own lateness is measured and returned.
 *
 * GET only, node:http `Agent` with keep-alive (`maxSockets` = connections, FIFO reuse, so every
 * connection carries a share). The connections are opened (one GET each, not counted) before
 * t0. Answers are recorded as autocannon's are: 2xx latencies in a LatencyRecorder; non-2xx,
 * bodies differing from `expectBody`, errors and timeouts counted as failures.
 * A request waiting for a connection waits until one is free; each sent request has its own
 * `timeoutSeconds`.
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

    // One FIFO queue for a free connection: a due request waits here while all are busy.
    let busy = 0;
    const waiting: Array<() => void> = [];
    const acquire = (): Promise<void> => {
      if (busy < options.connections) {
        busy++;
        return Promise.resolve();
      }
      return new Promise((resolve) => waiting.push(resolve));
    };
    const release = () => {
      const next = waiting.shift();
      if (next) next();
      else busy--;
    };

    const intervalMs = 1000 / options.rate;
    const scheduled = Math.max(1, Math.round(options.rate * options.durationSeconds));
    const outcome = new Uint8Array(scheduled); // 1 = 2xx, 0 = anything else
    const run = await runPaced(
      scheduled,
      options.rate,
      async (index, lateMs) => {
        const startedNs = process.hrtime.bigint();
        await acquire();
        const waitedMs = Number(process.hrtime.bigint() - startedNs) / 1e6;
        queueWait.record(lateMs + waitedMs);
        options.onSend?.(index * intervalMs + lateMs + waitedMs);
        await new Promise<void>((resolve) =>
          send((status, matched, timedOut) => {
            release();
            if (status >= 200 && status < 300) {
              ok++;
              outcome[index] = 1;
              if (!matched) failures.mismatches++;
            } else if (status) failures.non2xx++;
            else if (timedOut) failures.timeouts++;
            else failures.errors++;
            resolve();
          }),
        );
      },
      { spinMicros: SPIN_BELOW_MICROS, pacer: options.pacer ?? 'thread' },
    );

    for (let i = 0; i < scheduled; i++) {
      if (outcome[i]) latencies.record(run.latencies[i]!);
      const late = run.lateness[i]!;
      lateness.record(late);
      if (late > latenessMax) latenessMax = late;
    }
    const seconds = Math.max(run.wallMs, (scheduled - 1) * intervalMs) / 1000;
    return {
      requestsPerSecond: ok / seconds,
      p50Ms: latencies.percentile(50),
      p99Ms: latencies.percentile(99),
      p999Ms: latencies.percentile(99.9),
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
    };
  } finally {
    agent.destroy();
  }
}
