/**
 * The app for the real-time bench: `app.ts`'s set-up (the whole app, production plugins,
 * embedded PGlite or BENCH_POSTGRES_URL) with the socket rate limit out of the way, seeded with
 * BENCH_PAIRS pairs of friends. Parent `i` (0-based) has the session token
 * `bench-session-<i>`; parents 2k and 2k+1 are friends. With BENCH_CPU_PROFILE (a file path),
 * profiles the measured operations between two signals (`profile.ts`, every 200 µs) and writes
 * the profile there.
 */
import { startBenchApp } from './app.js';
import { profileBetweenSignals } from './profile.js';
import { seedFriendPairs } from './seed.js';

const profileFile = process.env.BENCH_CPU_PROFILE;
if (profileFile) profileBetweenSignals({ intervalMicros: 200, fileOf: () => profileFile });

const pairs = Number(process.env.BENCH_PAIRS ?? '100');
await startBenchApp({
  env: { SOCKET_EVENTS_PER_MINUTE: '100000', MESSAGES_PER_MINUTE: '100000' },
  seed: async (database) => {
    await seedFriendPairs(database, pairs);
  },
});
