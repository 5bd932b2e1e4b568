import { readFileSync } from 'node:fs';
import { processCpuSeconds, type ServerProcess } from '../lib/processes.js';
import { fixed, median, percent, percentile, table } from '../lib/report.js';
import type { Operation, Workload } from './workload.js';

// A window of the soak — a ramp step, the warm-up, a bucket — and its figures: what its
// requests answered, the CPU each side used, the memory sampled in it.

/** What the requests of one window (a ramp step, the warm-up, a bucket) answered. */
export class Window {
  readonly latencies: number[] = [];
  readonly byOperation = new Map<Operation, number[]>();
  /** Answers by HTTP status (2xx included). */
  readonly statuses = new Map<number, number>();
  /** Requests that got no answer (connection refused or reset, timeout). */
  errors = 0;
  /** Due requests the open loop skipped because MAX_IN_FLIGHT were waiting. */
  skipped = 0;
  readonly chatLatencies: number[] = [];
  chatLost = 0;
  readonly rss: number[] = [];
  readonly heapUsed: number[] = [];
  ended = Number.NaN;
  cpuSeconds = 0;
  /** CPU seconds this load generator used over the window. */
  loadGenCpuSeconds = 0;
  loadAverage = '';

  /** @param started when the window opened (performance.now(), ms) */
  constructor(readonly started = performance.now()) {}

  record(operation: Operation, status: number, ms: number): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (status < 200 || status >= 300) return;
    this.latencies.push(ms);
    const own = this.byOperation.get(operation) ?? [];
    own.push(ms);
    this.byOperation.set(operation, own);
  }
  get answers(): number {
    return [...this.statuses.values()].reduce((sum, count) => sum + count, 0);
  }
  count(test: (status: number) => boolean): number {
    return [...this.statuses].reduce((sum, [status, count]) => sum + (test(status) ? count : 0), 0);
  }
  get serverErrors(): number {
    return this.count((status) => status >= 500);
  }
  get non2xx(): number {
    return this.count((status) => status < 200 || status >= 300);
  }
  seconds(): number {
    return ((Number.isNaN(this.ended) ? performance.now() : this.ended) - this.started) / 1000;
  }
  close(): void {
    this.ended = performance.now();
  }
}

/** A window's figures, as printed and written to the JSON file. */
export function figures(window: Window) {
  const sorted = [...window.latencies].sort((a, b) => a - b);
  const chat = [...window.chatLatencies].sort((a, b) => a - b);
  const seconds = window.seconds();
  return {
    seconds,
    requestsPerSecond: window.answers / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    serverErrors: window.serverErrors,
    non2xx: Object.fromEntries(
      [...window.statuses].filter(([status]) => status < 200 || status >= 300),
    ),
    errors: window.errors,
    skipped: window.skipped,
    chatReceiveP99Ms: percentile(chat, 99),
    chatLost: window.chatLost,
    serverCpu: window.cpuSeconds / seconds,
    loadGenCpu: window.loadGenCpuSeconds / seconds,
    cpuPerRequestUs: (window.cpuSeconds / Math.max(window.answers, 1)) * 1e6,
    rssMb: median(window.rss) / 2 ** 20,
    heapUsedMb: median(window.heapUsed) / 2 ** 20,
    loadAverage: window.loadAverage,
  };
}

/** CPU seconds this process has used so far. */
export const ownCpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

/** The load average over 1, 5 and 15 minutes, as /proc/loadavg writes it. */
export const loadAverage = () =>
  readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Where a window is measured: the workload to record in, the app's process, every window so far. */
export interface WindowContext {
  workload: Workload;
  app: ServerProcess;
  /** Every window that counts towards the verdict (ramp steps and warm-up included). */
  allWindows: Window[];
}

/**
 * Runs `run` in a new window: the workload records into it, and the app's and this process's CPU
 * over it and the load average at its end are kept; the window joins `allWindows`.
 */
export async function measureWindow(
  { workload, app, allWindows }: WindowContext,
  run: () => Promise<void>,
): Promise<Window> {
  const window = new Window();
  workload.window = window;
  const cpuBefore = processCpuSeconds(app.pid);
  const ownBefore = ownCpuSeconds();
  await run();
  window.close();
  window.cpuSeconds = processCpuSeconds(app.pid) - cpuBefore;
  window.loadGenCpuSeconds = ownCpuSeconds() - ownBefore;
  window.loadAverage = loadAverage();
  allWindows.push(window);
  return window;
}

/** Prints windows as one table, a row each: throughput, latency, errors, CPU and memory. */
export function printWindows(title: string, rows: [string, Window][]): void {
  console.log(`\n${title}\n`);
  console.log(
    table(
      [
        '',
        'req/s',
        'p50 ms',
        'p99 ms',
        '5xx',
        'non-2xx by status',
        'no answer',
        'chat recv p99 ms',
        'lost',
        'server CPU',
        'µs/req',
        'load gen CPU',
        'RSS MB',
        'heap MB',
        'load avg',
      ],
      rows.map(([label, window]) => {
        const f = figures(window);
        return [
          label,
          fixed(f.requestsPerSecond, 1),
          fixed(f.p50Ms, 1),
          fixed(f.p99Ms, 1),
          String(f.serverErrors),
          Object.entries(f.non2xx)
            .map(([status, count]) => `${status}: ${count}`)
            .join(', ') || '—',
          String(f.errors + f.skipped),
          fixed(f.chatReceiveP99Ms, 1),
          String(f.chatLost),
          percent(f.serverCpu),
          fixed(f.cpuPerRequestUs, 0),
          percent(f.loadGenCpu),
          fixed(f.rssMb, 1),
          fixed(f.heapUsedMb, 1),
          f.loadAverage,
        ];
      }),
      [false, true, true, true, true, false, true, true, true, true, true, true, true, true, false],
    ),
  );
}
