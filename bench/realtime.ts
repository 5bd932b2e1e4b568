/**
 * `npm run bench:realtime` (issue 12): message send → receive latency through the app against a
 * bare Socket.IO ack echo and a same-work reference, in the same run, with 1,000 connected
 * sockets on each.
 *
 * - **Nestling**: the whole app (`servers/nestling-realtime.ts`, embedded PGlite, or
 *   PostgreSQL with BENCH_DATABASE_URL) with BENCH_PAIRS pairs of friends; the sockets are
 *   spread over their sessions (several tabs each). One operation: a friend's
 *   `POST /api/messages` (session cookie, XSRF pair) until the `receiveMessage` it caused
 *   arrives on the receiver's socket — HTTP, validation, the insert with the friendship check,
 *   the event, the room emit (to the receiver's and the sender's tabs).
 * - **Same work** (PostgreSQL only): `servers/socket-same-work.ts` — bare Fastify `POST`, one
 *   prepared insert into the app's `messages` table, `io.to([receiver, sender]).emit` to the
 *   same sockets; no auth, validation or limits. The same operation, without cookies.
 * - **Bare echo**: `servers/socket-echo.ts`; one operation: `emitWithAck('echo')` on one of the
 *   sockets until its ack returns.
 *
 * Each server runs on one CPU, this client on the other (taskset). Each round starts fresh
 * servers, one target after the other, connects the sockets, discards a warm-up, then measures
 * the target in two modes (decision 039):
 * - **closed loop**: BENCH_MESSAGES operations with BENCH_IN_FLIGHT at once, each timed from its
 *   send. The server is saturated, so its p99 is mostly queueing (Little's law); the achieved
 *   rate is the target's saturation throughput on this machine.
 * - **open loop**: BENCH_OPEN_MESSAGES operations started at BENCH_RATE per second, evenly
 *   spaced (`lib/schedule.ts`), each timed from its scheduled start; the same rate for every
 *   target. Its p99 is service time plus ordinary queueing at a stated load.
 *
 * Prints, per mode, p50 and p99 per target (median over rounds), the ratios to the echo and
 * (Nestling) to the same-work reference, the achieved rate, the server's CPU per operation (and
 * its PostgreSQL backends'), the scheduler's lateness (open loop) and "other": the CPU other
 * processes took on the two benchmark CPUs meanwhile, in % of one CPU.
 *
 * Options (variables): BENCH_SOCKETS (1000), BENCH_PAIRS (100), BENCH_MESSAGES (2000),
 * BENCH_WARMUP_MESSAGES (300), BENCH_IN_FLIGHT (10), BENCH_RATE (450 operations/s, decision
 * 039; a list such as `150,300,600` runs the open loop at each rate, one table each),
 * BENCH_OPEN_MESSAGES (2000), BENCH_SPIN_MICROS (1000, `runPaced`'s polling window),
 * BENCH_MODES (`closed,open`), BENCH_ROUNDS (3), BENCH_JSON (file), BENCH_TARGETS
 * (`echo,same-work,nestling`; same-work is skipped without BENCH_DATABASE_URL),
 * BENCH_CPU_PROFILE (a file: the Nestling server's CPU profile of the closed-loop operations,
 * `servers/profile.ts`; the last round's is kept — the profiler's own cost makes that round's
 * figures no benchmark).
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Socket } from 'socket.io-client';
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
import { runPaced } from './lib/schedule.js';
import { connectSockets } from './lib/sockets.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const postgresUrl = process.env.BENCH_DATABASE_URL;
const config = {
  sockets: Number(process.env.BENCH_SOCKETS ?? '1000'),
  pairs: Number(process.env.BENCH_PAIRS ?? '100'),
  messages: Number(process.env.BENCH_MESSAGES ?? '2000'),
  warmup: Number(process.env.BENCH_WARMUP_MESSAGES ?? '300'),
  inFlight: Number(process.env.BENCH_IN_FLIGHT ?? '10'),
  rates: (process.env.BENCH_RATE ?? '450').split(',').map(Number),
  openMessages: Number(process.env.BENCH_OPEN_MESSAGES ?? '2000'),
  spinMicros: Number(process.env.BENCH_SPIN_MICROS ?? '1000'),
  modes: (process.env.BENCH_MODES ?? 'closed,open').split(','),
  rounds: Number(process.env.BENCH_ROUNDS ?? '3'),
  targets: (process.env.BENCH_TARGETS ?? 'echo,same-work,nestling')
    .split(',')
    .filter((target) => postgresUrl || target !== 'same-work') as Target[],
};
const cpuProfile = process.env.BENCH_CPU_PROFILE;

type Target = 'echo' | 'same-work' | 'nestling';
/** `closed`, or `open@<rate>`: the open loop at one of BENCH_RATE's rates. */
type Mode = 'closed' | `open@${number}`;
const modes: Mode[] = [
  ...(config.modes.includes('closed') ? (['closed'] as const) : []),
  ...(config.modes.includes('open') ? config.rates.map((rate) => `open@${rate}` as const) : []),
];
/** The offered rate of an open-loop mode, per second (undefined for the closed loop). */
const rateOf = (mode: Mode) => (mode === 'closed' ? undefined : Number(mode.slice(5)));
const targetNames: Record<Target, string> = {
  echo: 'bare Socket.IO ack echo',
  'same-work': 'same work: Fastify POST + insert + emit',
  nestling: 'Nestling: POST /api/messages → receiveMessage',
};

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
  /** Operations completed per second of the measured run. */
  rate: number;
  /** Open loop: the scheduler's lateness (ms from scheduled to actual start), p50 / p99 / max. */
  lateP50: number;
  lateP99: number;
  lateMax: number;
  /** The server process's CPU per operation, in µs (database backends not counted). */
  cpuMicros: number;
  /** This load generator's CPU per operation, in µs (it has one CPU of its own). */
  clientMicros: number;
  /** The CPU per operation of the PostgreSQL backends serving the server's database, in µs. */
  dbMicros: number;
  /**
   * CPU time other processes used on the two benchmark CPUs during the measured operations,
   * as a fraction of one CPU: both CPUs' process time minus this client, the server and its
   * database backends, per wall second.
   */
  otherCpu: number;
}

/** A target's server, connected and ready: what one operation is, and whose CPU to count. */
interface Session {
  pid: number;
  database?: BenchDatabase;
  operation: (index: number) => Promise<void>;
}

/**
 * Measures `count` operations run by `run` (closed or open loop), the CPU time of the server
 * (and its backends) and other load.
 */
async function measured(
  session: Session,
  count: number,
  run: () => Promise<{ latencies: number[]; lateness?: number[] }>,
): Promise<Figures> {
  const backends = (await session.database?.backends()) ?? [];
  const snapshot = () => ({
    time: process.hrtime.bigint(),
    self: process.cpuUsage(),
    server: processCpuSeconds(session.pid),
    database: cpuOf(backends),
    cores: cpuTimes(serverCpu).processes + cpuTimes(clientCpu).processes,
  });
  const before = snapshot();
  const { latencies, lateness = [] } = await run();
  const after = snapshot();
  const wall = Number(after.time - before.time) / 1e9;
  const self = (after.self.user + after.self.system - before.self.user - before.self.system) / 1e6;
  const server = after.server - before.server;
  let db = 0;
  for (const [backend, seconds] of after.database)
    db += seconds - (before.database.get(backend) ?? 0);
  const sorted = [...latencies].sort((a, b) => a - b);
  const late = [...lateness].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    rate: count / wall,
    lateP50: percentile(late, 50),
    lateP99: percentile(late, 99),
    lateMax: late.at(-1) ?? Number.NaN,
    cpuMicros: (server / count) * 1e6,
    clientMicros: (self / count) * 1e6,
    dbMicros: (db / count) * 1e6,
    otherCpu: Math.max(0, after.cores - before.cores - self - server - db) / wall,
  };
}

/** Warms a session up, then measures it in each of the configured modes. */
async function measureModes(
  session: Session,
  profile = false,
): Promise<Partial<Record<Mode, Figures>>> {
  await measure(config.warmup, session.operation);
  const figures: Partial<Record<Mode, Figures>> = {};
  if (modes.includes('closed')) {
    if (profile && cpuProfile) {
      rmSync(cpuProfile, { force: true });
      switchProfiler(session.pid);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    figures.closed = await measured(session, config.messages, async () => ({
      latencies: await measure(config.messages, session.operation),
    }));
    if (profile && cpuProfile) {
      switchProfiler(session.pid);
      await waitForProfile(cpuProfile);
    }
  }
  for (const mode of modes) {
    const rate = rateOf(mode);
    if (rate === undefined) continue;
    figures[mode] = await measured(session, config.openMessages, () =>
      runPaced(config.openMessages, rate, session.operation, {
        spinMicros: config.spinMicros,
      }),
    );
  }
  return figures;
}

async function benchEcho(): Promise<Partial<Record<Mode, Figures>>> {
  const server = await startServer('socket-echo', 'servers/socket-echo.ts', {
    cpu: serverCpu,
    cwd: benchDir,
  });
  try {
    const sockets = await connectSockets(server.port, config.sockets, () => ({}));
    const operation = (index: number) =>
      sockets[(index * 7) % sockets.length]!.emitWithAck('echo', {
        text: `hello ${String(index)}`,
      }).then(() => undefined);
    const result = await measureModes({ pid: server.pid, operation });
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

const sessionCookie = (parent: number) => `nestling_session=bench-session-${String(parent)}`;

/**
 * Listens for `receiveMessage` on one socket of each pair's receiver (parent 2k + 1; socket i
 * belongs to parent i mod 2 × pairs, and every tab of a parent gets the message) and answers
 * `expect(text)`: a promise that resolves when the message with that content has arrived.
 */
function receivedMessages(sockets: Socket[]): (text: string) => Promise<void> {
  const waiting = new Map<string, () => void>();
  for (let pair = 0; pair < config.pairs; pair += 1) {
    sockets[2 * pair + 1]!.on('receiveMessage', (message: { content: string }) => {
      waiting.get(message.content)?.();
      waiting.delete(message.content);
    });
  }
  return (text) => new Promise<void>((resolve) => waiting.set(text, resolve));
}

/** What `postJson` answers: the status and the body as text. */
interface Answer {
  status: number;
  body: string;
}

/**
 * The connections of the sends' HTTP requests to one server: kept alive, at most 100 (a request
 * beyond waits in this client for a free one — still timed from its scheduled start in the open
 * loop). fetch's pool has no bound: when the server stalls, an open loop opened a new connection
 * per waiting send, hundreds at once, and one missed undici's 10 s connect timeout (2026-11-25).
 */
const sendAgent = () => new http.Agent({ keepAlive: true, maxSockets: 100 });

/**
 * `POST url` with a JSON body and `headers` through `agent`; answers the status and the body
 * (the web client's headers besides the caller's: accept, accept-encoding, as fetch sends them).
 * @throws (rejects) on a connection error
 */
function postJson(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          accept: '*/*',
          'accept-encoding': 'gzip, deflate',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * One send → receive: `post(pair, text)` sends a message from the pair's sender (parent 2k) to
 * its receiver and answers the HTTP response; the operation ends when the response was 201
 * and the message has arrived on the receiver's socket.
 */
function sendOperation(
  sockets: Socket[],
  post: (pair: number, text: string) => Promise<Answer>,
): (index: number) => Promise<void> {
  const expect = receivedMessages(sockets);
  let sequence = 0;
  return async () => {
    sequence += 1;
    const pair = sequence % config.pairs;
    const text = `bench ${String(sequence)}`;
    const received = expect(text);
    const response = await post(pair, text);
    if (response.status !== 201)
      throw new Error(`send answered ${String(response.status)}: ${response.body}`);
    await received;
  };
}

async function benchSameWork(database: BenchDatabase): Promise<Partial<Record<Mode, Figures>>> {
  const server = await startServer('same-work', 'servers/socket-same-work.ts', {
    cpu: serverCpu,
    cwd: benchDir,
    readyTimeoutMs: 300_000,
    env: { BENCH_PAIRS: String(config.pairs), BENCH_POSTGRES_URL: database.url },
  });
  try {
    const base = `http://127.0.0.1:${String(server.port)}`;
    const sockets = await connectSockets(server.port, config.sockets, (index) => ({
      cookie: sessionCookie(index % (config.pairs * 2)),
    }));
    const ids = (await (await fetch(`${base}/parents`)).json()) as number[];
    const agent = sendAgent();
    const operation = sendOperation(sockets, (pair, text) =>
      postJson(
        agent,
        `${base}/messages`,
        {},
        { senderId: ids[2 * pair], receiverId: ids[2 * pair + 1], text },
      ),
    );
    const result = await measureModes({ pid: server.pid, database, operation });
    for (const socket of sockets) socket.close();
    agent.destroy();
    return result;
  } finally {
    await server.stop();
  }
}

async function benchNestling(database?: BenchDatabase): Promise<Partial<Record<Mode, Figures>>> {
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
    const agent = sendAgent();
    const operation = sendOperation(sockets, (pair, text) => {
      const sender = senders[pair]!;
      return postJson(
        agent,
        `${base}/api/messages`,
        { cookie: sender.header, 'x-xsrf-token': sender.xsrf, origin: base },
        { receiverId: receiverIds[pair], text },
      );
    });
    const result = await measureModes(
      { pid: server.pid, ...(database ? { database } : {}), operation },
      true,
    );
    for (const socket of sockets) socket.close();
    agent.destroy();
    return result;
  } finally {
    await server.stop();
  }
}

/** A database of its own on BENCH_DATABASE_URL's server for one target; dropped at the end. */
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

const results = Object.fromEntries(
  modes.map((mode) => [mode, { echo: [], 'same-work': [], nestling: [] }]),
) as unknown as Record<Mode, Record<Target, Figures[]>>;
const load = () => execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).trim();
process.stdout.write(
  `real-time bench: ${String(config.sockets)} sockets, ${String(config.pairs)} pairs; ` +
    `closed loop ${String(config.messages)} operations (${String(config.inFlight)} in flight), ` +
    `open loop ${String(config.openMessages)} operations at ${config.rates.join(', ')}/s; ` +
    `modes ${modes.join(', ')}; targets ${config.targets.join(', ')}; ` +
    `${String(config.rounds)} rounds; database ${postgresUrl ? 'PostgreSQL' : 'embedded PGlite'}; ` +
    `load ${load()}\n`,
);
const runners: Record<Target, () => Promise<Partial<Record<Mode, Figures>>>> = {
  echo: benchEcho,
  'same-work': () => withPostgres(benchSameWork),
  nestling: () => (postgresUrl ? withPostgres(benchNestling) : benchNestling()),
};
try {
  for (let round = 1; round <= config.rounds; round += 1) {
    const line: string[] = [];
    for (const target of config.targets) {
      const figures = await runners[target]();
      for (const mode of modes) {
        const entry = figures[mode];
        if (!entry) continue;
        results[mode]![target].push(entry);
        line.push(
          `${target} ${mode} p50 ${fixed(entry.p50, 2)} p99 ${fixed(entry.p99, 2)} ms ` +
            `${fixed(entry.rate, 0)}/s (other ${percent(entry.otherCpu)})`,
        );
      }
    }
    process.stdout.write(`round ${String(round)}, ${load()}: ${line.join('; ')}\n`);
  }
} finally {
  await stopAllServers();
}

const summary = Object.fromEntries(
  modes.map((mode) => [
    mode,
    Object.fromEntries(
      config.targets.map((target) => {
        const list = results[mode]![target];
        const of = (key: keyof Figures) => median(list.map((entry) => entry[key]));
        return [
          target,
          Object.fromEntries(
            (Object.keys(list[0] ?? {}) as (keyof Figures)[]).map((key) => [key, of(key)]),
          ) as unknown as Figures,
        ];
      }),
    ),
  ]),
) as unknown as Record<Mode, Partial<Record<Target, Figures>>>;

/** `figure` of `target` ÷ the same of `reference`, or – when either was not run. */
const versus = (mode: Mode, target: Target, reference: Target, key: 'p50' | 'p99') => {
  const value = summary[mode]?.[target]?.[key];
  const base = summary[mode]?.[reference]?.[key];
  return value === undefined || base === undefined ? '–' : ratio(value, base);
};
const db = (figures: Figures) =>
  postgresUrl && figures.dbMicros >= 0 ? fixed(figures.dbMicros, 0) : '–';

for (const mode of modes) {
  const rate = rateOf(mode) ?? 0;
  const open = mode !== 'closed';
  const header = [
    'target',
    'p50 ms',
    'p99 ms',
    'p50 ÷ echo',
    'p99 ÷ echo',
    'p99 ÷ same work',
    open ? `achieved /s (of ${String(rate)})` : 'ops/s',
    ...(open ? ['late p50 / p99 ms'] : []),
    'server µs/op',
    'db µs/op',
    'client µs/op',
    'other',
  ];
  const rows = config.targets.flatMap((target) => {
    const figures = summary[mode]?.[target];
    if (!figures) return [];
    return [
      [
        targetNames[target],
        fixed(figures.p50, 2),
        fixed(figures.p99, 2),
        versus(mode, target, 'echo', 'p50'),
        versus(mode, target, 'echo', 'p99'),
        target === 'nestling' ? versus(mode, target, 'same-work', 'p99') : '–',
        // An open-loop target that did not carry the offered rate (median round under 97 % of
        // it) is marked: its latencies are those of an overloaded server (decision 039).
        `${open && figures.rate < 0.97 * rate ? 'NOT CARRIED ' : ''}${fixed(figures.rate, 0)}`,
        ...(open ? [`${fixed(figures.lateP50, 2)} / ${fixed(figures.lateP99, 2)}`] : []),
        fixed(figures.cpuMicros, 0),
        target === 'echo' ? '–' : db(figures),
        fixed(figures.clientMicros, 0),
        percent(figures.otherCpu),
      ],
    ];
  });
  process.stdout.write(
    `\n${
      open
        ? `Open loop: ${String(config.openMessages)} operations at ${String(rate)}/s, timed from their scheduled start`
        : `Closed loop: ${String(config.messages)} operations, ${String(config.inFlight)} in flight (saturated)`
    } — medians of ${String(config.rounds)} rounds\n${table(
      header,
      rows,
      header.map((_, i) => i > 0),
    )}\n`,
  );
}
process.stdout.write(`load after: ${load()}\n`);
if (process.env.BENCH_JSON)
  writeFileSync(process.env.BENCH_JSON, JSON.stringify({ config, results, summary }, null, 2));
