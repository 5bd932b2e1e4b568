/**
 * The whole Nestling app for `bench/run.ts` (see `app.ts`: production plugins, BENCH_POSTGRES_URL
 * or a fresh embedded PGlite, the global rate limit out of the way, API only). The request log
 * is off unless BENCH_LOG=info — then it is production's: pino at `info` on standard output,
 * which the bench points at /dev/null.
 */
import { startBenchApp } from './app.js';

await startBenchApp({ logged: process.env.BENCH_LOG === 'info' });
