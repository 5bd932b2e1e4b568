import autocannon from 'autocannon';

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

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Every answer's body must equal this; others count as mismatches. */
  expectBody: string;
  connections: number;
  durationSeconds: number;
}

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

/**
 * One autocannon run, closed loop at saturation: each connection sends its next request as soon
 * as the last answer arrives (one process, the programmatic API, HTTP/1.1 keep-alive, no
 * pipelining). Latency is timed from each send. For latency at a stated offered rate use
 * `runPacedLoad` (lib/paced.ts): autocannon's `overallRate` is a per-second quota per connection,
 * bursts at full speed rather than evenly spaced arrivals (decision 038, "Correction").
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies = new LatencyRecorder();
    const instance = autocannon(
      {
        url: options.url,
        method: 'GET',
        headers: options.headers ?? {},
        connections: options.connections,
        pipelining: 1,
        duration: options.durationSeconds,
        expectBody: options.expectBody,
        timeout: 10,
      },
      (error: unknown, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        resolve({
          requestsPerSecond: result['2xx'] / result.duration,
          p50Ms: latencies.percentile(50),
          p99Ms: latencies.percentile(99),
          failures: {
            non2xx: result.non2xx,
            mismatches: result.mismatches,
            errors: result.errors,
            timeouts: result.timeouts,
          },
          answers: latencies.count,
          seconds: result.duration,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.record(responseTime);
    });
  });
}
