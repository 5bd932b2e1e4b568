import { parseArgs } from 'node:util';
import { benchDir, databaseKind, numberFlag, postgresUrl } from '../lib/settings.js';

export { benchDir, postgresUrl };
/** The password of every seeded parent (servers/nestling-soak.ts hashes it). */
export const PASSWORD = 'Sunny-Day7';

export const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_SOAK_SECONDS || '600' },
    warmup: { type: 'string', default: process.env.BENCH_SOAK_WARMUP || '30' },
    bucket: { type: 'string', default: process.env.BENCH_SOAK_BUCKET || '60' },
    sample: { type: 'string', default: process.env.BENCH_SOAK_SAMPLE || '10' },
    fraction: { type: 'string', default: process.env.BENCH_SOAK_FRACTION || '0.5' },
    rate: { type: 'string', default: process.env.BENCH_SOAK_RATE || undefined },
    'ramp-step': { type: 'string', default: process.env.BENCH_SOAK_RAMP_STEP || '8' },
    'ramp-p99': { type: 'string', default: process.env.BENCH_SOAK_RAMP_P99_MS || '2000' },
    pairs: { type: 'string', default: process.env.BENCH_SOAK_PAIRS || '500' },
    database: {
      type: 'string',
      default: process.env.BENCH_SOAK_DATABASE || (postgresUrl ? 'postgres' : 'embedded'),
    },
    json: { type: 'string', default: process.env.BENCH_JSON || undefined },
  },
});
const number = numberFlag;
const database = databaseKind('database', args.database ?? '', 'postgres or embedded');
/** The soak's settings, from the flags or the BENCH_SOAK_* variables (soak.ts lists them). */
export const settings = {
  durationSeconds: number('duration', args.duration, 1),
  warmupSeconds: number('warmup', args.warmup, 0),
  bucketSeconds: number('bucket', args.bucket, 1),
  sampleSeconds: number('sample', args.sample, 1),
  fraction: number('fraction', args.fraction, 0.01),
  fixedRate: args.rate === undefined ? undefined : number('rate', args.rate, 1),
  rampStepSeconds: number('ramp-step', args['ramp-step'], 1),
  /** A ramp step whose p99 passes this (ms) is past the knee: it ends the ramp, uncounted. */
  rampP99Ms: number('ramp-p99', args['ramp-p99'], 1),
  pairs: Math.round(number('pairs', args.pairs, 1)),
  database,
};
/** Memory growth at or above this fails the run (issue 14). */
export const GROWTH_LIMIT = 0.1;
/** Sign-ins one account may make in 15 minutes (auth.routes.ts ACCOUNT_ATTEMPTS_PER_WINDOW). */
export const ACCOUNT_ATTEMPTS = 20;
/** A message not received this long after its send counts as lost. */
export const RECEIVE_TIMEOUT_MS = 10_000;
/** Requests the open loop keeps in flight at most; beyond, a due request is skipped (counted). */
export const MAX_IN_FLIGHT = 2_000;
