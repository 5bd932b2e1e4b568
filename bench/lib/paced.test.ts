import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LatencyRecorder } from './latency.js';
import { runPacedLoad } from './paced.js';

const BODY = '{"ok":true}';

/**
 * A local server answering BODY. Arrivals count from `arm()` (the generator's first measured
 * send, after the connection-opening requests): their times, ms after the first counted one,
 * are kept, and `hold(ms)` may return how long (ms) to hold that answer.
 */
async function startServer(hold: (sinceFirstMs: number) => number = () => 0) {
  const arrivals: number[] = [];
  let first: number | undefined;
  const server = http.createServer((_request, response) => {
    const now = performance.now();
    if (armed) {
      first ??= now;
      arrivals.push(now - first);
    }
    const delay = armed ? hold(now - first!) : 0;
    if (delay > 0) setTimeout(() => response.end(BODY), delay);
    else response.end(BODY);
  });
  let armed = false;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    arrivals,
    /** From now on arrivals count (call it from the generator's first send). */
    arm: () => {
      armed = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('runPacedLoad (open loop, wrk2 method)', () => {
  it('spreads arrivals evenly over the run instead of sending them in bursts', async () => {
    const server = await startServer();
    close = server.close;
    const rate = 500;
    const sends: number[] = [];
    const result = await runPacedLoad({
      url: server.url,
      expectBody: BODY,
      connections: 20,
      durationSeconds: 1,
      rate,
      onSend: (ms) => {
        if (!sends.length) server.arm();
        sends.push(ms);
      },
    });

    expect(result.scheduled).toBe(500);
    expect(result.answers).toBe(500);
    expect(result.failures).toEqual({ non2xx: 0, mismatches: 0, errors: 0, timeouts: 0 });
    // Never early: the i-th send is at or after its scheduled time i / rate.
    sends.forEach((ms, i) => expect(ms).toBeGreaterThanOrEqual((i * 1000) / rate - 0.001));
    // The server sees them spread over the second: a burst generator (autocannon's per-second
    // quota) would put nearly all of them in the first 100 ms window.
    const windows = new Array<number>(10).fill(0);
    for (const ms of server.arrivals) windows[Math.min(9, Math.floor(ms / 100))]!++;
    expect(server.arrivals.length).toBe(500);
    expect(Math.max(...windows)).toBeLessThanOrEqual(0.4 * 500);
    expect(windows.filter((count) => count > 0).length).toBeGreaterThanOrEqual(7);
    expect(Math.max(...server.arrivals)).toBeGreaterThanOrEqual(900);
    // The achieved rate is answers over the run, which lasts at least the schedule: never more
    // than the offered rate (a loaded test machine may make it less, so no lower bound here).
    expect(result.offeredRate).toBe(rate);
    expect(result.seconds).toBeGreaterThanOrEqual(0.998);
    expect(result.requestsPerSecond).toBeLessThanOrEqual(rate * 1.01);
    expect(result.requestsPerSecond).toBeCloseTo(result.answers / result.seconds, 6);
    expect(result.lateness.maxMs).toBeGreaterThanOrEqual(result.lateness.p99Ms);
  });

  it('times each answer from its scheduled start, so a 50 ms stall shows in the tail', async () => {
    // Answers to requests arriving 300–350 ms into the run are held until 350 ms.
    const server = await startServer((ms) => (ms >= 300 && ms < 350 ? 350 - ms : 0));
    close = server.close;
    const latencies = new LatencyRecorder();
    let armed = false;
    const result = await runPacedLoad({
      url: server.url,
      expectBody: BODY,
      connections: 2,
      durationSeconds: 1,
      rate: 1000,
      latencies,
      onSend: () => {
        if (!armed) server.arm();
        armed = true;
      },
    });

    expect(result.answers).toBe(1000);
    expect(result.failures).toEqual({ non2xx: 0, mismatches: 0, errors: 0, timeouts: 0 });
    // ≈ 50 requests fall due during the stall; both connections are held, the rest queue for
    // them. Timed from the scheduled start, those due in its first 30 ms wait ≥ 20 ms: ≈ 3 % of
    // the answers. Timed from the send (coordinated omission) only the 2 held ones would.
    expect(latencies.percentile(97.5)).toBeGreaterThanOrEqual(20);
    expect(result.p99Ms).toBeGreaterThanOrEqual(20);
    expect(result.queueWaitP99Ms).toBeGreaterThanOrEqual(10);
  });

  it('counts answers whose body differs from the expected one', async () => {
    const server = await startServer();
    close = server.close;
    const result = await runPacedLoad({
      url: server.url,
      expectBody: '{"ok":false}',
      connections: 2,
      durationSeconds: 1,
      rate: 50,
      onSend: server.arm,
    });
    expect(result.answers).toBe(50);
    expect(result.failures.mismatches).toBe(50);
  });
});
