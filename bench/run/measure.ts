import type { LoadResult } from '../lib/latency.js';
import { runLoad } from '../lib/load.js';
import { runPacedLoad, type SchedulerLateness } from '../lib/paced.js';
import { startStallMonitor, type StallReport } from '../lib/stalls.js';
import type { BenchDatabase } from '../lib/postgres.js';
import {
  cpuOf,
  cpuTimes,
  pinProcess,
  processCpuSeconds,
  type ServerProcess,
} from '../lib/processes.js';
import { median, percent } from '../lib/report.js';
import { DISTURBED, settings } from './settings.js';

// Phase 3 of `npm run bench`: measuring one target — a warm-up, then a measured run with the CPU
// of every side accounted for, repeated while other load disturbed it — and the median figures
// of a target over the rounds.

/** One row of the bench: a server, a route, and the reference it is compared with. */
export interface Target {
  key: string;
  label: string;
  server: ServerProcess;
  path: string;
  headers: Record<string, string>;
  expectBody: string;
  /** The target whose req/s and latency this one is compared with (itself for a reference). */
  reference: string;
  /** The PostgreSQL database whose backends serve this target, if any. */
  postgres?: BenchDatabase | undefined;
  /**
   * Offered req/s of a paced target (lib/paced.ts, open loop, latency from each scheduled
   * start); closed-loop saturation (autocannon) without.
   */
  rate?: number | undefined;
}

/** One measured run of a target, with the CPU each side used. */
export interface Measurement extends LoadResult {
  round: number;
  target: string;
  /** How many times this run was made (more than 1 when earlier attempts were disturbed). */
  attempts: number;
  /** CPU time of the target's server process / wall time (1 = a whole CPU). */
  serverCpu: number;
  /** CPU time of the PostgreSQL backends of the bench database / wall time (0 on PGlite). */
  databaseCpu: number;
  /** Same for this load-generator process. */
  loadCpu: number;
  /** Everything the server CPU did (any process, interrupts) / wall time. */
  serverCoreBusy: number;
  /** Same for the load generator's CPU (loopback TCP work largely lands here as softirq). */
  loadCoreBusy: number;
  /** Other processes' CPU time on the two benchmark CPUs / wall time (≈ 0 on a quiet machine). */
  otherCpu: number;
  /** Time the hypervisor took the two benchmark CPUs away / wall time (≈ 0 on a quiet host). */
  steal: number;
  /** A paced target's scheduling lateness (the generator's own delay, part of every latency). */
  lateness?: SchedulerLateness | undefined;
  /** A paced target's p99 wait for a free connection, ms (part of the latency too). */
  queueWaitP99Ms?: number | undefined;
  /** A paced target's 99.9th percentile latency, ms. */
  p999Ms?: number | undefined;
  /** A paced target's load generator's own stalls over the measured run (event loop, GC). */
  generatorStalls?: StallReport | undefined;
  /** A paced target's server's own stalls over the measured run (null: it did not watch). */
  serverStalls?: StallReport | null | undefined;
  /**
   * PostgreSQL backends of the bench database opened and closed during the measured run (a pool
   * closes a connection idle for 10 s and opens one when it needs it: connection set-up inside the
   * run, and a new backend not yet pinned).
   */
  backendChurn?: { opened: number; closed: number } | undefined;
}

/** The CPUs of the run and every server started (whose CPU counts as the server side's). */
export interface Bench {
  loadCpu: number;
  serverCpu: number;
  servers: ServerProcess[];
}

/**
 * One run against a target: autocannon closed-loop, or the paced generator when the target has
 * an offered rate.
 */
function load(target: Target, durationSeconds: number) {
  const options = {
    url: `http://127.0.0.1:${target.server.port}${target.path}`,
    headers: target.headers,
    expectBody: target.expectBody,
    connections: settings.connections,
    durationSeconds,
  };
  return target.rate ? runPacedLoad({ ...options, rate: target.rate }) : runLoad(options);
}

/** One warm-up and one measured run against a target, with CPU accounting. */
async function measureOnce(
  bench: Bench,
  target: Target,
): Promise<Omit<Measurement, 'round' | 'attempts'>> {
  if (!target.server.alive()) throw new Error(`the ${target.server.name} server has exited`);
  await load(target, settings.warmupSeconds);

  // The pools are open after the warm-up: their backends serve the measured run, on the
  // server CPU, and their time is the server side's.
  const backends = (await target.postgres?.backends()) ?? [];
  for (const pid of backends) pinProcess(pid, bench.serverCpu);

  const snapshot = () => ({
    time: process.hrtime.bigint(),
    self: process.cpuUsage(),
    servers: bench.servers.map((server) => processCpuSeconds(server.pid)),
    target: processCpuSeconds(target.server.pid),
    database: cpuOf(backends),
    loadCore: cpuTimes(bench.loadCpu),
    serverCore: cpuTimes(bench.serverCpu),
  });
  // Paced rows: the generator's and the server's own stalls over the measured run, beside it.
  const generatorWatch = target.rate ? startStallMonitor() : undefined;
  if (target.rate) target.server.watchStalls();
  const before = snapshot();
  const result = await load(target, settings.durationSeconds);
  const after = snapshot();
  const generatorStalls = generatorWatch?.stop();
  const serverStalls = target.rate ? await target.server.stalls() : undefined;
  const backendsAfter = target.postgres ? await target.postgres.backends() : [];
  const opened = backendsAfter.filter((pid) => !backends.includes(pid)).length;
  const closed = backends.filter((pid) => !backendsAfter.includes(pid)).length;

  const wall = Number(after.time - before.time) / 1e9;
  const self = (after.self.user + after.self.system - before.self.user - before.self.system) / 1e6;
  const servers = after.servers.reduce(
    (sum, seconds, i) => sum + seconds - (before.servers[i] ?? 0),
    0,
  );
  let database = 0;
  for (const [pid, seconds] of after.database)
    database += seconds - (before.database.get(pid) ?? 0);
  const delta = (core: 'loadCore' | 'serverCore', field: 'processes' | 'interrupts' | 'steal') =>
    after[core][field] - before[core][field];
  const processes = delta('loadCore', 'processes') + delta('serverCore', 'processes');
  const steal = delta('loadCore', 'steal') + delta('serverCore', 'steal');
  return {
    ...result,
    target: target.key,
    serverCpu: (after.target - before.target) / wall,
    databaseCpu: database / wall,
    loadCpu: self / wall,
    serverCoreBusy: (delta('serverCore', 'processes') + delta('serverCore', 'interrupts')) / wall,
    loadCoreBusy: (delta('loadCore', 'processes') + delta('loadCore', 'interrupts')) / wall,
    otherCpu: Math.max(0, processes - self - servers - database) / wall,
    steal: steal / wall,
    generatorStalls,
    serverStalls,
    backendChurn: target.postgres ? { opened, closed } : undefined,
  };
}

/** measureOnce, repeated (up to settings.retries times) while other load disturbed it. */
export async function measure(bench: Bench, target: Target, round: number): Promise<Measurement> {
  let best: Omit<Measurement, 'round' | 'attempts'> | undefined;
  let attempts = 0;
  while (attempts <= settings.retries) {
    attempts++;
    const m = await measureOnce(bench, target);
    if (!best || m.otherCpu < best.otherCpu) best = m;
    if (m.otherCpu <= DISTURBED) break;
    if (attempts <= settings.retries) {
      console.log(
        `round ${round}  ${target.key}: other load ${percent(m.otherCpu)} on the benchmark CPUs; again`,
      );
    }
  }
  return { ...best!, round, attempts };
}

/** The median figures of one target over the rounds. */
export function summarise(target: Target, measurements: Measurement[]) {
  const own = measurements.filter((m) => m.target === target.key);
  const mid = (pick: (m: Measurement) => number) => median(own.map(pick));
  return {
    target: target.key,
    label: target.label,
    reference: target.reference,
    rate: target.rate,
    requestsPerSecond: mid((m) => m.requestsPerSecond),
    minRequestsPerSecond: Math.min(...own.map((m) => m.requestsPerSecond)),
    maxRequestsPerSecond: Math.max(...own.map((m) => m.requestsPerSecond)),
    p50Ms: mid((m) => m.p50Ms),
    p99Ms: mid((m) => m.p99Ms),
    serverCpu: mid((m) => m.serverCpu),
    databaseCpu: mid((m) => m.databaseCpu),
    /** Server-side CPU per answer, µs: the server process and its PostgreSQL backends. */
    cpuPerRequestUs: mid((m) => ((m.serverCpu + m.databaseCpu) / m.requestsPerSecond) * 1e6),
    serverCoreBusy: mid((m) => m.serverCoreBusy),
    loadCpu: mid((m) => m.loadCpu),
    loadCoreBusy: mid((m) => m.loadCoreBusy),
    otherCpu: mid((m) => m.otherCpu),
    steal: mid((m) => m.steal),
    /** Paced targets: the generator's scheduling lateness, p99 and max (median of rounds), ms. */
    latenessP99Ms: target.rate ? mid((m) => m.lateness?.p99Ms ?? Number.NaN) : undefined,
    latenessMaxMs: target.rate ? mid((m) => m.lateness?.maxMs ?? Number.NaN) : undefined,
    queueWaitP99Ms: target.rate ? mid((m) => m.queueWaitP99Ms ?? Number.NaN) : undefined,
    /** Paced targets: the median of rounds of the 99.9th percentile latency, ms. */
    p999Ms: target.rate ? mid((m) => m.p999Ms ?? Number.NaN) : undefined,
    /**
     * Paced targets, medians of rounds, ms: the generator's and the server's event-loop delay
     * (p99, max) and longest GC pause.
     */
    stalls: target.rate
      ? {
          generatorLoopP99Ms: mid((m) => m.generatorStalls?.loopDelay.p99Ms ?? Number.NaN),
          generatorLoopMaxMs: mid((m) => m.generatorStalls?.loopDelay.maxMs ?? Number.NaN),
          generatorGcMaxMs: mid((m) => longestGc(m.generatorStalls)),
          serverLoopP99Ms: mid((m) => m.serverStalls?.loopDelay.p99Ms ?? Number.NaN),
          serverLoopMaxMs: mid((m) => m.serverStalls?.loopDelay.maxMs ?? Number.NaN),
          serverGcMaxMs: mid((m) => longestGc(m.serverStalls)),
        }
      : undefined,
  };
}
export type Summary = ReturnType<typeof summarise>;

/** The longest GC pause of a stall report, ms (NaN without a report). */
function longestGc(report: StallReport | null | undefined): number {
  if (!report) return Number.NaN;
  return Math.max(report.gc.minor.maxMs, report.gc.major.maxMs, report.gc.other.maxMs);
}
