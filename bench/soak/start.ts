import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { CookieJar, takeXsrfPair } from '../lib/api.js';
import type { BenchDatabase } from '../lib/postgres.js';
import { allowedCpus, startServer, type ServerProcess } from '../lib/processes.js';
import { connectSockets } from '../lib/sockets.js';
import { prepareParents } from './parents.js';
import { benchDir, PASSWORD, settings } from './settings.js';
import type { Parent } from './workload.js';
import { Workload } from './workload.js';

// Phase 1 of `npm run bench:soak`: the app started on the server CPU and seeded, every parent's
// browser signed in with a kid added through the API, and one socket per parent listening.

/** What the soak started and must stop: the app's process and the parents' sockets. */
export interface SoakProcesses {
  server?: ServerProcess | undefined;
  sockets: Socket[];
}

/** The started app, its parents and the workload over them. */
export interface SoakApp {
  app: ServerProcess;
  parents: Parent[];
  workload: Workload;
}

/**
 * Starts the app (`servers/nestling-soak.ts`, run with --expose-gc for the memory samples) on
 * `serverCpu`, seeded with settings.pairs pairs of friends, and prepares the workload.
 * @param postgres the soak's own PostgreSQL database, or undefined for the embedded PGlite
 * @param held filled with the server and the sockets as they start, so the caller stops them
 *   even on a failure
 */
export async function startSoakApp(
  postgres: BenchDatabase | undefined,
  serverCpu: number,
  loadCpu: number,
  held: SoakProcesses,
): Promise<SoakApp> {
  const app = await startServer(
    'nestling-soak',
    path.join(benchDir, 'servers', 'nestling-soak.ts'),
    {
      cpu: serverCpu,
      cwd: benchDir,
      nodeArgs: ['--expose-gc'],
      readyTimeoutMs: 300_000,
      env: {
        BENCH_PAIRS: String(settings.pairs),
        BENCH_PASSWORD: PASSWORD,
        ...(postgres ? { BENCH_POSTGRES_URL: postgres.url } : {}),
      },
    },
  );
  held.server = app;
  const base = `http://127.0.0.1:${app.port}`;
  const parents = await prepareParents(base, settings.pairs * 2);
  const anonymous = new CookieJar();
  await takeXsrfPair(base, anonymous);
  const workload = new Workload(base, parents, {
    cookie: anonymous.header(),
    xsrf: anonymous.get('XSRF-TOKEN'),
  });
  held.sockets = await connectSockets(app.port, parents.length, (index) => ({
    cookie: parents[index]!.cookie,
    origin: 'http://127.0.0.1',
  }));
  workload.listen(held.sockets);
  console.log(
    `server pid ${app.pid} on CPU ${allowedCpus(app.pid).join(',')}, load generator on CPU ${loadCpu}; ` +
      `${parents.length} parents with a kid each, ${held.sockets.length} sockets`,
  );
  return { app, parents, workload };
}
