import { describe, expect, it } from 'vitest';
import { runPaced } from './schedule.js';

describe.each(['poll', 'thread'] as const)('runPaced with the %s pacer', (pacer) => {
  it('starts every operation once, in order, never before its scheduled time', async () => {
    const rate = 1000;
    const count = 200;
    const started: { index: number; atMs: number; lateMs: number }[] = [];
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
    // The first operation's scheduled start, from its own start and lateness (on this test's
    // clock, read a little after the scheduler's: 0.1 ms of slack for that).
    const origin = started[0]!.atMs - started[0]!.lateMs;
    for (const { index, atMs, lateMs } of started) {
      expect(lateMs).toBeGreaterThanOrEqual(0);
      expect(atMs - origin).toBeGreaterThanOrEqual(index - 0.1); // i / rate, in ms
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
