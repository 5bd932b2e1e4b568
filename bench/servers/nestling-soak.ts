/**
 * The app for the soak (`bench/soak.ts`): `app.ts`'s set-up (the whole app, production
 * plugins, BENCH_POSTGRES_URL or a fresh embedded PGlite, the global rate limit out of the way)
 * with the per-address limit of the sign-in routes (RATE_LIMIT_AUTH_PER_MINUTE, 10 in
 * production) raised so one load generator's address can sign parents in hundreds of times a
 * minute; the per-account throttle (20 tries in 15 minutes) stays as it is — the soak spreads
 * its sign-ins over enough parents. Seeded with BENCH_PAIRS pairs of friends (`seed.ts`), all
 * with the password BENCH_PASSWORD, and answers SIGUSR2 with its memory after a full GC
 * (`lifecycle.ts`; the soak starts it with --expose-gc).
 */
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { startBenchApp } from './app.js';
import { reportMemoryOnSignal } from './lifecycle.js';
import { seedFriendPairs } from './seed.js';

const pairs = Number(process.env.BENCH_PAIRS ?? '500');
const password = process.env.BENCH_PASSWORD ?? 'Sunny-Day7';
reportMemoryOnSignal();
await startBenchApp({
  env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000000000' },
  seed: async (database) => {
    await seedFriendPairs(database, pairs, await hashPassword(password));
  },
});
