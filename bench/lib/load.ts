import autocannon from 'autocannon';
import { LatencyRecorder, type LoadResult } from './latency.js';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Every answer's body must equal this; others count as mismatches. */
  expectBody: string;
  connections: number;
  durationSeconds: number;
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
