/**
 * `npm run bench:cpu` (issue 29): where a screen's main-thread time goes, by function of the
 * ORIGINAL source. Needs `npm run build` first (the web build writes source maps beside its
 * chunks: vite.config.ts's `build.sourcemap`). Starts apps/server/dist/server.js on a fresh
 * embedded database, seeds the family `bench:lighthouse` audits (lib/seeded-family.ts), and loads
 * each screen in Debian's Chromium (CHROME_PATH) as a phone would: 390×844, a fresh tab with the
 * origin's storage and HTTP cache cleared, signed in by cookie, the CPU slowed 4× by CDP's
 * `Emulation.setCPUThrottlingRate` (Lighthouse's mobile factor, here applied for real, not
 * simulated). CDP's `Profiler` samples V8 from just before the navigation until the page is quiet
 * (network idle for 1 s, then `CPU_PROFILE_SETTLE_MS`, default 3,000 ms).
 *
 * Prints per screen and build: the main thread's busy time split into script, garbage collection
 * and native work outside JavaScript ("(program)": Blink's parsing, style, layout, paint), the
 * long tasks (over 50 ms, as the page's PerformanceObserver saw them, throttled) with when they
 * started, whether after the LCP, the three functions with the most self time in each, the app's
 * functions with the most inclusive time in it and the time in React's phases (sync or concurrent
 * render, commit, passive effects); then the top functions by self and by inclusive time (a
 * function's samples counted once per sample however deep it recurses), the same for the app's own
 * functions only, and the self time by source file — each mapped through the build's source maps
 * to `function file:line` (@jridgewell/trace-mapping; a chunk's top-level code, i.e. module
 * evaluation, keeps its generated `/assets/<chunk>.js:1`). Times are ms per load, throttled, the
 * mean of the runs. Ends with one summary row per screen and build (medians): busy, script, long
 * tasks, blocking (Σ(task − 50 ms) of the long tasks after the FCP: TBT as observed, not
 * Lighthouse's simulated figure) and LCP.
 *
 * Variables: CPU_PROFILE_PAGES (routes as `bench:lighthouse` names them, default the parent hub),
 * CPU_PROFILE_RUNS (loads per screen and build, default 2), CPU_PROFILE_RATE (the CPU slowdown,
 * default 4; 1: the unthrottled load that Lighthouse's simulation observes and multiplies),
 * CPU_PROFILE_SCHEME (light or dark),
 * CPU_PROFILE_TOP (rows of the top tables, default 25), CPU_PROFILE_COMPARE=before=<old dist>
 * (also load that build, interleaved, its order alternating — as `LIGHTHOUSE_COMPARE`; the old
 * build needs its source maps too), CPU_PROFILE_KEEP=dir (write each `.cpuprofile` there, to open
 * in DevTools' Performance panel), CPU_PROFILE_NETWORK=slow4g (the network slowed too, for real,
 * through CDP's `Network.emulateNetworkConditions` with Lighthouse's devtools-throttling values:
 * 562.5 ms latency, 1.47 Mbit/s down, 675 kbit/s up — where the main thread waits for the
 * network, which the default, unthrottled localhost never shows), CPU_PROFILE_DELAY=<path>=<ms>
 * (requests whose URL contains `<path>` are held `<ms>` before they are sent — e.g.
 * `/api/schedules=1500`: the hub's month of events answering after its calendar has mounted).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import puppeteer, { type Browser, type Protocol } from 'puppeteer-core';
import { CHROME_PATH, QUIET_CHROMIUM_FLAGS, startBuiltServer } from '@nestling/testing';
import { indexProfile, type CallFrame, type ProfileTree } from './lib/cpu-profile.js';
import { fixed, median, table } from './lib/report.js';
import {
  appScreens,
  buildVariants,
  envList,
  freshPage,
  seedFamily,
  type Screen,
} from './lib/seeded-family.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** CPU slowdown (`CPU_PROFILE_RATE`, default 4: Lighthouse's mobile factor; 1 shows the unthrottled load Lighthouse's simulation observes). */
const THROTTLING = Number(process.env.CPU_PROFILE_RATE ?? 4);
const LONG_TASK_MS = 50;
const SAMPLING_INTERVAL_US = 200;
const RUNS = Number(process.env.CPU_PROFILE_RUNS ?? 2);
const SETTLE_MS = Number(process.env.CPU_PROFILE_SETTLE_MS ?? 3_000);
const TOP = Number(process.env.CPU_PROFILE_TOP ?? 25);
const SCHEME = process.env.CPU_PROFILE_SCHEME === 'dark' ? 'dark' : 'light';
const KEEP_DIR = process.env.CPU_PROFILE_KEEP;
/** Lighthouse's "slow 4G" as devtools throttling applies it (its `throttling.devtools*` values). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const NETWORK = process.env.CPU_PROFILE_NETWORK === 'slow4g' ? SLOW_4G : undefined;
/** `CPU_PROFILE_DELAY=<path>=<ms>`: requests whose URL contains `<path>` are sent `<ms>` late. */
const DELAY = (() => {
  const [delayedPath, ms] = (process.env.CPU_PROFILE_DELAY ?? '').split('=');
  return delayedPath && ms ? { path: delayedPath, ms: Number(ms) } : undefined;
})();

/** What the page's PerformanceObserver saw (ms since its time origin), and that origin. */
interface PageTimings {
  timeOrigin: number;
  fcp?: number;
  lcp?: number;
  longTasks: Array<{ start: number; duration: number }>;
}

/**
 * Runs in the page before its own scripts: keeps the long tasks, the FCP and the latest LCP
 * candidate on `window.__cpuBench` (a plain script, as `evaluateOnNewDocument` sends it).
 */
const OBSERVE_PAGE = `(() => {
  const seen = { timeOrigin: performance.timeOrigin, longTasks: [] };
  window.__cpuBench = seen;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) seen.longTasks.push({ start: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const paint of list.getEntries()) if (paint.name === 'first-contentful-paint') seen.fcp = paint.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const candidate of list.getEntries()) seen.lcp = candidate.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/** One load's profile and timings. */
interface Load {
  tree: ProfileTree;
  /** Each sample's time, ms on the page's clock (since its time origin), one per sample. */
  sampleMs: number[];
  timings: PageTimings;
}

/**
 * Loads `url` in a fresh tab with the CPU throttled and the profiler on, until the page is quiet.
 * The profile's clock (monotonic µs) is put on the page's (ms since its time origin) through the
 * document request's CDP event, which carries both a monotonic `timestamp` and a `wallTime`.
 */
async function profileLoad(browser: Browser, url: string, cookie: string | undefined) {
  const page = await freshPage(browser, url, cookie);
  try {
    await page.setViewport({
      width: 390,
      height: 844,
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    await page.evaluateOnNewDocument(OBSERVE_PAGE);
    const cdp = await page.createCDPSession();
    let documentClock: { wallMs: number; monotonicMs: number } | undefined;
    cdp.on('Network.requestWillBeSent', (event: Protocol.Network.RequestWillBeSentEvent) => {
      if (!documentClock && event.type === 'Document') {
        documentClock = { wallMs: event.wallTime * 1000, monotonicMs: event.timestamp * 1000 };
      }
    });
    await cdp.send('Network.enable');
    if (DELAY) {
      // Requests whose URL contains the path are held, then sent: their answer comes late.
      cdp.on('Fetch.requestPaused', (event: Protocol.Fetch.RequestPausedEvent) => {
        setTimeout(() => {
          cdp.send('Fetch.continueRequest', { requestId: event.requestId }).catch(() => {});
        }, DELAY.ms);
      });
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `*${DELAY.path}*` }] });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });
    if (NETWORK) await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // The chat socket stays open; a page that never goes idle is profiled up to the timeout.
    await page.waitForNetworkIdle({ idleTime: 1_000, timeout: 30_000 }).catch(() => {
      console.error(`${url}: the network was not idle within 30 s`);
    });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { profile } = await cdp.send('Profiler.stop');
    const timings = (await page.evaluate('window.__cpuBench')) as PageTimings;
    if (new URL(page.url()).pathname === '/login' && cookie) {
      throw new Error(`${url}: ended on /login — the session did not reach it`);
    }
    if (!documentClock) throw new Error(`${url}: no document request seen`);
    // Monotonic ms → the page's clock: wall = monotonic + (wallMs − monotonicMs).
    const toPage = documentClock.wallMs - documentClock.monotonicMs - timings.timeOrigin;
    const sampleMs: number[] = [];
    let at = profile.startTime;
    for (const delta of profile.timeDeltas ?? []) {
      at += delta;
      sampleMs.push(at / 1000 + toPage);
    }
    const tree = indexProfile({
      nodes: profile.nodes,
      samples: profile.samples ?? [],
      timeDeltas: profile.timeDeltas ?? [],
    });
    return { profile, load: { tree, sampleMs, timings } satisfies Load };
  } finally {
    await page.close();
  }
}

/** Original positions through a build's source maps (`<chunk>.js.map` beside each chunk). */
function sourceMapper(distDir: string) {
  const maps = new Map<string, TraceMap | undefined>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      try {
        maps.set(file, new TraceMap(readFileSync(path.join(distDir, `${file}.map`), 'utf8')));
      } catch {
        maps.set(file, undefined); // no map: the generated position is shown
      }
    }
    return maps.get(file);
  };
  /** `node_modules/…` or `src/…` (or the package's path) instead of the map's `../../…`. */
  const shortSource = (source: string) =>
    source
      .replace(/^.*?node_modules\//, 'node_modules/')
      .replace(/^(\.\.\/)+/, '')
      .replace(/^apps\/web\//, '');
  /**
   * The frame as `function file:line` of the original source; native frames by name, frames of
   * other scripts by URL.
   */
  return (frame: CallFrame & { columnNumber?: number }): { label: string; file: string } => {
    if (!frame.url) return { label: frame.functionName || '(anonymous native)', file: '(native)' };
    const { pathname } = new URL(frame.url);
    const map = mapOf(pathname.replace(/^\//, ''));
    const original = map
      ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber ?? 0 })
      : undefined;
    if (!original?.source) {
      const where = `${pathname}:${String(frame.lineNumber + 1)}`;
      return { label: `${frame.functionName || '(anonymous)'} ${where}`, file: pathname };
    }
    const file = shortSource(original.source);
    const name = original.name ?? (frame.functionName || '(anonymous)');
    return { label: `${name} ${file}:${String(original.line)}`, file };
  };
}

const IDLE = '(idle)';
const PROGRAM = '(program)';
const GC = '(garbage collector)';
const NON_SCRIPT = new Set([IDLE, PROGRAM, GC, '(root)']);
/**
 * React's phases as their react-dom functions name them: a synchronous render (a discrete event,
 * a `useSyncExternalStore` update such as TanStack Query's) is one task; a concurrent one (a
 * transition, a deferred value) yields every few ms; the commit and the passive effects are
 * never split.
 */
const REACT_PHASES: Array<[string, RegExp]> = [
  ['sync render', /^renderRootSync /],
  ['concurrent render', /^renderRootConcurrent /],
  ['commit', /^commitRoot /],
  ['effects', /^flushPassiveEffects /],
];
/** A label of the app's own source (apps/web/src, packages/shared), not a library's. */
const APP_SOURCE = / (src|packages)\/[^ ]*:\d+$/;

/** Per-load figures of one screen on one build. */
interface Figures {
  busyMs: number;
  scriptMs: number;
  gcMs: number;
  programMs: number;
  longTasks: number;
  blockingMs: number;
  lcpMs: number;
}

/** Adds `ms` to a key of a tally. */
const add = (tally: Map<string, number>, key: string, ms: number) =>
  tally.set(key, (tally.get(key) ?? 0) + ms);

/** The top `count` entries of a tally, biggest first, as table rows (ms per load and share). */
function topRows(tally: Map<string, number>, count: number, runs: number, busyMs: number) {
  return [...tally.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => [fixed(ms / runs, 1), `${fixed((100 * ms) / runs / busyMs, 1)} %`, key]);
}

/** Reads the loads of one screen on one build: prints its report, returns each load's figures. */
function report(title: string, loads: Load[], label: ReturnType<typeof sourceMapper>): Figures[] {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const byFile = new Map<string, number>();
  const figures: Figures[] = [];
  const lines: string[] = [];
  loads.forEach(({ tree, sampleMs, timings }, run) => {
    const { samples, timeDeltas } = tree.profile;
    const labels = new Map<number, ReturnType<typeof label>>();
    const labelOf = (nodeId: number) => {
      if (!labels.has(nodeId)) labels.set(nodeId, label(tree.node(nodeId).callFrame));
      return labels.get(nodeId) as ReturnType<typeof label>;
    };
    const stacks = new Map<number, Set<string>>();
    /** The labels of a sample's stack, each once. */
    const stackLabels = (nodeId: number) => {
      let counted = stacks.get(nodeId);
      if (!counted) {
        counted = new Set<string>();
        for (let at: number | undefined = nodeId; at !== undefined; at = tree.parent(at)) {
          if (NON_SCRIPT.has(tree.node(at).callFrame.functionName)) continue;
          counted.add(labelOf(at).label);
        }
        stacks.set(nodeId, counted);
      }
      return counted;
    };
    // A sample's interval is the delta that follows it (the time until the next sample).
    const msOf = (index: number) => (timeDeltas[index + 1] ?? 0) / 1000;
    const load: Figures = {
      busyMs: 0,
      scriptMs: 0,
      gcMs: 0,
      programMs: 0,
      longTasks: 0,
      blockingMs: 0,
      lcpMs: timings.lcp ?? NaN,
    };
    samples.forEach((nodeId, index) => {
      const ms = msOf(index);
      const leaf = tree.node(nodeId).callFrame.functionName;
      if (leaf === IDLE || leaf === '(root)') return;
      load.busyMs += ms;
      if (leaf === PROGRAM) load.programMs += ms;
      else if (leaf === GC) load.gcMs += ms;
      else load.scriptMs += ms;
      if (NON_SCRIPT.has(leaf)) {
        add(self, leaf, ms);
        return;
      }
      const leafLabel = labelOf(nodeId);
      add(self, leafLabel.label, ms);
      add(byFile, leafLabel.file, ms);
      for (const key of stackLabels(nodeId)) add(inclusive, key, ms);
    });
    lines.push(
      `run ${String(run + 1)}: busy ${fixed(load.busyMs, 0)} ms (script ${fixed(load.scriptMs, 0)}, GC ${fixed(load.gcMs, 0)}, (program) ${fixed(load.programMs, 0)}); FCP ${fixed(timings.fcp ?? NaN, 0)} ms, LCP ${fixed(load.lcpMs, 0)} ms`,
    );
    for (const task of timings.longTasks) {
      if (task.duration <= LONG_TASK_MS) continue;
      load.longTasks += 1;
      if (task.start >= (timings.fcp ?? 0)) load.blockingMs += task.duration - LONG_TASK_MS;
      // Inside the task: the functions with the most self time, the app's functions with the
      // most inclusive time (which component or module), and React's phases.
      const selfInTask = new Map<string, number>();
      const ownInTask = new Map<string, number>();
      const phases = new Map<string, number>();
      sampleMs.forEach((at, index) => {
        if (at < task.start || at > task.start + task.duration) return;
        const nodeId = samples[index] as number;
        const leaf = tree.node(nodeId).callFrame.functionName;
        const ms = msOf(index);
        add(selfInTask, NON_SCRIPT.has(leaf) ? leaf : labelOf(nodeId).label, ms);
        if (NON_SCRIPT.has(leaf)) return;
        const stack = stackLabels(nodeId);
        for (const key of stack) if (APP_SOURCE.test(key)) add(ownInTask, key, ms);
        for (const [phase, pattern] of REACT_PHASES) {
          if ([...stack].some((key) => pattern.test(key))) add(phases, phase, ms);
        }
      });
      const top = (tally: Map<string, number>, count: number) =>
        [...tally.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, count)
          .map(([key, ms]) => `${fixed(ms, 0)} ms ${key}`)
          .join('; ');
      const after = timings.lcp !== undefined && task.start >= timings.lcp ? 'after LCP' : '';
      lines.push(
        `  long task ${fixed(task.duration, 0).padStart(4)} ms at ${fixed(task.start, 0).padStart(5)} ms ${after.padEnd(9)} ${top(selfInTask, 3)}`,
        `    React: ${top(phases, 4) || '—'} | app: ${top(ownInTask, 3) || '—'}`,
      );
    }
    figures.push(load);
  });
  const runs = loads.length;
  const busy = median(figures.map((load) => load.busyMs));
  console.log(`\n## ${title}\n\n${lines.join('\n')}\n`);
  console.log(`Self time (ms per load, throttled ${String(THROTTLING)}×; share of busy time):\n`);
  console.log(table(['ms', 'share', 'function'], topRows(self, TOP, runs, busy), [true, true]));
  console.log(`\nInclusive time:\n`);
  console.log(
    table(['ms', 'share', 'function'], topRows(inclusive, TOP, runs, busy), [true, true]),
  );
  console.log(`\nInclusive time of the app's own functions (src/, packages/):\n`);
  const own = new Map([...inclusive].filter(([key]) => APP_SOURCE.test(key)));
  console.log(table(['ms', 'share', 'function'], topRows(own, TOP, runs, busy), [true, true]));
  console.log(`\nSelf time by source file:\n`);
  console.log(table(['ms', 'share', 'file'], topRows(byFile, 15, runs, busy), [true, true]));
  return figures;
}

const onlyPages = envList('CPU_PROFILE_PAGES', '/dashboard/parent-hub');
const servers: Array<{
  variant: string;
  distDir: string;
  stop: () => Promise<void>;
  baseUrl: string;
  cookie: string;
  kidId: number;
}> = [];
let browser: Browser | undefined;
try {
  for (const { variant, distDir } of buildVariants('CPU_PROFILE_COMPARE')) {
    const server = await startBuiltServer({
      repoRoot,
      label: `cpu-profile-${variant}`,
      env: distDir ? { WEB_DIST_DIR: distDir } : {},
    });
    servers.push({
      variant,
      distDir: distDir ?? path.join(repoRoot, 'apps', 'web', 'dist'),
      stop: () => server.stop(),
      baseUrl: server.baseUrl,
      ...(await seedFamily(server.baseUrl, server.mail)),
    });
  }
  browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      ...QUIET_CHROMIUM_FLAGS,
      // Blink's preferredColorScheme: 0 dark, 1 light.
      `--blink-settings=preferredColorScheme=${SCHEME === 'dark' ? '0' : '1'}`,
    ],
  });
  if (KEEP_DIR) mkdirSync(KEEP_DIR, { recursive: true });
  const mappers = new Map(servers.map((server) => [server.variant, sourceMapper(server.distDir)]));
  const summary: string[][] = [];
  const screens = appScreens(0).filter((screen) => onlyPages.includes(screen.route));
  for (const [index, screen] of screens.entries()) {
    const loads = new Map<string, Load[]>(servers.map((server) => [server.variant, []]));
    for (let run = 0; run < RUNS; run += 1) {
      // Interleaved, the builds' order alternating, as bench:lighthouse does.
      const order = (index + run) % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) {
        const target = appScreens(server.kidId).find((s) => s.route === screen.route) as Screen;
        const { profile, load } = await profileLoad(
          browser,
          `${server.baseUrl}${target.url}`,
          target.signedIn ? server.cookie : undefined,
        );
        loads.get(server.variant)?.push(load);
        if (KEEP_DIR) {
          const name = `${server.variant}-${screen.route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${String(run + 1)}.cpuprofile`;
          writeFileSync(path.join(KEEP_DIR, name), JSON.stringify(profile));
        }
      }
    }
    for (const server of servers) {
      const figures = report(
        `${server.variant} ${SCHEME} ${screen.route}`,
        loads.get(server.variant) ?? [],
        mappers.get(server.variant) as ReturnType<typeof sourceMapper>,
      );
      const mid = (pick: (load: Figures) => number) => fixed(median(figures.map(pick)), 0);
      summary.push([
        server.variant,
        screen.route,
        mid((load) => load.busyMs),
        mid((load) => load.scriptMs),
        mid((load) => load.longTasks),
        mid((load) => load.blockingMs),
        mid((load) => load.lcpMs),
      ]);
    }
  }
  console.log(
    `\n## Summary (${SCHEME}, CPU ${String(THROTTLING)}× slower${NETWORK ? ', network slow 4G' : ''}, medians of ${String(RUNS)} loads, ms)\n`,
  );
  console.log(
    table(['build', 'page', 'busy', 'script', 'long tasks', 'blocking after FCP', 'LCP'], summary, [
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ]),
  );
} finally {
  await browser?.close();
  for (const server of servers) await server.stop();
}
