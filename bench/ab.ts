/**
 * `npx tsx bench/ab.ts [options] KEY=SERVER@PATH[#mix][+signed][!log] …` (issue 13): an A/B of server
 * variants in one script, so each figure has its comparison beside it in the same minutes of a
 * shared machine. Every SERVER (a `bench/servers/`-style script: it announces its port, and
 * `servers/app.ts` ones read BENCH_POSTGRES_URL and BENCH_LOG) runs pinned to one CPU, this
 * load generator on the other; each round measures every target once (warm-up, then the
 * measured run), in reverse order every other round. Per run it prints req/s, the server's
 * CPU µs per answer (the process's, from /proc), the load generator's own µs per answer, and
 * "other" (other processes' CPU on the two CPUs ÷ wall time, as `run.ts` computes it); then the
 * medians and, per target, the per-round ratios to the first target by CPU and by req/s.
 *
 * - `#mix`: before each of its runs, the target's server first serves signed-in `GET /api/kids`
 *   and `GET /api/auth/me` (`--mix` seconds each), as the app that answers the probes in
 *   `npm run bench` does (its shared code then has seen other routes).
 * - `+signed`: PATH is loaded as a signed-in parent with three kids (the cookie of `signIn`, the
 *   one `#mix` uses when both are given), e.g. `@/api/kids+signed`; without it, PATH is loaded
 *   without cookies.
 * - `!log`: the server is started with BENCH_LOG=info (the request log as production writes it,
 *   to /dev/null).
 * - A "before" variant is the same tree at another commit, e.g. `git archive <commit>
 *   apps/server bench | tar -x -C /tmp/before` with the worktree's `node_modules` (and
 *   `apps/server/node_modules`) linked into it, and its `bench/servers/nestling.ts` as SERVER.
 *
 * Options: --rounds N (3) --warmup S (2) --duration S (5) --mix S (3) --connections N (20).
 * With BENCH_DATABASE_URL, the app servers share a database this run creates and drops;
 * without it, each uses its own embedded PGlite.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signIn } from './lib/api.js';
import { runLoad } from './lib/load.js';
import { cleanUpOnInterrupt, runMain, stopEverything } from './lib/main.js';
import { createBenchDatabase } from './lib/postgres.js';
import {
  allowedCpus,
  cpuTimes,
  pinSelf,
  processCpuSeconds,
  startServer,
  type ServerProcess,
} from './lib/processes.js';
import { fixed, median, percent, table } from './lib/report.js';

interface Target {
  key: string;
  server: ServerProcess;
  url: string;
  body: string;
  /** The Cookie header of the measured load (`+signed`). */
  cookie?: string;
  /** Signed-in reads served before each run (`#mix`). */
  mix?: { base: string; cookie: string; bodies: [string, string][] };
}

interface Run {
  requestsPerSecond: number;
  serverUs: number;
  loadUs: number;
  other: number;
}

/** Parses `KEY=SERVER@PATH[#mix][+signed][!log]`. */
function parseTarget(spec: string) {
  const match = /^([^=]+)=([^@]+)@([^#!+]+)(#mix)?(\+signed)?(!log)?$/.exec(spec);
  if (!match) throw new Error(`not KEY=SERVER@PATH[#mix][+signed][!log]: ${spec}`);
  const [, key, script, route, mix, signed, log] = match;
  return {
    key: key!,
    script: path.resolve(script!),
    route: route!,
    mix: !!mix,
    signed: !!signed,
    log: !!log,
  };
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      rounds: { type: 'string', default: '3' },
      warmup: { type: 'string', default: '2' },
      duration: { type: 'string', default: '5' },
      mix: { type: 'string', default: '3' },
      connections: { type: 'string', default: '20' },
    },
  });
  const rounds = Number(values.rounds);
  const warmup = Number(values.warmup);
  const duration = Number(values.duration);
  const mixSeconds = Number(values.mix);
  const connections = Number(values.connections);
  if (!positionals.length) throw new Error('name at least one KEY=SERVER@PATH target');
  const [serverCpu, loadCpu] = allowedCpus();
  if (serverCpu === undefined || loadCpu === undefined) throw new Error('needs two CPUs');
  pinSelf(loadCpu);
  const postgres = process.env.BENCH_DATABASE_URL
    ? await createBenchDatabase(process.env.BENCH_DATABASE_URL, 'nestling_ab')
    : undefined;
  cleanUpOnInterrupt(postgres ? () => postgres.drop() : undefined);

  const targets: Target[] = [];
  for (const spec of positionals) {
    const { key, script, route, mix, signed, log } = parseTarget(spec);
    const server = await startServer(key, path.basename(script), {
      cpu: serverCpu,
      cwd: path.dirname(script),
      env: {
        ...(postgres ? { BENCH_POSTGRES_URL: postgres.url } : {}),
        ...(log ? { BENCH_LOG: 'info' } : {}),
      },
    });
    const base = `http://127.0.0.1:${server.port}`;
    const cookie = mix || signed ? (await signIn(base, `ab.${key}@example.com`)).cookie : '';
    const headers = signed ? { cookie } : undefined;
    const target: Target = {
      key,
      server,
      url: base + route,
      body: await (await fetch(base + route, { headers })).text(),
      ...(signed ? { cookie } : {}),
    };
    if (mix) {
      const bodies: [string, string][] = [];
      for (const read of ['/api/kids', '/api/auth/me'])
        bodies.push([read, await (await fetch(base + read, { headers: { cookie } })).text()]);
      target.mix = { base, cookie, bodies };
    }
    targets.push(target);
  }

  const runs = new Map<string, Run[]>(targets.map((t) => [t.key, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const target of round % 2 ? targets : [...targets].reverse()) {
      for (const [read, body] of target.mix?.bodies ?? []) {
        await runLoad({
          url: target.mix!.base + read,
          headers: { cookie: target.mix!.cookie },
          expectBody: body,
          connections,
          durationSeconds: mixSeconds,
        });
      }
      const load = {
        url: target.url,
        expectBody: target.body,
        connections,
        ...(target.cookie ? { headers: { cookie: target.cookie } } : {}),
      };
      await runLoad({ ...load, durationSeconds: warmup });
      const snapshot = () => ({
        time: process.hrtime.bigint(),
        self: process.cpuUsage(),
        servers: targets.map((t) => processCpuSeconds(t.server.pid)),
        busy: cpuTimes(serverCpu).processes + cpuTimes(loadCpu).processes,
      });
      const before = snapshot();
      const result = await runLoad({ ...load, durationSeconds: duration });
      const after = snapshot();
      const wall = Number(after.time - before.time) / 1e9;
      const self =
        (after.self.user + after.self.system - before.self.user - before.self.system) / 1e6;
      const servers = after.servers.reduce((sum, s, i) => sum + s - before.servers[i]!, 0);
      const own = targets.indexOf(target);
      const run: Run = {
        requestsPerSecond: result.requestsPerSecond,
        serverUs: ((after.servers[own]! - before.servers[own]!) / result.answers) * 1e6,
        loadUs: (self / result.answers) * 1e6,
        other: Math.max(0, after.busy - before.busy - self - servers) / wall,
      };
      runs.get(target.key)!.push(run);
      const failures = Object.values(result.failures).reduce((a, b) => a + b, 0);
      console.log(
        `round ${round}/${rounds}  ${target.key.padEnd(16)} ${fixed(run.requestsPerSecond, 0).padStart(6)} req/s  ` +
          `server ${fixed(run.serverUs, 1)} µs/answer  load generator ${fixed(run.loadUs, 1)} µs/answer  ` +
          `other ${percent(run.other)}${failures ? `  ${failures} FAILURES` : ''}`,
      );
    }
  }

  const first = runs.get(targets[0]!.key)!;
  console.log(`\nMedians of ${rounds} rounds; ratios to ${targets[0]!.key}, per round\n`);
  console.log(
    table(
      [
        'target',
        'req/s',
        'server µs/answer',
        'load gen µs/answer',
        `÷ first by CPU`,
        `÷ first by req/s`,
        'other (median, max)',
      ],
      targets.map(({ key }) => {
        const own = runs.get(key)!;
        const byCpu = own.map((run, i) => first[i]!.serverUs / run.serverUs);
        const byRps = own.map((run, i) => run.requestsPerSecond / first[i]!.requestsPerSecond);
        return [
          key,
          fixed(median(own.map((r) => r.requestsPerSecond)), 0),
          fixed(median(own.map((r) => r.serverUs)), 1),
          fixed(median(own.map((r) => r.loadUs)), 1),
          `${fixed(median(byCpu), 2)} (${byCpu.map((x) => fixed(x, 2)).join(' ')})`,
          `${fixed(median(byRps), 2)} (${byRps.map((x) => fixed(x, 2)).join(' ')})`,
          `${percent(median(own.map((r) => r.other)))}, ${percent(Math.max(...own.map((r) => r.other)))}`,
        ];
      }),
      [false, true, true, true, true, true, true],
    ),
  );
  await stopEverything();
  return 0;
}

runMain('bench:ab', main);
