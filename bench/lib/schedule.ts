/**
 * An open-loop (paced) load: operations started at evenly spaced scheduled times whatever the
 * server does, each timed from its **scheduled** start, so a server that stalls shows as a
 * longer tail, not as fewer operations (no coordinated omission — wrk2's method; decision
 * 039). The issue-12 real-time bench uses it, and so does the HTTP bench's paced load (`paced.ts`).
 */

import { Worker } from 'node:worker_threads';

/** What one paced run measured. */
export interface PacedRun {
  /** Per operation, in index order: ms from its scheduled start to its completion. */
  latencies: number[];
  /**
   * Per operation, in index order: ms from its scheduled start to the moment the scheduler
   * actually started it (the scheduler's own lateness, timer wake-up and a busy load
   * generator included; it is part of `latencies` too).
   */
  lateness: number[];
  /** ms from the first scheduled start to the last completion. */
  wallMs: number;
  /** Operations completed per second over `wallMs` (the rate the server actually carried). */
  achievedRate: number;
}

/** Options of `runPaced`. */
export interface PacedOptions {
  /**
   * How the scheduler waits for the next due time:
   * - `'poll'` (default): a timer until `spinMicros` before it, then `setImmediate` polling —
   *   precise, but the generator's core is 100 % busy at any rate above ≈ 500 a second, and a
   *   process that always runs is the one the kernel makes wait when anything else wants that
   *   core;
   * - `'thread'`: a metronome thread sleeps (`Atomics.wait`, sub-millisecond) until each due
   *   time and wakes the main thread with a message, which sleeps in libuv's poll meanwhile —
   *   the generator is idle between sends, at the cost of a thread wake-up (≈ 0.1 ms here) in the
   *   lateness. `spinMicros` does not apply.
   */
  pacer?: 'poll' | 'thread';
  /**
   * How close to an operation's due time (µs) the scheduler stops sleeping on a timer and
   * polls instead (`setImmediate`, which still serves I/O between polls): Node's timers have
   * 1 ms granularity and wake up late, so the last stretch is polled. Default 1,000 µs; the
   * load generator is busier for it (its own CPU; the bench subtracts it from "other").
   */
  spinMicros?: number;
}

/**
 * Starts `operation(0 … count − 1)` at `rate` per second, operation i at `start + i / rate`
 * on `process.hrtime` (an operation whose time has passed starts at once — several in one
 * turn if the generator fell behind), never waiting for earlier operations to finish, and
 * resolves when all have completed.
 * @param count how many operations (≥ 1)
 * @param rate operations per second (> 0)
 * @param operation the operation, given its index and how late (ms) the scheduler started it;
 *   its promise settles when the answer has arrived
 * @throws (rejects) with the first operation's error, once every started one has settled
 */
export async function runPaced(
  count: number,
  rate: number,
  operation: (index: number, lateMs: number) => Promise<void>,
  options: PacedOptions = {},
): Promise<PacedRun> {
  if (!(count >= 1) || !(rate > 0)) throw new Error('runPaced needs count ≥ 1 and rate > 0');
  const intervalNs = 1e9 / rate;
  const spinNs = (options.spinMicros ?? 1_000) * 1e3;
  const latencies = new Array<number>(count).fill(Number.NaN);
  const lateness = new Array<number>(count).fill(Number.NaN);
  const pending: Promise<void>[] = [];
  /** Operations that failed, by index: handled at once, so a failure is never an unhandled rejection. */
  const failures = new Map<number, unknown>();
  // The metronome thread starts (tens of ms) before the clock does, or the first sends would
  // all be that late.
  const metronome =
    options.pacer === 'thread' ? await startMetronome(intervalNs, count) : undefined;
  const origin = process.hrtime.bigint() + 1_000_000n;
  /** ns since the first scheduled start (negative before it). */
  const now = () => Number(process.hrtime.bigint() - origin);
  let next = 0;
  let lastDone = 0;

  await new Promise<void>((resolve, reject) => {
    const tick = () => {
      while (next < count && next * intervalNs <= now()) {
        const index = next;
        next += 1;
        const scheduled = index * intervalNs;
        const late = (now() - scheduled) / 1e6;
        lateness[index] = late;
        pending.push(
          operation(index, late).then(
            () => {
              const done = now();
              latencies[index] = (done - scheduled) / 1e6;
              lastDone = Math.max(lastDone, done);
            },
            (error: unknown) => {
              failures.set(index, error);
            },
          ),
        );
      }
      if (next >= count) {
        if (metronome) {
          metronome.off('message', tick);
          void metronome.terminate();
        }
        resolve();
        return;
      }
      if (metronome) return; // the metronome calls again at the next due time
      const wait = next * intervalNs - now();
      if (wait > spinNs) setTimeout(tick, Math.max(1, Math.floor((wait - spinNs) / 1e6)));
      else setImmediate(tick);
    };
    if (metronome) {
      metronome.on('message', tick);
      metronome.on('error', reject);
      metronome.postMessage(origin);
    }
    tick();
  });
  await Promise.all(pending);
  if (failures.size) throw failures.get(Math.min(...failures.keys()));
  const wallMs = lastDone / 1e6;
  return { latencies, lateness, wallMs, achievedRate: count / (wallMs / 1e3) };
}

/**
 * The `'thread'` pacer's metronome (a worker thread, plain JavaScript). It posts 'ready', waits
 * for the origin (a `process.hrtime` bigint: one clock for the process's threads), then for
 * each index i sleeps with `Atomics.wait` (a futex with a timeout: sub-millisecond, unlike
 * Node's 1 ms timers) until `origin + i × intervalNs` and posts i to the main thread, whose
 * `tick` starts every operation that is due.
 */
const METRONOME = `
const { parentPort, workerData } = require('node:worker_threads');
const { intervalNs, count } = workerData;
const sleeper = new Int32Array(new SharedArrayBuffer(4));
parentPort.once('message', (origin) => {
  for (let i = 0; i < count; i++) {
    const due = origin + BigInt(Math.ceil(i * intervalNs));
    for (;;) {
      const left = Number(due - process.hrtime.bigint());
      if (left <= 0) break;
      Atomics.wait(sleeper, 0, 0, left / 1e6);
    }
    parentPort.postMessage(i);
  }
});
parentPort.postMessage('ready');
`;

/** Starts the metronome thread and resolves once it is ready for its origin. */
function startMetronome(intervalNs: number, count: number): Promise<Worker> {
  const metronome = new Worker(METRONOME, { eval: true, workerData: { intervalNs, count } });
  return new Promise((resolve, reject) => {
    metronome.once('error', reject);
    metronome.once('message', () => {
      metronome.off('error', reject);
      resolve(metronome);
    });
  });
}
