/**
 * `npm run bench:realtime` (issue 12): message send → receive latency through the app against a
 * bare Socket.IO ack echo, in the same run, with 1,000 connected sockets on each.
 *
 * - **Nestling**: the whole app (`servers/nestling-realtime.ts`, embedded PGlite, or
 *   PostgreSQL with BENCH_DATABASE_URL) with BENCH_PAIRS pairs of friends; the sockets are
 *   spread over their sessions (several tabs each). One operation: a friend's
 *   `POST /api/messages` (session cookie, XSRF pair) until the `receiveMessage` it caused
 *   arrives on the receiver's socket — HTTP, validation, the transaction with the pair's lock
 *   and friendship check, the insert, the event, the room emit (to the receiver's and the
 *   sender's tabs).
 * - **Bare echo**: `servers/socket-echo.ts`; one operation: `emitWithAck('echo')` on one of the
 *   sockets until its ack returns.
 *
 * Both servers run on one CPU, this client on the other (taskset). Each round starts fresh
 * servers, connects the sockets, discards a warm-up, then runs the operations with a fixed
 * number in flight. Prints p50 and p99 per target (median over rounds) and the ratio, the
 * server's CPU per operation (and its PostgreSQL backends'), and "other": the CPU other
 * processes took on the two benchmark CPUs meanwhile, in % of one CPU.
 *
 * Options (variables): BENCH_SOCKETS (1000), BENCH_PAIRS (100), BENCH_MESSAGES (2000),
 * BENCH_WARMUP_MESSAGES (300), BENCH_IN_FLIGHT (10), BENCH_ROUNDS (3), BENCH_JSON (file),
 * BENCH_TARGETS (`echo,nestling`), BENCH_CPU_PROFILE (a file: the Nestling server's CPU profile
 * of the measured operations, `servers/profile.ts`; the last round's is kept — the profiler's
 * own cost makes that round's figures no benchmark).
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { switchProfiler, waitForProfile } from './lib/cpu-profile.js';
import { createBenchDatabase, type BenchDatabase } from './lib/postgres.js';
import {
  allowedCpus,
  cpuOf,
  cpuTimes,
  processCpuSeconds,
  killAllServers,
  pinSelf,
  startServer,
  stopAllServers,
  type ServerProcess,
} from './lib/processes.js';
import { fixed, median, percent, percentile, ratio, table } from './lib/report.js';
import { connectSockets } from './lib/sockets.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const config = {
  sockets: Number(process.env.BENCH_SOCKETS ?? '1000'),
  pairs: Number(process.env.BENCH_PAIRS ?? '100'),
  messages: Number(process.env.BENCH_MESSAGES ?? '2000'),
  warmup: Number(process.env.BENCH_WARMUP_MESSAGES ?? '300'),
  inFlight: Number(process.env.BENCH_IN_FLIGHT ?? '10'),
  rounds: Number(process.env.BENCH_ROUNDS ?? '3'),
  targets: (process.env.BENCH_TARGETS ?? 'echo,nestling').split(','),
};
const cpuProfile = process.env.BENCH_CPU_PROFILE;
const postgresUrl = process.env.BENCH_DATABASE_URL;

const cpus = allowedCpus();
if (cpus.length < 2)
  throw new Error('the bench needs two CPUs (server on one, client on the other)');
const [serverCpu, clientCpu] = cpus as [number, number];
pinSelf(clientCpu);
process.on('exit', killAllServers);

/** Runs `operation` `count` times with `inFlight` at once; answers each one's ms. */
async function measure(
  count: number,
  operation: (index: number) => Promise<void>,
): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const started = process.hrtime.bigint();
      await operation(index);
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: config.inFlight }, worker));
  return latencies;
}

interface Figures {
  p50: number;
  p99: number;
  /** The server process's CPU per operation, in µs (database backends not counted). */
  cpuMicros: number;
  /** The CPU per operation of the PostgreSQL backends serving the app's database, in µs. */
  dbMicros: number;
  /**
   * CPU time other processes used on the two benchmark CPUs during the measured operations,
   * as a fraction of one CPU: both CPUs' process time minus this client, the server and its
   * database backends, per wall second.
   */
  otherCpu: number;
}

/** Measures the operations, the CPU time of the server (and its backends) and other load. */
async function measured(
  pid: number,
  operation: (index: number) => Promise<void>,
  database?: BenchDatabase,
): Promise<Figures> {
  const backends = (await database?.backends()) ?? [];
  const snapshot = () => ({
    time: process.hrtime.bigint(),
    self: process.cpuUsage(),
    server: processCpuSeconds(pid),
    database: cpuOf(backends),
    cores: cpuTimes(serverCpu).processes + cpuTimes(clientCpu).processes,
  });
  const before = snapshot();
  const latencies = await measure(config.messages, operation);
  const after = snapshot();
  const wall = Number(after.time - before.time) / 1e9;
  const self = (after.self.user + after.self.system - before.self.user - before.self.system) / 1e6;
  const server = after.server - before.server;
  let db = 0;
  for (const [backend, seconds] of after.database)
    db += seconds - (before.database.get(backend) ?? 0);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    cpuMicros: (server / config.messages) * 1e6,
    dbMicros: (db / config.messages) * 1e6,
    otherCpu: Math.max(0, after.cores - before.cores - self - server - db) / wall,
  };
}

async function benchEcho(): Promise<Figures> {
  const server = await startServer('socket-echo', 'servers/socket-echo.ts', {
    cpu: serverCpu,
    cwd: benchDir,
  });
  try {
    const sockets = await connectSockets(server.port, config.sockets, () => ({}));
    const run = (offset: number) => (index: number) =>
      sockets[(offset + index * 7) % sockets.length]!.emitWithAck('echo', {
        text: `hello ${String(index)}`,
      }).then(() => undefined);
    await measure(config.warmup, run(0));
    const result = await measured(server.pid, run(1));
    for (const socket of sockets) socket.close();
    return result;
  } finally {
    await server.stop();
  }
}

/** The cookies of a Set-Cookie list, as a Cookie header's pairs. */
function cookiePairs(setCookies: string[]): Map<string, string> {
  return new Map(
    setCookies.map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)] as [string, string];
    }),
  );
}

async function benchNestling(database?: BenchDatabase): Promise<Figures> {
  const parentsCount = config.pairs * 2;
  const server: ServerProcess = await startServer('nestling', 'servers/nestling-realtime.ts', {
    cpu: serverCpu,
    cwd: benchDir,
    // Migrating a fresh PGlite takes long on a loaded machine.
    readyTimeoutMs: 300_000,
    env: {
      BENCH_PAIRS: String(config.pairs),
      ...(database ? { BENCH_POSTGRES_URL: database.url } : {}),
      ...(cpuProfile ? { BENCH_CPU_PROFILE: cpuProfile } : {}),
    },
  });
  try {
    const base = `http://127.0.0.1:${String(server.port)}`;
    const sessionCookie = (parent: number) => `nestling_session=bench-session-${String(parent)}`;
    const sockets = await connectSockets(server.port, config.sockets, (index) => ({
      cookie: sessionCookie(index % parentsCount),
      origin: 'http://127.0.0.1',
    }));
    // Each sender's XSRF pair, as the web client holds it.
    const senders = await Promise.all(
      Array.from({ length: config.pairs }, async (_, pair) => {
        const parent = 2 * pair;
        const me = await fetch(`${base}/api/auth/me`, {
          headers: { cookie: sessionCookie(parent) },
        });
        const body = (await me.json()) as { parent: { id: number } };
        const cookies = cookiePairs(me.headers.getSetCookie());
        const header = [
          sessionCookie(parent),
          ...[...cookies].map(([name, value]) => `${name}=${value}`),
        ].join('; ');
        return { header, xsrf: cookies.get('XSRF-TOKEN') ?? '', id: body.parent.id };
      }),
    );
    const receiverIds = await Promise.all(
      Array.from({ length: config.pairs }, async (_, pair) => {
        const me = await fetch(`${base}/api/auth/me`, {
          headers: { cookie: sessionCookie(2 * pair + 1) },
        });
        return ((await me.json()) as { parent: { id: number } }).parent.id;
      }),
    );
    const waiting = new Map<string, () => void>();
    // One socket of each receiver listens (every tab of theirs gets the message).
    for (let pair = 0; pair < config.pairs; pair += 1) {
      sockets[2 * pair + 1]!.on('receiveMessage', (message: { content: string }) =>
        waiting.get(message.content)?.(),
      );
    }
    let sequence = 0;
    const send = async () => {
      sequence += 1;
      const pair = sequence % config.pairs;
      const sender = senders[pair]!;
      const text = `bench ${String(sequence)}`;
      const received = new Promise<void>((resolve) => waiting.set(text, resolve));
      const response = await fetch(`${base}/api/messages`, {
        method: 'POST',
        headers: {
          cookie: sender.header,
          'x-xsrf-token': sender.xsrf,
          'content-type': 'application/json',
          origin: base,
        },
        body: JSON.stringify({ receiverId: receiverIds[pair], text }),
      });
      if (response.status !== 201)
        throw new Error(`send answered ${String(response.status)}: ${await response.text()}`);
      await received;
      waiting.delete(text);
    };
    await measure(config.warmup, send);
    if (cpuProfile) {
      rmSync(cpuProfile, { force: true });
      switchProfiler(server.pid);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const result = await measured(server.pid, send, database);
    if (cpuProfile) {
      switchProfiler(server.pid);
      await waitForProfile(cpuProfile);
    }
    for (const socket of sockets) socket.close();
    return result;
  } finally {
    await server.stop();
  }
}

/** A database of its own on BENCH_DATABASE_URL's server for one round; dropped at the end. */
async function withPostgres<T>(work: (database: BenchDatabase) => Promise<T>): Promise<T> {
  const database = await createBenchDatabase(
    postgresUrl!,
    `nestling_bench_rt_${Date.now().toString(36)}`,
  );
  try {
    return await work(database);
  } finally {
    await database.drop();
  }
}

const results: Record<string, Figures[]> = { echo: [], nestling: [] };
const load = () => execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).trim();
process.stdout.write(
  `real-time bench: ${String(config.sockets)} sockets, ${String(config.pairs)} pairs, ${String(config.messages)} operations ` +
    `(${String(config.inFlight)} in flight) per target and round, ${String(config.rounds)} rounds; ` +
    `database ${postgresUrl ? 'PostgreSQL' : 'embedded PGlite'}; load ${load()}\n`,
);
try {
  for (let round = 1; round <= config.rounds; round += 1) {
    if (config.targets.includes('echo')) results.echo!.push(await benchEcho());
    if (config.targets.includes('nestling')) {
      results.nestling!.push(
        postgresUrl
          ? await withPostgres((database) => benchNestling(database))
          : await benchNestling(),
      );
    }
    const figures = (name: 'echo' | 'nestling') => {
      const last = results[name]!.at(-1);
      return last
        ? `${name} p50 ${fixed(last.p50, 2)} ms p99 ${fixed(last.p99, 2)} ms (other ${percent(last.otherCpu)})`
        : `${name} not run`;
    };
    process.stdout.write(`round ${String(round)}: ${figures('echo')}; ${figures('nestling')}\n`);
  }
} finally {
  await stopAllServers();
}

const summary = Object.fromEntries(
  Object.entries(results).map(([name, list]) => [
    name,
    {
      p50: median(list.map((entry) => entry.p50)),
      p99: median(list.map((entry) => entry.p99)),
      cpuMicros: median(list.map((entry) => entry.cpuMicros)),
      dbMicros: median(list.map((entry) => entry.dbMicros)),
      otherCpu: median(list.map((entry) => entry.otherCpu)),
    },
  ]),
) as Record<'echo' | 'nestling', Figures>;
process.stdout.write(
  `\n${table(
    ['target', 'p50 ms', 'p99 ms', 'p50 ÷ echo', 'p99 ÷ echo', 'server µs/op', 'db µs/op', 'other'],
    [
      [
        'bare Socket.IO ack echo',
        fixed(summary.echo.p50, 2),
        fixed(summary.echo.p99, 2),
        '1.0×',
        '1.0×',
        fixed(summary.echo.cpuMicros, 0),
        '–',
        percent(summary.echo.otherCpu),
      ],
      [
        'Nestling: POST /api/messages → receiveMessage',
        fixed(summary.nestling.p50, 2),
        fixed(summary.nestling.p99, 2),
        ratio(summary.nestling.p50, summary.echo.p50),
        ratio(summary.nestling.p99, summary.echo.p99),
        fixed(summary.nestling.cpuMicros, 0),
        postgresUrl ? fixed(summary.nestling.dbMicros, 0) : '–',
        percent(summary.nestling.otherCpu),
      ],
    ],
    [false, true, true, true, true, true, true, true],
  )}\nload after: ${load()}\n`,
);
if (process.env.BENCH_JSON)
  writeFileSync(process.env.BENCH_JSON, JSON.stringify({ config, results, summary }, null, 2));
