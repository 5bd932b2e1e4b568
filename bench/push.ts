/**
 * `npm run bench:push` (issue 25 "Proof", decision 066): Web Push through the outbox against
 * the send path alone, to the tests' local push service, in one run.
 *
 * - **Push service**: `servers/push-service.ts`, a child process on one CPU — `@nestling/testing`'s
 *   `startPushService`, which checks each request's VAPID JWT (ES256) and decrypts its RFC 8291
 *   body, as the push.test suite's; BENCH_PARENTS devices, one per parent.
 * - **This process** (the other CPU) is the app's side: the push module's own code —
 *   `createPushSender` over `createPushRepository`, the app's database (embedded PGlite, or
 *   PostgreSQL with BENCH_DATABASE_URL) migrated as the server does — and the causes.
 * - **A cause** is what a friend request's answer writes (`friend.service.ts`): one transaction
 *   of the notification row and its outbox row (`pushesForNotifications`), committed.
 *
 * Rows (one round each):
 * 1. **direct** (the reference, the send path's own cost): BENCH_PUSHES `web-push`
 *    `sendNotification`s one after another — what the sender does per device: VAPID JWT,
 *    aes128gcm encryption, TTL and Urgency, the https request, same agent — with no database.
 * 2. **outbox, drained**: BENCH_PUSHES causes committed first, then the sender started
 *    (`start()`: it drains again at once while a batch comes back full); the rate is pushes
 *    received by the push service per second from the start to the last one.
 * 3. **outbox, paced** (one row per BENCH_POLL_MS value): the sender running with that poll
 *    interval (the app's PUSH_POLL_MS, default 1,000 ms) while BENCH_DELAY_PUSHES causes commit at
 *    BENCH_RATE a second (evenly spaced, `lib/schedule.ts`); the delay of each push from its
 *    cause's commit (the transaction's promise resolved) to its request reaching the push
 *    service (`receivedAt`, the same clock in both processes: `performance.timeOrigin + now()`).
 *    For the direct row the same delay is from the call of `sendNotification`.
 *
 * Printed: pushes/s, the delay's p50 / p99 / max, this process's CPU per push (database client
 * and, on PGlite, the database itself), the machine's load average before and after. Asserts
 * nothing about time; every push must arrive (status 201), or the run fails.
 *
 * Options (variables): BENCH_PUSHES (1000), BENCH_PARENTS (100), BENCH_DELAY_PUSHES (300),
 * BENCH_RATE (20 causes/s), BENCH_POLL_MS (`1000,100`), BENCH_DATABASE_URL, BENCH_JSON (a file).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushPayload } from '../packages/shared/src/index.js';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.js';
import { parents, pushSubscriptions, sessions } from '../apps/server/src/db/schema/index.js';
import { transactionRunner } from '../apps/server/src/modules/repositories.js';
import { notificationSentence } from '../apps/server/src/modules/notifications/notification-content.js';
import { pushesForNotifications } from '../apps/server/src/modules/push/push-content.js';
import { createPushRepository } from '../apps/server/src/modules/push/push.repository.js';
import { createPushSender } from '../apps/server/src/modules/push/push-sender.js';
import type { VapidIdentity } from '../apps/server/src/modules/push/vapid-keys.js';
import { createBenchDatabase, type BenchDatabase } from './lib/postgres.js';
import { allowedCpus, pinProcess, pinSelf } from './lib/processes.js';
import { fixed, percentile, table } from './lib/report.js';
import { runPaced } from './lib/schedule.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const config = {
  pushes: Number(process.env.BENCH_PUSHES ?? '1000'),
  parents: Number(process.env.BENCH_PARENTS ?? '100'),
  delayPushes: Number(process.env.BENCH_DELAY_PUSHES ?? '300'),
  rate: Number(process.env.BENCH_RATE ?? '20'),
  pollMs: (process.env.BENCH_POLL_MS ?? '1000,100').split(',').map(Number),
};
const postgresUrl = process.env.BENCH_DATABASE_URL;

/** Wall-clock ms with sub-ms precision, comparable across processes of this machine. */
const clock = () => performance.timeOrigin + performance.now();

/** Warnings and errors of the sender (a dropped push would show here); nothing else. */
const logger = {
  warn: (...args: unknown[]) => console.error('[push sender] warn', ...args),
  error: (...args: unknown[]) => console.error('[push sender] error', ...args),
  info: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

interface Ready {
  type: 'ready';
  origin: string;
  cert: string;
  devices: { endpoint: string; keys: { p256dh: string; auth: string } }[];
}
interface Receipt {
  tag: string;
  receivedAt: number;
  status: number;
}

/** The push service's child process: started, pinned, and asked over IPC. */
async function startPushServiceProcess(publicKey: string, cpu: number) {
  const child: ChildProcess = fork(path.join(benchDir, 'servers', 'push-service.ts'), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_VAPID_PUBLIC_KEY: publicKey,
      BENCH_PUSH_DEVICES: String(config.parents),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<string, ((message: never) => void)[]>();
  child.on('message', (message: { type: string }) => {
    waiting.get(message.type)?.shift()?.(message as never);
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`push service: no ${type}`)), 60_000);
      waiting.set(type, [
        ...(waiting.get(type) ?? []),
        (message: never) => {
          clearTimeout(timer);
          resolve(message as T);
        },
      ]);
    });
  const ready = await next<Ready>('ready');
  if (!pinProcess(child.pid!, cpu)) throw new Error('could not pin the push service (taskset)');
  const ask = <T>(type: string, answer: string) => {
    const reply = next<T>(answer);
    child.send({ type });
    return reply;
  };
  return {
    ...ready,
    count: async () => (await ask<{ received: number }>('count', 'count')).received,
    take: async () => (await ask<{ items: Receipt[] }>('take', 'receipts')).items,
    /** Resolves once the service has received `total` pushes since it started. */
    async until(total: number, timeoutMs = 600_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while ((await this.count()) < total) {
        if (Date.now() > deadline) throw new Error(`push service: fewer than ${total} pushes`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop: () => {
      child.disconnect();
      return new Promise<void>((resolve) => child.once('exit', () => resolve()));
    },
  };
}

/** Parents with a session and one device each (the push service's), as Settings registers. */
async function seed(database: DatabaseHandle, vapid: VapidIdentity, devices: Ready['devices']) {
  const { db } = database;
  const rows = await db
    .insert(parents)
    .values(
      devices.map((_, index) => ({
        name: `Parent ${index} Bench`,
        email: `push${index}@bench.example`,
        passwordHash: 'not-a-real-hash',
        emailVerified: true,
      })),
    )
    .returning({ id: parents.id });
  const parentIds = rows.map((row) => row.id);
  const sessionRows = await db
    .insert(sessions)
    .values(
      parentIds.map((parentId, index) => ({
        parentId,
        tokenHash: `bench-push-${index}`,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    )
    .returning({ id: sessions.id });
  await db.insert(pushSubscriptions).values(
    devices.map((device, index) => ({
      parentId: parentIds[index]!,
      sessionId: sessionRows[index]!.id,
      endpoint: device.endpoint,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
      userAgent: 'bench',
      vapidPublicKey: vapid.publicKey,
    })),
  );
  return parentIds;
}

interface Row {
  name: string;
  pushes: number;
  /** Pushes the push service received per second of the row's run. */
  rate: number;
  /** Delay from the cause's commit (direct: the send's call) to the request's arrival, ms. */
  p50: number;
  p99: number;
  max: number;
  /** This process's CPU per push, µs. */
  cpuMicros: number;
}

const cpuMicros = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return used.user + used.system;
};

function delays(committed: Map<string, number>, receipts: Receipt[], expected: number): number[] {
  const refused = receipts.filter((receipt) => receipt.status !== 201);
  if (refused.length > 0 || receipts.length !== expected) {
    throw new Error(`expected ${expected} pushes answered 201, got ${receipts.length}`);
  }
  return receipts
    .map((receipt) => {
      const at = committed.get(receipt.tag);
      if (at === undefined) throw new Error(`a push of no cause: ${receipt.tag}`);
      return receipt.receivedAt - at;
    })
    .sort((a, b) => a - b);
}

async function measure(
  label: string,
  database: DatabaseHandle,
  cpus: [number, number],
  backends?: () => Promise<number[]>,
) {
  await database.migrate();
  const keys = webpush.generateVAPIDKeys();
  const vapid: VapidIdentity = { ...keys, subject: 'mailto:bench@nestling.test' };
  const service = await startPushServiceProcess(vapid.publicKey, cpus[1]);
  // Node's global agent keeps connections alive (Node ≥ 19); this one does too, and trusts the
  // service's certificate, as NODE_EXTRA_CA_CERTS would for the app.
  const agent = new Agent({ ca: service.cert, keepAlive: true });
  const rows: Row[] = [];
  try {
    const parentIds = await seed(database, vapid, service.devices);
    // PostgreSQL's backends of this database work for the sender: on its CPU, as PGlite is.
    for (const pid of (await backends?.()) ?? []) pinProcess(pid, cpus[0]);
    const transaction = transactionRunner(database.db);
    let causes = 0;
    /** One cause: a request's answer's notification and its push, one transaction. */
    const cause = async (): Promise<string> => {
      causes += 1;
      const parentId = parentIds[causes % parentIds.length]!;
      const written = await transaction(async (repos) => {
        const inserted = await repos.notifications.insert([
          {
            parentId,
            kind: 'friend-request-accepted',
            // Said in the recipient's saved language by the repository (issue 28).
            sentence: notificationSentence.requestAccepted({
              receiverName: 'Ada',
              meetingType: 'Playdate',
              kidFirstName: 'Mia',
            }),
            link: '/dashboard/explore?requests=sent',
            subjectId: causes,
          },
        ]);
        await repos.push.enqueue(pushesForNotifications(inserted));
        return inserted;
      });
      return `notification-${written[0]!.id}`;
    };
    const sender = (pollMs: number) =>
      createPushSender({
        repository: createPushRepository(database.db),
        vapid,
        allowedHosts: ['127.0.0.1'],
        logger,
        pollMs,
        agent,
      });

    // 1. The send path alone.
    {
      const committed = new Map<string, number>();
      const cpu = process.cpuUsage();
      const started = clock();
      for (let index = 0; index < config.pushes; index += 1) {
        const device = service.devices[index % service.devices.length]!;
        const payload: PushPayload = {
          type: 'show',
          kind: 'requests',
          title: 'Request accepted',
          body: 'Ada accepted your playdate request for Mia.',
          url: '/dashboard/explore?requests=sent',
          tag: `direct-${index}`,
        };
        committed.set(payload.tag, clock());
        await webpush.sendNotification(device, JSON.stringify(payload), {
          vapidDetails: vapid,
          TTL: 86_400,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
          agent,
        });
      }
      const elapsed = clock() - started;
      const sorted = delays(committed, await service.take(), config.pushes);
      rows.push({
        name: 'direct: web-push sends, one after another (reference)',
        pushes: config.pushes,
        rate: (config.pushes / elapsed) * 1000,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1)!,
        cpuMicros: cpuMicros(cpu) / config.pushes,
      });
    }

    // 2. The outbox drained: the causes first, then the sender.
    {
      const committed = new Map<string, number>();
      for (let index = 0; index < config.pushes; index += 1) {
        committed.set(await cause(), clock());
      }
      const before = await service.count();
      const drain = sender(60_000);
      const cpu = process.cpuUsage();
      const started = clock();
      await drain.start();
      await service.until(before + config.pushes);
      const receipts = await service.take();
      const elapsed = Math.max(...receipts.map((receipt) => receipt.receivedAt)) - started;
      const used = cpuMicros(cpu);
      await drain.stop();
      delays(committed, receipts, config.pushes);
      rows.push({
        name: 'outbox, drained: causes committed first, then the sender',
        pushes: config.pushes,
        rate: (config.pushes / elapsed) * 1000,
        p50: Number.NaN,
        p99: Number.NaN,
        max: Number.NaN,
        cpuMicros: used / config.pushes,
      });
    }

    // 3. The outbox while causes commit at a steady rate.
    for (const pollMs of config.pollMs) {
      const committed = new Map<string, number>();
      const running = sender(pollMs);
      await running.start();
      const before = await service.count();
      const cpu = process.cpuUsage();
      const run = await runPaced(
        config.delayPushes,
        config.rate,
        async () => {
          const tag = await cause();
          committed.set(tag, clock());
        },
        { pacer: 'thread' },
      );
      await service.until(before + config.delayPushes);
      const used = cpuMicros(cpu);
      await running.stop();
      const sorted = delays(committed, await service.take(), config.delayPushes);
      rows.push({
        name: `outbox, paced at ${config.rate}/s, PUSH_POLL_MS ${pollMs}`,
        pushes: config.delayPushes,
        rate: run.achievedRate,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1)!,
        cpuMicros: used / config.delayPushes,
      });
    }
  } finally {
    agent.destroy();
    await service.stop();
  }

  console.log(`\n### ${label}\n`);
  console.log(
    table(
      ['row', 'pushes', 'pushes/s', 'delay p50 ms', 'p99 ms', 'max ms', 'CPU µs/push'],
      rows.map((row) => [
        row.name,
        String(row.pushes),
        fixed(row.rate, 1),
        Number.isNaN(row.p50) ? '–' : fixed(row.p50, 1),
        Number.isNaN(row.p99) ? '–' : fixed(row.p99, 1),
        Number.isNaN(row.max) ? '–' : fixed(row.max, 1),
        fixed(row.cpuMicros, 0),
      ]),
      [false, true, true, true, true, true, true],
    ),
  );
  return rows;
}

const cpus = allowedCpus();
if (cpus.length < 2)
  throw new Error('the bench needs two CPUs (push service on one, sender on the other)');
const [senderCpu, serviceCpu] = cpus as [number, number];
pinSelf(senderCpu);

const load = () =>
  os
    .loadavg()
    .map((value) => fixed(value, 2))
    .join(' / ');
console.log(
  `push bench: ${config.pushes} pushes, ${config.parents} devices, paced ${config.delayPushes} at ` +
    `${config.rate}/s; load average (1/5/15 min) before: ${load()}`,
);
const figures: Record<string, Row[]> = {};
let benchDatabase: BenchDatabase | undefined;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-bench-push-'));
try {
  const database = postgresUrl
    ? await openDatabase({
        kind: 'postgres',
        url: (benchDatabase = await createBenchDatabase(postgresUrl, 'nestling_bench_push')).url,
      })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const label = postgresUrl ? 'PostgreSQL' : 'PGlite';
    figures[label] = await measure(label, database, [senderCpu, serviceCpu], () =>
      benchDatabase ? benchDatabase.backends() : Promise.resolve([]),
    );
  } finally {
    await database.close();
  }
} finally {
  await benchDatabase?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(`\nload average after: ${load()}`);
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
