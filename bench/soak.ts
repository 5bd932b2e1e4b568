/**
 * `npm run bench:soak` (issue 14, "Durability and recovery"): the app under a mixed workload
 * for a long time at half its measured peak — no unexpected 5xx, a p99 that stays put, and no
 * memory growth. Not part of CI.
 *
 * 1. Starts the app (`servers/nestling-soak.ts`: the whole app, production plugins) pinned to
 *    one CPU with this load generator on the other, on PostgreSQL (BENCH_DATABASE_URL, a
 *    database of the run's own, dropped at the end) or the embedded PGlite; seeded with
 *    BENCH_SOAK_PAIRS pairs of friends (verified parents with a known password and a session
 *    each); each parent adds a kid through the API, and one socket per parent listens.
 * 2. The ramp: the mix, closed-loop, at 2, 4, 8 … requests in flight (a few seconds each) until
 *    two steps in a row add less than 5 % to the best throughput, or a step's p99 passes
 *    `ramp-p99` (past the knee; that step does not count): the best step is the peak.
 * 3. The soak: the mix, open-loop at `fraction` × the peak (a fixed rate, started on schedule
 *    whatever the answers do), a warm-up not counted, then `duration` seconds in buckets
 *    (a minute by default). Per bucket: req/s, p50/p99, 5xx, non-2xx by status, chat
 *    send → receive p99 and messages never received, the server's CPU, and its memory —
 *    RSS from /proc/<pid>/status and the heap used after a full GC (the server runs with
 *    --expose-gc and answers SIGUSR2 with `process.memoryUsage()` on its ready channel; no route
 *    in the app), sampled every `sample` seconds, the bucket's median kept.
 *
 * The mix (weights per request): sign-in 2 (`POST /api/auth/login`, the parents in turn so the
 * per-account throttle of 20 in 15 minutes is never reached), kids list 20, kid read 13,
 * calendar list 15 (a kid's month), calendar create 5, health list 15, health create 5 (the
 * form's multipart), chat send 10 (`POST /api/messages`, until the friend's socket gets
 * `receiveMessage`), chat read 5 (the newest page of a conversation).
 *
 * Memory growth = (last bucket's median − first bucket's median) ÷ first, for RSS and for the
 * heap. Exits 1 on any 5xx, failed connection or lost message, any other non-2xx (the workload
 * sends only valid requests), or a growth ≥ 10 %.
 *
 * Options: --duration S (BENCH_SOAK_SECONDS, 600) --warmup S (BENCH_SOAK_WARMUP, 30)
 * --bucket S (BENCH_SOAK_BUCKET, 60) --sample S (BENCH_SOAK_SAMPLE, 10) --fraction F
 * (BENCH_SOAK_FRACTION, 0.5) --rate R (BENCH_SOAK_RATE: a fixed req/s, no ramp) --ramp-step S
 * (BENCH_SOAK_RAMP_STEP, 8) --ramp-p99 MS (BENCH_SOAK_RAMP_P99_MS, 2000) --pairs N (BENCH_SOAK_PAIRS, 500) --database postgres|embedded
 * (BENCH_SOAK_DATABASE; postgres when BENCH_DATABASE_URL is set) --json FILE (BENCH_JSON).
 */
import { cleanUpOnInterrupt, runMain, stopEverything } from './lib/main.js';
import { createBenchDatabase, type BenchDatabase } from './lib/postgres.js';
import { allowedCpus, pinSelf } from './lib/processes.js';
import { runSoak } from './soak/buckets.js';
import { findSoakRate } from './soak/ramp.js';
import { postgresUrl, settings } from './soak/settings.js';
import { startSoakApp, type SoakProcesses } from './soak/start.js';
import { verdict } from './soak/verdict.js';
import { loadAverage, type Window } from './soak/window.js';

/**
 * The soak's phases, each in bench/soak/: the settings (settings.ts), the app started and its
 * parents prepared (start.ts, parents.ts), the ramp (ramp.ts), the soak in buckets (buckets.ts),
 * the verdict (verdict.ts); the workload and its windows in workload.ts and window.ts.
 * @returns the exit status (1 when the soak failed)
 */
async function main(): Promise<number> {
  const cpus = allowedCpus();
  if (cpus.length < 2) throw new Error('the soak needs two CPUs (server and load generator apart)');
  const [loadCpu, serverCpu] = cpus as [number, number];
  pinSelf(loadCpu);
  // Stops by itself: set-up (a fresh database, hundreds of kids), the ramp, warm-up and soak.
  const budgetSeconds =
    600 + 7 * (settings.rampStepSeconds + 2) + settings.warmupSeconds + settings.durationSeconds;
  setTimeout(() => {
    console.error(`soak: still running after ${budgetSeconds} s; stopping`);
    void stopEverything().finally(() => process.exit(1));
  }, budgetSeconds * 1000).unref();
  console.log(
    `Nestling soak · ${new Date().toISOString()} · ${settings.database === 'postgres' ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (embedded)'} · ` +
      `${settings.pairs * 2} parents · load average ${loadAverage()}`,
  );

  const postgres: BenchDatabase | undefined =
    settings.database === 'postgres' && postgresUrl
      ? await createBenchDatabase(postgresUrl, 'nestling_soak')
      : undefined;
  cleanUpOnInterrupt(postgres?.drop);
  const held: SoakProcesses = { sockets: [] };
  try {
    const { app, parents, workload } = await startSoakApp(postgres, serverCpu, loadCpu, held);
    const allWindows: Window[] = [];
    const context = { workload, app, allWindows };
    const { rate, ramp } = await findSoakRate(context);
    const result = await runSoak(context, rate, parents.length);
    return verdict(result, rate, ramp, allWindows);
  } finally {
    for (const socket of held.sockets) socket.close();
    await held.server?.stop();
    cleanUpOnInterrupt(undefined);
    await postgres?.drop();
  }
}

runMain('soak', main);
