// The latency histogram and a load run's result, apart from autocannon (lib/load.ts) so the
// paced generator and its tests need none of the bench's own install.

/**
 * Latencies of 2xx answers at 10 µs resolution up to 10 s (autocannon's own histogram keeps
 * whole milliseconds, too coarse for sub-millisecond answers on loopback).
 */
export class LatencyRecorder {
  private static readonly STEP_MS = 0.01;
  private readonly buckets = new Uint32Array(1_000_001);
  count = 0;

  record(ms: number): void {
    const index = Math.min(Math.round(ms / LatencyRecorder.STEP_MS), this.buckets.length - 1);
    this.buckets[index] = (this.buckets[index] ?? 0) + 1;
    this.count++;
  }

  /** The latency (ms) below which `p` percent of the recorded answers fell. */
  percentile(p: number): number {
    if (this.count === 0) return Number.NaN;
    const rank = Math.ceil((p / 100) * this.count);
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i] ?? 0;
      if (seen >= rank) return i * LatencyRecorder.STEP_MS;
    }
    return (this.buckets.length - 1) * LatencyRecorder.STEP_MS;
  }
}

/** What one load run measured (closed loop by autocannon, or paced by lib/paced.ts). */
export interface LoadResult {
  /** 2xx answers per second over the run. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, bodies that differed, connection errors and timeouts. */
  failures: { non2xx: number; mismatches: number; errors: number; timeouts: number };
  answers: number;
  seconds: number;
}
