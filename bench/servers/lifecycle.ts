import { writeSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { startStallMonitor, type StallReport } from '../lib/stalls.js';

/** The line a benchmark server writes on its ready channel once it listens. */
export const READY_MARKER = 'BENCH_READY ';

/**
 * File descriptor of the ready channel: a pipe the bench opens as the child's fd 3, so a
 * server's standard output can go where production's goes (the request log of the logged
 * target is written there, to /dev/null, through pino's own destination).
 */
export const READY_FD = 3;

/** Tells the parent (bench/run.ts) which loopback port this server listens on. */
export function announceReady(address: string | AddressInfo | null): void {
  if (!address || typeof address === 'string') throw new Error('expected a TCP address');
  writeSync(READY_FD, `${READY_MARKER}${JSON.stringify({ port: address.port })}\n`);
}

/**
 * Runs `close` once, then exits, on SIGTERM/SIGINT or when the parent goes away (its end of
 * our standard input closes), so a killed parent never leaves a server behind.
 */
export function closeWhenParentGoes(close: () => Promise<void>): void {
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 5_000);
    force.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`close failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  process.stdin.on('end', shutdown);
  process.stdin.on('error', shutdown);
  process.stdin.resume();
}

/** The line a server writes on its ready channel with its memory figures (see below). */
export const MEMORY_MARKER = 'BENCH_MEMORY ';

/** What `reportMemoryOnSignal` writes: `process.memoryUsage()` after a full GC, in bytes. */
export interface MemoryReport {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** Whether a full GC ran first (node started with --expose-gc). */
  afterGc: boolean;
}

/**
 * On SIGUSR2, runs a full garbage collection when node was started with `--expose-gc` (the
 * soak starts its server so), then writes `process.memoryUsage()` as a MEMORY_MARKER line on
 * the ready channel — the bench reads a server's live heap without any route in the app.
 */
export function reportMemoryOnSignal(): void {
  process.on('SIGUSR2', () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const usage = process.memoryUsage();
    const report: MemoryReport = {
      rss: usage.rss,
      heapUsed: usage.heapUsed,
      heapTotal: usage.heapTotal,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      afterGc: gc !== undefined,
    };
    writeSync(READY_FD, `${MEMORY_MARKER}${JSON.stringify(report)}\n`);
  });
}

/** The line a server writes on its ready channel with a stall report (see below). */
export const STALLS_MARKER = 'BENCH_STALLS ';

/** The commands the bench writes on a server's standard input to open and close a window. */
export const STALLS_START = 'stalls start';
export const STALLS_REPORT = 'stalls report';

/**
 * With BENCH_STALLS set (the bench sets it; off otherwise): on a STALLS_START line on standard
 * input, starts watching this server's event-loop delay and GC pauses (`lib/stalls.ts`); on a
 * STALLS_REPORT line, stops and writes the window's `StallReport` (null without a window) as a
 * STALLS_MARKER line on the ready channel. Outside a window nothing is watched, so the
 * saturated runs pay nothing for it.
 */
export function reportStallsOnRequest(): void {
  if (!process.env.BENCH_STALLS) return;
  let monitor: { stop(): StallReport } | undefined;
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line === STALLS_START) {
      monitor?.stop();
      monitor = startStallMonitor();
    } else if (line === STALLS_REPORT) {
      const report = monitor?.stop() ?? null;
      monitor = undefined;
      writeSync(READY_FD, `${STALLS_MARKER}${JSON.stringify(report)}\n`);
    }
  });
}
