/**
 * The whole Nestling app as `nestling.ts` runs it (see `app.ts`), with a CPU profiler the bench
 * switches by signal (`profile.ts`), for `bench/profile.ts`: the first signal starts V8's
 * sampling profiler (every PROFILE_INTERVAL_US µs, default 100), the next one stops it and
 * writes the profile to PROFILE_DIR/<n>.cpuprofile (n = 1, 2, …), so each profile covers one
 * load and none of the start-up. The request log is production's when BENCH_LOG=info.
 */
import path from 'node:path';
import { startBenchApp } from './app.js';
import { profileBetweenSignals } from './profile.js';

profileBetweenSignals({
  intervalMicros: Number(process.env.PROFILE_INTERVAL_US || 100),
  fileOf: (n) => path.join(process.env.PROFILE_DIR ?? '.', `${String(n)}.cpuprofile`),
});

await startBenchApp({ logged: process.env.BENCH_LOG === 'info' });
