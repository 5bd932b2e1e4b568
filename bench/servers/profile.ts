import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * With BENCH_CPU_PROFILE set (a file path), a bench server profiles its CPU between two
 * SIGUSR2 signals: the first starts V8's sampling profiler, the second stops it and writes the
 * profile there (Chrome DevTools' `.cpuprofile` JSON, as `node --cpu-prof` writes) — so the
 * profile holds the measured operations only, not the start-up, migrations and connections.
 * Without the variable, nothing happens.
 * @param intervalMicros the sampling interval in µs (V8's default is 1,000; finer costs more)
 */
export function profileBetweenSignals(intervalMicros = 200): void {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file) return;
  const session = new Session();
  session.connect();
  let running = false;
  process.on('SIGUSR2', () => {
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
      writeFileSync(file, JSON.stringify(profile));
    })();
  });
}
