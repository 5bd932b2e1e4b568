import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * The signal that switches a bench server's CPU profiler (`profileBetweenSignals`). SIGHUP, not
 * SIGUSR2: SIGUSR2 asks a server for its memory (`reportMemoryOnSignal`, the soak).
 */
export const PROFILE_SIGNAL = 'SIGHUP';

export interface SignalProfilerOptions {
  /** V8's sampling interval in µs (V8's default is 1,000; finer costs the server more). */
  intervalMicros: number;
  /** Where the n-th profile (n = 1, 2, …) is written; an existing file is replaced. */
  fileOf: (n: number) => string;
}

/**
 * Profiles a bench server's CPU between signals: the first `PROFILE_SIGNAL` starts V8's sampling
 * profiler, the next stops it and writes the profile to `fileOf(n)` (Chrome DevTools'
 * `.cpuprofile` JSON, as `node --cpu-prof` writes; read it with `lib/cpu-profile.ts`), and so
 * on — so each profile holds the measured load only, not the start-up, migrations and
 * connections. The file is written beside its place and renamed into it, so once it exists it
 * is whole. The bench switches it with `switchProfiler(pid)` (`lib/cpu-profile.ts`).
 */
export function profileBetweenSignals({ intervalMicros, fileOf }: SignalProfilerOptions): void {
  const session = new Session();
  session.connect();
  let running = false;
  let written = 0;
  process.on(PROFILE_SIGNAL, () => {
    void (async () => {
      if (!running) {
        running = true;
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: intervalMicros });
        await session.post('Profiler.start');
        return;
      }
      running = false;
      const { profile } = await session.post('Profiler.stop');
      written += 1;
      const file = fileOf(written);
      writeFileSync(`${file}.partial`, JSON.stringify(profile));
      renameSync(`${file}.partial`, file);
    })();
  });
}
