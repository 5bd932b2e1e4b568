/**
 * An open-loop (paced) load: operations started at evenly spaced scheduled times whatever the
 * server does, each timed from its **scheduled** start, so a server that stalls shows as a
 * longer tail, not as fewer operations (no coordinated omission — wrk2's method; decision
 * 039). The issue-12 real-time bench uses it, and so does the HTTP bench's paced load (`paced.ts`).
 */

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
  const origin = process.hrtime.bigint() + 1_000_000n;
  /** ns since the first scheduled start (negative before it). */
  const now = () => Number(process.hrtime.bigint() - origin);
  let next = 0;
  let lastDone = 0;

  await new Promise<void>((resolve) => {
    const tick = () => {
      while (next < count && next * intervalNs <= now()) {
        const index = next;
        next += 1;
        const scheduled = index * intervalNs;
        const late = (now() - scheduled) / 1e6;
        lateness[index] = late;
        pending.push(
          operation(index, late).then(() => {
            const done = now();
            latencies[index] = (done - scheduled) / 1e6;
            lastDone = Math.max(lastDone, done);
          }),
        );
      }
      if (next >= count) {
        resolve();
        return;
      }
      const wait = next * intervalNs - now();
      if (wait > spinNs) setTimeout(tick, Math.max(1, Math.floor((wait - spinNs) / 1e6)));
      else setImmediate(tick);
    };
    tick();
  });
  const settled = await Promise.allSettled(pending);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const wallMs = lastDone / 1e6;
  return { latencies, lateness, wallMs, achievedRate: count / (wallMs / 1e3) };
}
