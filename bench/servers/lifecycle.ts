import { writeSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

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
