import { processCpuSeconds, residentBytes } from '../lib/processes.js';
import { fixed } from '../lib/report.js';
import { ACCOUNT_ATTEMPTS, settings } from './settings.js';
import {
  figures,
  loadAverage,
  measureWindow,
  ownCpuSeconds,
  printWindows,
  Window,
  type WindowContext,
} from './window.js';
import { openLoop, SIGN_IN_SHARE } from './workload.js';

// Phase 3 of `npm run bench:soak`: the soak itself — open loop at the soak's rate, a warm-up not
// counted in the growth, then settings.durationSeconds in buckets, the memory sampled every
// settings.sampleSeconds (a full GC in the server, then its heap and RSS).

/** What the soak measured: its buckets, the whole soak as one window, failed memory samples. */
export interface SoakResult {
  buckets: Window[];
  soak: Window;
  memoryErrors: string[];
}

/**
 * Checks the sign-ins stay under the per-account throttle, warms up, then runs the soak.
 * @param soakRate the open loop's rate, req/s
 * @param parents how many parents sign in, in turn
 * @throws when the planned sign-ins would pass 75 % of the per-account throttle (raise --pairs)
 */
export async function runSoak(
  context: WindowContext,
  soakRate: number,
  parents: number,
): Promise<SoakResult> {
  const { workload, app, allWindows } = context;
  // The per-account throttle counts every sign-in; keep each parent well under it.
  const perAccount =
    (workload.signInCount +
      soakRate * SIGN_IN_SHARE * (settings.warmupSeconds + settings.durationSeconds)) /
    parents;
  if (perAccount > ACCOUNT_ATTEMPTS * 0.75)
    throw new Error(
      `${fixed(perAccount, 1)} sign-ins per parent would reach the per-account throttle; raise --pairs`,
    );

  if (settings.warmupSeconds > 0) {
    const warmup = await measureWindow(context, () =>
      openLoop(workload, soakRate, settings.warmupSeconds),
    );
    printWindows(`Warm-up at ${fixed(soakRate, 1)} req/s (not in the growth)`, [
      ['warm-up', warmup],
    ]);
  }

  // The soak, in buckets, with the memory sampled every few seconds.
  const buckets: Window[] = [];
  let bucketCpu = processCpuSeconds(app.pid);
  let bucketOwnCpu = ownCpuSeconds();
  const openBucket = () => {
    const window = new Window();
    workload.window = window;
    buckets.push(window);
    allWindows.push(window);
  };
  const closeBucket = () => {
    const window = buckets.at(-1)!;
    window.close();
    const cpu = processCpuSeconds(app.pid);
    window.cpuSeconds = cpu - bucketCpu;
    bucketCpu = cpu;
    const own = ownCpuSeconds();
    window.loadGenCpuSeconds = own - bucketOwnCpu;
    bucketOwnCpu = own;
    window.loadAverage = loadAverage();
    const f = figures(window);
    console.log(
      `bucket ${buckets.length}: ${fixed(f.requestsPerSecond, 1)} req/s, p50 ${fixed(f.p50Ms, 1)} ms, ` +
        `p99 ${fixed(f.p99Ms, 1)} ms, 5xx ${f.serverErrors}, non-2xx ${window.non2xx}, ` +
        `RSS ${fixed(f.rssMb, 1)} MB, heap ${fixed(f.heapUsedMb, 1)} MB, load ${f.loadAverage}`,
    );
  };
  const memoryErrors: string[] = [];
  let sampling = false;
  let nextSample = 0;
  let nextBucket = settings.bucketSeconds;
  const soakStart = performance.now();
  openBucket();
  await openLoop(workload, soakRate, settings.durationSeconds, (elapsed) => {
    if (elapsed >= nextBucket && elapsed < settings.durationSeconds) {
      nextBucket += settings.bucketSeconds;
      closeBucket();
      openBucket();
    }
    if (elapsed >= nextSample && !sampling && elapsed < settings.durationSeconds) {
      nextSample += settings.sampleSeconds;
      sampling = true;
      const window = workload.window;
      app.memory().then(
        (report) => {
          window.heapUsed.push(report.heapUsed);
          window.rss.push(residentBytes(app.pid));
          sampling = false;
        },
        (error: unknown) => {
          memoryErrors.push(String(error));
          sampling = false;
        },
      );
    }
  });
  closeBucket();
  const soak = new Window(soakStart);
  soak.close();
  for (const bucket of buckets) {
    soak.latencies.push(...bucket.latencies);
    for (const [status, count] of bucket.statuses)
      soak.statuses.set(status, (soak.statuses.get(status) ?? 0) + count);
    for (const [operation, list] of bucket.byOperation)
      soak.byOperation.set(operation, [...(soak.byOperation.get(operation) ?? []), ...list]);
    soak.chatLatencies.push(...bucket.chatLatencies);
    soak.errors += bucket.errors;
    soak.skipped += bucket.skipped;
    soak.chatLost += bucket.chatLost;
    soak.cpuSeconds += bucket.cpuSeconds;
    soak.loadGenCpuSeconds += bucket.loadGenCpuSeconds;
    soak.rss.push(...bucket.rss);
    soak.heapUsed.push(...bucket.heapUsed);
  }
  soak.loadAverage = loadAverage();

  return { buckets, soak, memoryErrors };
}
