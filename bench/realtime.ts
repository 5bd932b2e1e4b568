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
 * number in flight. Prints p50 and p99 per target (median over rounds) and the ratio.
 *
 * Options (variables): BENCH_SOCKETS (1000), BENCH_PAIRS (100), BENCH_MESSAGES (2000),
 * BENCH_WARMUP_MESSAGES (300), BENCH_IN_FLIGHT (10), BENCH_ROUNDS (3), BENCH_JSON (file).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  allowedCpus,
  processCpuSeconds,
  killAllServers,
  pinSelf,
  startServer,
  stopAllServers,
  type ServerProcess,
} from './lib/processes.js';
import { fixed, median, percentile, ratio, table } from './lib/report.js';
import { connectSockets } from './lib/sockets.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const config = {
  sockets: Number(process.env.BENCH_SOCKETS ?? '1000'),
  pairs: Number(process.env.BENCH_PAIRS ?? '100'),
  messages: Number(process.env.BENCH_MESSAGES ?? '2000'),
  warmup: Number(process.env.BENCH_WARMUP_MESSAGES ?? '300'),
  inFlight: Number(process.env.BENCH_IN_FLIGHT ?? '10'),
  rounds: Number(process.env.BENCH_ROUNDS ?? '3'),
};
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
}

/** Measures the operations and the server's CPU time over them. */
async function measured(
  pid: number,
  operation: (index: number) => Promise<void>,
): Promise<Figures> {
  const cpuBefore = processCpuSeconds(pid);
  const latencies = await measure(config.messages, operation);
  const cpu = processCpuSeconds(pid) - cpuBefore;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    cpuMicros: (cpu / config.messages) * 1e6,
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

async function benchNestling(databaseUrl?: string): Promise<Figures> {
  const parentsCount = config.pairs * 2;
  const server: ServerProcess = await startServer('nestling', 'servers/nestling-realtime.ts', {
    cpu: serverCpu,
    cwd: benchDir,
    // Migrating a fresh PGlite takes long on a loaded machine.
    readyTimeoutMs: 300_000,
    env: {
      BENCH_PAIRS: String(config.pairs),
      ...(databaseUrl ? { BENCH_POSTGRES_URL: databaseUrl } : {}),
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
    const result = await measured(server.pid, send);
    for (const socket of sockets) socket.close();
    return result;
  } finally {
    await server.stop();
  }
}

/** A database of its own on BENCH_DATABASE_URL's server for one run; dropped at the end. */
async function withPostgres<T>(work: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const name = `nestling_bench_rt_${String(process.pid)}_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
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
    results.echo!.push(await benchEcho());
    results.nestling!.push(
      postgresUrl ? await withPostgres((url) => benchNestling(url)) : await benchNestling(),
    );
    process.stdout.write(
      `round ${String(round)}: echo p50 ${fixed(results.echo!.at(-1)!.p50, 2)} ms p99 ${fixed(results.echo!.at(-1)!.p99, 2)} ms; ` +
        `nestling p50 ${fixed(results.nestling!.at(-1)!.p50, 2)} ms p99 ${fixed(results.nestling!.at(-1)!.p99, 2)} ms\n`,
    );
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
    },
  ]),
) as Record<'echo' | 'nestling', Figures>;
process.stdout.write(
  `\n${table(
    ['target', 'p50 ms', 'p99 ms', 'p50 ÷ echo', 'p99 ÷ echo', 'server µs/op'],
    [
      [
        'bare Socket.IO ack echo',
        fixed(summary.echo.p50, 2),
        fixed(summary.echo.p99, 2),
        '1.0×',
        '1.0×',
        fixed(summary.echo.cpuMicros, 0),
      ],
      [
        'Nestling: POST /api/messages → receiveMessage',
        fixed(summary.nestling.p50, 2),
        fixed(summary.nestling.p99, 2),
        ratio(summary.nestling.p50, summary.echo.p50),
        ratio(summary.nestling.p99, summary.echo.p99),
        fixed(summary.nestling.cpuMicros, 0),
      ],
    ],
    [false, true, true, true, true, true],
  )}\nload after: ${load()}\n`,
);
if (process.env.BENCH_JSON)
  writeFileSync(process.env.BENCH_JSON, JSON.stringify({ config, results, summary }, null, 2));
