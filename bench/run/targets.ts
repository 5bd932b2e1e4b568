import path from 'node:path';
import { expectOk, signIn } from '../lib/api.js';
import type { BenchDatabase } from '../lib/postgres.js';
import { startServer, type ServerProcess } from '../lib/processes.js';
import { fixed } from '../lib/report.js';
import type { Target } from './measure.js';
import { benchDir, settings, type DatabaseKind } from './settings.js';

// Phase 2 of `npm run bench`: start the servers (each on the server CPU), sign a parent in on
// each app as the web app does, and make the rows — each with the answer every request of its
// runs must equal.

/** The rows of this run: all of them, the ones --targets chose, and where the log row runs. */
export interface PreparedTargets {
  /** Every row made (the report looks up a row's database here). */
  targets: Target[];
  /** The rows --targets chose, with the references their ratios need; all without it. */
  chosen: Target[];
  /** The database of the request-log row (the first of --databases). */
  loggedKind: DatabaseKind;
}

/**
 * Starts the servers and makes the rows: bare Fastify (and bare with the probes' headers), per
 * database its one-PK reference and the signed-in app (`GET /api/kids`, `GET /api/auth/me`), the
 * paced "@R" rows on PostgreSQL, the probes, and the request log at info.
 * @param postgres the run's own PostgreSQL database, when PostgreSQL is measured
 * @param serverCpu the CPU every server is pinned to
 * @param servers filled with every server started, so the caller stops them even on a failure
 * @throws when a first answer is not 2xx, the kids list is not the three kids, or --targets
 *   matches no row
 */
export async function prepareTargets(
  postgres: BenchDatabase | undefined,
  serverCpu: number,
  servers: ServerProcess[],
): Promise<PreparedTargets> {
  const start = async (name: string, script: string, env: Record<string, string> = {}) => {
    const server = await startServer(name, path.join(benchDir, 'servers', script), {
      cpu: serverCpu,
      cwd: benchDir,
      // Servers watch their own stalls only in the windows the paced rows open.
      env: { BENCH_STALLS: '1', ...env },
      nodeArgs: settings.serverFlags,
    });
    servers.push(server);
    return server;
  };
  const get = async (server: ServerProcess, route: string, headers: Record<string, string>) =>
    expectOk(
      await fetch(`http://127.0.0.1:${server.port}${route}`, { headers }),
      `${server.name} GET ${route}`,
    );

  const targets: Target[] = [];
  const add = async (
    target: Omit<Target, 'expectBody' | 'headers'> & { headers?: Record<string, string> },
  ) => {
    const headers = target.headers ?? {};
    targets.push({
      ...target,
      headers,
      expectBody: await get(target.server, target.path, headers),
    });
  };

  const bare = await start('bare', 'bare.ts');
  await add({
    key: 'bare',
    label: 'bare Fastify hello-world',
    server: bare,
    path: '/',
    reference: 'bare',
  });
  // The same hello writing the probes' header set (decision 040): what those headers cost.
  await add({
    key: 'bare-headers',
    label: 'bare Fastify hello-world + the probes’ headers',
    server: await start('bare-headers', 'bare-headers.ts'),
    path: '/',
    reference: 'bare',
  });

  // Per database: its one-PK reference, and the app on the same database, signed in.
  const apps = new Map<DatabaseKind, { server: ServerProcess; cookie: string }>();
  for (const kind of settings.databases) {
    const env: Record<string, string> =
      postgres && kind === 'postgres' ? { BENCH_POSTGRES_URL: postgres.url } : {};
    const name = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const app = await start(`nestling-${kind}`, 'nestling.ts', env);
    const { cookie, parentId } = await signIn(
      `http://127.0.0.1:${app.port}`,
      `bench.parent.${kind}@example.com`,
    );
    apps.set(kind, { server: app, cookie });
    const reference = await start(
      `reference-${kind}`,
      `reference-${kind === 'postgres' ? 'postgres' : 'pglite'}.ts`,
      env,
    );
    const db = kind === 'postgres' ? postgres : undefined;
    await add({
      key: `reference-${kind}`,
      label: `Fastify + ${kind === 'postgres' ? 'pg' : 'PGlite'}: one prepared PK select`,
      server: reference,
      // The PGlite reference has its own database, holding one parent (id 1).
      path: `/parents/${kind === 'postgres' ? parentId : 1}`,
      reference: `reference-${kind}`,
      postgres: db,
    });
    for (const [key, route] of [
      ['kids', '/api/kids'],
      ['me', '/api/auth/me'],
    ] as const) {
      await add({
        key: `${key}-${kind}`,
        label: `Nestling GET ${route}, signed in (${name})`,
        server: app,
        path: route,
        headers: { cookie },
        reference: `reference-${kind}`,
        postgres: db,
      });
    }
  }

  // Latency at a stated load (decision 038): the PostgreSQL reference and the signed-in reads
  // again, paced at each fixed offered rate with the same connections.
  for (const rate of settings.rates) {
    for (const key of ['reference-postgres', 'kids-postgres', 'me-postgres']) {
      const saturated = targets.find((t) => t.key === key);
      if (!saturated) continue;
      targets.push({
        ...saturated,
        key: `${key}@${rate}`,
        label: `${saturated.label}, at ${fixed(rate, 0)} req/s offered (paced)`,
        reference:
          saturated.reference === saturated.key ? `${key}@${rate}` : `reference-postgres@${rate}`,
        rate,
      });
    }
  }

  // Probes, answered by the app on the first database (neither touches it per request).
  const prober = apps.get(settings.databases[0]!)!.server;
  await add({
    key: 'live',
    label: 'Nestling GET /api/health/live',
    server: prober,
    path: '/api/health/live',
    reference: 'bare',
  });
  await add({
    key: 'ready',
    label: 'Nestling GET /api/health (readiness)',
    server: prober,
    path: '/api/health',
    reference: 'bare',
  });

  // The request log at info, as production writes it, on the first database's app.
  const loggedKind = settings.databases[0]!;
  const logged = await start(`nestling-${loggedKind}-logged`, 'nestling.ts', {
    BENCH_LOG: 'info',
    ...(postgres && loggedKind === 'postgres' ? { BENCH_POSTGRES_URL: postgres.url } : {}),
  });
  const loggedSession =
    loggedKind === 'postgres'
      ? apps.get('postgres')!.cookie
      : (await signIn(`http://127.0.0.1:${logged.port}`, 'bench.parent.logged@example.com')).cookie;
  await add({
    key: 'kids-logged',
    label: `Nestling GET /api/kids, signed in, request log at info (${loggedKind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
    server: logged,
    path: '/api/kids',
    headers: { cookie: loggedSession },
    reference: `kids-${loggedKind}`,
    postgres: loggedKind === 'postgres' ? postgres : undefined,
  });
  const kidsBody = targets.find((t) => t.key === `kids-${loggedKind}`)!.expectBody;
  if ((JSON.parse(kidsBody) as unknown[]).length !== 3)
    throw new Error(`GET /api/kids answered ${kidsBody}, not the three kids`);

  // --targets: the chosen targets and the references their ratios need.
  const words = settings.targets;
  const wanted = new Set(
    targets.filter((t) => !words || words.some((word) => t.key.includes(word))).map((t) => t.key),
  );
  for (const t of targets) if (wanted.has(t.key)) wanted.add(t.reference);
  const chosen = targets.filter((t) => wanted.has(t.key));
  if (!chosen.length) throw new Error(`--targets ${words?.join(',')} matches no target`);

  return { targets, chosen, loggedKind };
}
