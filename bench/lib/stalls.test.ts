import { constants } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { describeStalls, loopDelayMs, startStallMonitor, summariseGc } from './stalls.js';

describe('summariseGc', () => {
  it('sums pauses by kind: scavenges, mark-compacts, and the rest', () => {
    const gc = summariseGc([
      { kind: constants.NODE_PERFORMANCE_GC_MINOR, durationMs: 1.5 },
      { kind: constants.NODE_PERFORMANCE_GC_MINOR, durationMs: 0.5 },
      { kind: constants.NODE_PERFORMANCE_GC_MAJOR, durationMs: 12 },
      { kind: constants.NODE_PERFORMANCE_GC_INCREMENTAL, durationMs: 0.25 },
      { kind: constants.NODE_PERFORMANCE_GC_WEAKCB, durationMs: 0.75 },
    ]);
    expect(gc).toEqual({
      minor: { count: 2, totalMs: 2, maxMs: 1.5 },
      major: { count: 1, totalMs: 12, maxMs: 12 },
      other: { count: 2, totalMs: 1, maxMs: 0.75 },
    });
  });

  it('reports no pauses as zeros', () => {
    const none = { count: 0, totalMs: 0, maxMs: 0 };
    expect(summariseGc([])).toEqual({ minor: none, major: none, other: none });
  });
});

describe('loopDelayMs', () => {
  it('is the time beyond the timer’s interval, in ms, never negative', () => {
    expect(loopDelayMs(1_250_000, 1)).toBeCloseTo(0.25, 9);
    expect(loopDelayMs(31_000_000, 1)).toBeCloseTo(30, 9);
    expect(loopDelayMs(900_000, 1)).toBe(0);
  });
});

describe('startStallMonitor', () => {
  it('sees the event loop held for 30 ms, and the scavenges of short-lived garbage', async () => {
    const monitor = startStallMonitor();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const until = performance.now() + 30;
    while (performance.now() < until) {
      // Holds the loop, as a long synchronous task or a GC pause would.
    }
    let kept = 0;
    for (let i = 0; i < 200_000; i++) kept += { i, text: `garbage ${i}` }.text.length;
    expect(kept).toBeGreaterThan(0);
    // GC entries reach observers on a later turn of the loop.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const report = monitor.stop();

    expect(report.loopDelay.maxMs).toBeGreaterThanOrEqual(29);
    expect(report.loopDelay.p50Ms).toBeLessThanOrEqual(report.loopDelay.maxMs);
    expect(report.gc.minor.count).toBeGreaterThanOrEqual(1);
    expect(report.gc.minor.maxMs).toBeLessThanOrEqual(report.gc.minor.totalMs);
    expect(report.seconds).toBeGreaterThanOrEqual(0.07);
    expect(describeStalls(report)).toMatch(
      /^loop p99 \d+\.\d\d \/ max \d+\.\d\d ms, GC minor \d+×/,
    );
  });
});
