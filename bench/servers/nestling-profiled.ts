/**
 * The whole Nestling app as `nestling.ts` runs it (see `app.ts`), with a CPU profiler the bench
 * switches by signal, for `bench/profile.ts`: the first SIGHUP starts V8's sampling profiler
 * (every PROFILE_INTERVAL_US µs, default 100), the next one stops it and writes the profile to
 * PROFILE_DIR/<n>.cpuprofile (n = 1, 2, …), so each profile covers one load and none of the
 * start-up. The request log is production's when BENCH_LOG=info.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { startBenchApp } from './app.js';

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', {
  interval: Number(process.env.PROFILE_INTERVAL_US || 100),
});
let profiling = false;
let written = 0;
process.on('SIGHUP', () => {
  void (async () => {
    if (!profiling) {
      profiling = true;
      await session.post('Profiler.start');
      return;
    }
    profiling = false;
    const { profile } = await session.post('Profiler.stop');
    written += 1;
    writeFileSync(
      path.join(process.env.PROFILE_DIR ?? '.', `${String(written)}.cpuprofile`),
      JSON.stringify(profile),
    );
  })();
});

await startBenchApp({ logged: process.env.BENCH_LOG === 'info' });
