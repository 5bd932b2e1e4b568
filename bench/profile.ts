/**
 * `npm run bench:profile` (issue 13): where the app's CPU goes per answer, by hook and package.
 * Starts the app (`servers/nestling-profiled.ts`: production plugins, as `npm run bench` runs
 * it) pinned to one CPU, signs a parent in with three kids, and for each path puts it under
 * autocannon load (warm-up, then a measured load during which V8's sampling profiler runs).
 * Then it reads the profile and attributes every sample to the deepest frame of the stack that
 * is not Node's own code (node:…): a package (helmet, @fastify/cookie, pino, …) or a file of the
 * app — so the header writes helmet makes count as helmet's — and prints µs of CPU per answer by
 * owner, and the top functions by self time. Samples with no owner are Node's HTTP and socket
 * work (every server pays it), garbage collection and "(program)" (native code outside JS).
 *
 * Profiling slows the server (a sample every PROFILE_INTERVAL_US, default 100 µs): read the
 * figures as shares of a request, and compare runs of the same settings only.
 *
 * Variables: BENCH_DATABASE_URL (PostgreSQL server; the run creates and drops its database;
 * without it the embedded PGlite), PROFILE_PATHS (default /api/health/live,/api/kids),
 * PROFILE_SECONDS (10), BENCH_WARMUP (3), BENCH_CONNECTIONS (20), BENCH_LOG=info (the request
 * log on), PROFILE_KEEP=dir (keep the .cpuprofile files there).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn } from './lib/api.js';
import {
  readCpuProfile,
  switchProfiler,
  timeBy,
  waitForProfile,
  type ProfileTree,
} from './lib/cpu-profile.js';
import { runLoad } from './lib/load.js';
import { cleanUpOnInterrupt, runMain, stopEverything } from './lib/main.js';
import { createBenchDatabase } from './lib/postgres.js';
import { allowedCpus, pinSelf, startServer } from './lib/processes.js';
import { fixed, table } from './lib/report.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** Node's native socket writes: every server pays them, whichever code asked. */
const SOCKET_WRITES = new Set(['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String']);

/** The owner of a frame: a package name, an app file, or undefined for Node's own code. */
function ownerOf(url: string): string | undefined {
  if (!url || url.startsWith('node:')) return undefined;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const repo = url.indexOf('/apps/');
  const packages = url.indexOf('/packages/');
  const at = repo >= 0 ? repo : packages >= 0 ? packages : url.indexOf('/bench/');
  return at >= 0 ? url.slice(at + 1).replace(/\?.*$/, '') : url;
}

/**
 * µs per answer by owner (see the file's comment) and by function (self time), from a
 * profile; idle time is left out.
 * @returns owners and functions, each sorted by µs per answer, largest first, and the total
 */
function attribute(tree: ProfileTree, answers: number) {
  const ownerCache = new Map<number, string>();
  const ownerOfNode = (id: number): string => {
    const cached = ownerCache.get(id);
    if (cached) return cached;
    const node = tree.node(id);
    const name = node.callFrame.functionName;
    let owner: string;
    if (name === '(garbage collector)' || name === '(program)' || name === '(idle)') owner = name;
    else if (SOCKET_WRITES.has(name) && !node.callFrame.url) owner = 'node: socket writes';
    else {
      const own = ownerOf(node.callFrame.url);
      const up = tree.parent(id);
      owner =
        own ??
        (up === undefined || tree.node(up).callFrame.functionName === '(root)'
          ? 'node (http, net, timers: every server)'
          : ownerOfNode(up));
    }
    ownerCache.set(id, owner);
    return owner;
  };
  // Idle, and the profiler's own stop at the end (a bench server file) are left out.
  const counted = (id: number) => {
    const owner = ownerOfNode(id);
    return owner === '(idle)' || owner.startsWith('bench/') ? undefined : owner;
  };
  const owners = timeBy(tree.profile, counted);
  const functions = timeBy(tree.profile, (id) => {
    if (counted(id) === undefined) return undefined;
    const frame = tree.node(id).callFrame;
    return `${frame.functionName || '(anonymous)'} ${ownerOf(frame.url) ?? frame.url}:${frame.lineNumber + 1}`;
  });
  const total = [...owners.values()].reduce((sum, micros) => sum + micros, 0);
  const perAnswer = (entries: Map<string, number>) =>
    [...entries]
      .map(([name, micros]) => [name, micros / answers] as const)
      .sort((a, b) => b[1] - a[1]);
  return { owners: perAnswer(owners), functions: perAnswer(functions), total: total / answers };
}

async function main(): Promise<number> {
  const [serverCpu, loadCpu] = allowedCpus();
  if (serverCpu === undefined || loadCpu === undefined) throw new Error('needs two CPUs');
  pinSelf(loadCpu);
  const paths = (process.env.PROFILE_PATHS || '/api/health/live,/api/kids').split(',');
  const seconds = Number(process.env.PROFILE_SECONDS || 10);
  const warmup = Number(process.env.BENCH_WARMUP || 3);
  const connections = Number(process.env.BENCH_CONNECTIONS || 20);
  const keep = process.env.PROFILE_KEEP;
  const dir = keep ?? mkdtempSync(path.join(os.tmpdir(), 'nestling-profile-'));
  const postgres = process.env.BENCH_DATABASE_URL
    ? await createBenchDatabase(process.env.BENCH_DATABASE_URL, 'nestling_profile')
    : undefined;
  cleanUpOnInterrupt(postgres ? () => postgres.drop() : undefined);
  const server = await startServer('nestling-profiled', 'servers/nestling-profiled.ts', {
    cpu: serverCpu,
    cwd: benchDir,
    env: {
      PROFILE_DIR: dir,
      ...(postgres ? { BENCH_POSTGRES_URL: postgres.url } : {}),
      ...(process.env.BENCH_LOG ? { BENCH_LOG: process.env.BENCH_LOG } : {}),
    },
  });
  const base = `http://127.0.0.1:${server.port}`;
  const { cookie } = await signIn(base, 'bench.profile@example.com');
  console.log(
    `profile of ${postgres ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ` +
      `${warmup} s warm-up + ${seconds} s profiled per path; request log ${process.env.BENCH_LOG ?? 'off'}`,
  );
  let written = 0;
  for (const route of paths) {
    const headers = { cookie };
    const expectBody = await (await fetch(`${base}${route}`, { headers })).text();
    await runLoad({
      url: `${base}${route}`,
      headers,
      expectBody,
      connections,
      durationSeconds: warmup,
    });
    switchProfiler(server.pid);
    const load = await runLoad({
      url: `${base}${route}`,
      headers,
      expectBody,
      connections,
      durationSeconds: seconds,
    });
    switchProfiler(server.pid);
    written += 1;
    const file = path.join(dir, `${String(written)}.cpuprofile`);
    await waitForProfile(file);
    const { owners, functions, total } = attribute(readCpuProfile(file), load.answers);
    const fails = Object.values(load.failures).reduce((a, b) => a + b, 0);
    console.log(
      `\nGET ${route}: ${fixed(load.requestsPerSecond, 0)} req/s profiled, ${load.answers} answers` +
        `${fails ? `, ${fails} FAILURES` : ''}; ${fixed(total, 1)} µs of CPU per answer (idle left out)\n`,
    );
    console.log(
      table(
        ['owner (deepest non-Node frame)', 'µs/answer', 'share'],
        owners
          .filter(([, us]) => us >= 0.5)
          .map(([name, us]) => [name, fixed(us, 1), `${fixed((100 * us) / total, 1)} %`]),
      ),
    );
    console.log('\ntop functions by self time\n');
    console.log(
      table(
        ['function (owner:line)', 'µs/answer'],
        functions.slice(0, 25).map(([name, us]) => [name, fixed(us, 1)]),
      ),
    );
  }
  await stopEverything(); // stops the server, then drops the database (cleanUpOnInterrupt)
  if (!keep) rmSync(dir, { recursive: true, force: true });
  return 0;
}

runMain('bench:profile', main);
