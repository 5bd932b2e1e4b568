import { parseArgs } from 'node:util';
import {
  benchDir,
  databaseKind,
  numberFlag,
  postgresUrl,
  type DatabaseKind,
} from '../lib/settings.js';

export { benchDir, postgresUrl, type DatabaseKind };

export const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: process.env.BENCH_ROUNDS || '5' },
    duration: { type: 'string', default: process.env.BENCH_DURATION || '10' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP || '3' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS || '20' },
    retries: { type: 'string', default: process.env.BENCH_RETRIES || '2' },
    rate: { type: 'string', default: process.env.BENCH_RATE || '2000' },
    databases: {
      type: 'string',
      default: process.env.BENCH_DATABASES || (postgresUrl ? 'postgres,embedded' : 'embedded'),
    },
    targets: { type: 'string', default: process.env.BENCH_TARGETS || undefined },
    json: { type: 'string', default: process.env.BENCH_JSON || undefined },
    'server-flags': { type: 'string', default: process.env.BENCH_SERVER_FLAGS || undefined },
  },
});
const integer = (name: string, value: string | undefined, min: number): number =>
  numberFlag(name, value, min, { integer: true });
const databases = (args.databases ?? '')
  .split(',')
  .map((name) =>
    databaseKind('databases', name.trim(), 'postgres and/or embedded, comma-separated'),
  );
/** The run's settings, from the flags or the BENCH_* variables (run.ts lists them). */
export const settings = {
  rounds: integer('rounds', args.rounds, 1),
  durationSeconds: integer('duration', args.duration, 1),
  warmupSeconds: integer('warmup', args.warmup, 1),
  connections: integer('connections', args.connections, 1),
  /** Extra attempts for a run during which other processes used the benchmark CPUs. */
  retries: integer('retries', args.retries, 0),
  /**
   * The fixed offered rates (req/s, all connections together) of the latency-at-load rows
   * (decision 038): 2,000 by default, ≈ 30 % of what the PostgreSQL reference sustains on this
   * VM (6,500 req/s) and ≈ 55 % of signed-in GET /api/kids' saturation, so every target can
   * carry it.
   */
  rates: (args.rate ?? '').split(',').map((rate) => integer('rate', rate.trim(), 1)),
  databases,
  /** Words a target's key must contain to run (with its reference); every target without. */
  targets: args.targets
    ?.split(',')
    .map((word) => word.trim())
    .filter(Boolean),
  /**
   * Node flags for every server, app and references alike (like for like), e.g.
   * `--max-semi-space-size=16`; none by default.
   */
  serverFlags: (args['server-flags'] ?? '').split(/\s+/).filter(Boolean),
};
/** Other processes' use of the two benchmark CPUs above which a run counts as disturbed. */
export const DISTURBED = 0.05;
/**
 * The paced generator's scheduling lateness (p99, ms) above which a p99 over the bound is not
 * read as the server's: the lateness is inside every latency (10 % of the 5 ms goal). A p99
 * within the bound stays valid whatever the lateness (the true latencies are smaller).
 */
export const GENERATOR_LATE_MS = 0.5;
