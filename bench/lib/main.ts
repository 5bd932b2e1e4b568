import { killAllServers, stopAllServers } from './processes.js';

/** What to undo when the run is interrupted besides stopping its servers (a database to drop). */
let cleanup: (() => Promise<void>) | undefined;

/**
 * Names the clean-up an interrupted run must do besides stopping its servers (e.g. drop the
 * run's PostgreSQL database); `undefined` once the run has done it itself.
 */
export function cleanUpOnInterrupt(work: (() => Promise<void>) | undefined): void {
  cleanup = work;
}

/** Stops every server still running and runs the clean-up named by `cleanUpOnInterrupt`. */
export async function stopEverything(): Promise<void> {
  await stopAllServers();
  await cleanup?.().catch(() => undefined);
}

/**
 * Runs a bench's `main` and exits with its code; on an error, SIGINT or SIGTERM stops every
 * server and runs the clean-up first, and on exit SIGKILLs any server still running, so a
 * bench never leaves a server or a database behind.
 * @param label the bench's name, prefixed to the error printed
 */
export function runMain(label: string, main: () => Promise<number>): void {
  process.on('exit', killAllServers);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopEverything().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${label}: ${error instanceof Error ? error.message : String(error)}`);
      void stopEverything().finally(() => process.exit(1));
    },
  );
}
