import { describe, expect, it } from 'vitest';
import { runPaced } from './schedule.js';

describe.each(['poll', 'thread'] as const)('runPaced with the %s pacer', (pacer) => {
  it('starts every operation once, in order, never before its scheduled time', async () => {
    const rate = 1000;
    const count = 200;
    const started: { index: number; atMs: number; lateMs: number }[] = [];
    const called = performance.now();
    const run = await runPaced(
      count,
      rate,
      async (index, lateMs) => {
        started.push({ index, atMs: performance.now(), lateMs });
        await new Promise((resolve) => setImmediate(resolve));
      },
      { pacer },
    );

    expect(started.map((s) => s.index)).toEqual(Array.from({ length: count }, (_, i) => i));
    for (const { index, atMs, lateMs } of started) {
      // On the scheduler's clock: at or after its scheduled time.
      expect(lateMs).toBeGreaterThanOrEqual(0);
      // On this test's clock: the schedule starts after the call, so operation i starts at least
      // i / rate (ms) after it — a scheduler that sent early or in bursts would not.
      expect(atMs - called).toBeGreaterThanOrEqual(index);
      expect(run.lateness[index]).toBe(lateMs);
      expect(run.latencies[index]).toBeGreaterThanOrEqual(lateMs);
    }
    // The schedule spans (count − 1) / rate; the last completion comes after it.
    expect(run.wallMs).toBeGreaterThanOrEqual(((count - 1) * 1000) / rate);
    expect(run.achievedRate).toBeCloseTo(count / (run.wallMs / 1000), 6);
  });

  it('rejects with an operation’s error once every started operation has settled', async () => {
    let settled = 0;
    const run = runPaced(
      20,
      2000,
      async (index) => {
        await new Promise((resolve) => setImmediate(resolve));
        settled++;
        if (index === 3) throw new Error('operation 3 failed');
      },
      { pacer },
    );
    await expect(run).rejects.toThrow('operation 3 failed');
    expect(settled).toBe(20);
  });
});
