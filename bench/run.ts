/**
 * `npm run bench` (issue 2 §9, issue 13): autocannon against the app and against bare
 * references of the same work, like against like, in interleaved rounds — the servers on one
 * CPU, this load generator on the other. Prints, per target, the median over rounds of req/s,
 * p50 and p99 latency and the ratio to its reference in the same run, then issue 13's goals
 * table. Targets run closed-loop at saturation (autocannon), except the "@R" ones: the
 * PostgreSQL reference and signed-in reads again at R req/s offered, by the paced open-loop
 * generator of lib/paced.ts (evenly spaced sends, latency from each scheduled start; decision
 * 038), each with the generator's and the server's own stalls over the run beside it (event-loop
 * delay, GC pauses; p99.9; PostgreSQL backends opened and closed — decision 045). The goals:
 *
 * - signed-in `GET /api/kids` and `GET /api/auth/me` ÷ Fastify + the same database answering
 *   one prepared primary-key select (node-postgres on PostgreSQL; PGlite in process on the
 *   embedded default);
 * - `GET /api/health/live` ÷ a bare Fastify hello-world (and, beside it, that hello writing the
 *   probes' header set: what the headers alone cost — decision 040);
 * - the request log at `info` (production's) ÷ the same app with the log off.
 *
 * The embedded database is always measured; with BENCH_DATABASE_URL, PostgreSQL too, on a
 * database this run creates and drops (its backends are pinned to the server CPU and their CPU
 * time is counted as the server side's). Loopback only; stops by itself; its servers die with
 * it.
 *
 * Options: --rounds N (5) --duration S (10) --warmup S (3) --connections N (20) --retries N (2)
 * --rate R[,R2…] (2000: the offered req/s of the paced "@R" rows, PostgreSQL only; decision 038)
 * --databases embedded,postgres (both when BENCH_DATABASE_URL is set) --targets WORD[,WORD…]
 * (only the targets whose key contains one of the words, and their references; all without)
 * --json FILE --server-flags "FLAGS" (node flags for every server, app and references alike, e.g.
 * "--min-semi-space-size=16"; none by default), or the variables BENCH_ROUNDS, BENCH_DURATION,
 * BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_RETRIES, BENCH_RATE, BENCH_DATABASES, BENCH_TARGETS,
 * BENCH_JSON, BENCH_SERVER_FLAGS. From the root: `npm run bench -- --rounds 2`.
 */
import { cleanUpOnInterrupt, runMain, stopEverything } from './lib/main.js';
import { createBenchDatabase } from './lib/postgres.js';
import { allowedCpus, pinSelf, type ServerProcess } from './lib/processes.js';
import { describeRun } from './run/describe.js';
import { report } from './run/report.js';
import { runRounds } from './run/rounds.js';
import { postgresUrl, settings } from './run/settings.js';
import { prepareTargets } from './run/targets.js';

/**
 * The run's phases, each in bench/run/: the settings (settings.ts), what this run is
 * (describe.ts), the servers and rows (targets.ts), the rounds (rounds.ts, measuring with
 * measure.ts), the report and its goals (report.ts, goals.ts).
 * @returns the exit status (1 when a run had failed requests)
 */
async function main(): Promise<number> {
  const cpus = allowedCpus();
  if (cpus.length < 2) {
    throw new Error(
      `the benchmark needs two CPUs (server and load generator apart); this process may use ${cpus.join(',')}`,
    );
  }
  const [loadCpu, serverCpu] = cpus as [number, number];
  pinSelf(loadCpu);

  const targetCount = 4 + 3 * settings.databases.length + 3 * settings.rates.length;
  const perMeasurement =
    (settings.warmupSeconds + settings.durationSeconds + 2) * (settings.retries + 1);
  const budgetMs = (settings.rounds * targetCount * perMeasurement + 240) * 1000;
  setTimeout(() => {
    console.error(`bench: still running after ${Math.round(budgetMs / 1000)} s; stopping`);
    void stopEverything().finally(() => process.exit(1));
  }, budgetMs).unref();

  const description = describeRun();
  const servers: ServerProcess[] = [];
  const postgres =
    settings.databases.includes('postgres') && postgresUrl
      ? await createBenchDatabase(postgresUrl)
      : undefined;
  cleanUpOnInterrupt(postgres?.drop);
  try {
    const prepared = await prepareTargets(postgres, serverCpu, servers);
    const measurements = await runRounds({ loadCpu, serverCpu, servers }, prepared.chosen);
    return report(description, prepared, measurements);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    cleanUpOnInterrupt(undefined);
    await postgres?.drop();
  }
}

runMain('bench', main);
