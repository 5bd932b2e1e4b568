import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { EnvError, loadEnv, type Env } from '../config/env.js';
import { openDatabase, type Database } from '../db/client.js';
import { parents } from '../db/schema/index.js';
import { sessionInvalidationChannel } from '../modules/auth/session-invalidation.js';

const USAGE =
  'Usage: npm run admin -- moderator grant|revoke <email>\n' +
  '   or, from a production build: node apps/server/dist/admin.js moderator grant|revoke <email>';

/**
 * Grants (`moderator`) or revokes (back to `parent`) the moderator role of the account with
 * this e-mail, compared case-insensitively (issue 27, decision 060). Revoking leaves any role
 * other than `moderator` as it is.
 * @returns the account's id, or undefined when no account has this e-mail (or, revoking, it is
 *   no moderator)
 */
export async function setModerator(
  db: Database,
  email: string,
  grant: boolean,
): Promise<number | undefined> {
  const byEmail = sql`lower(${parents.email}) = lower(${email})`;
  const [row] = await db
    .update(parents)
    .set({ role: grant ? 'moderator' : 'parent', updatedAt: sql`now()` })
    .where(grant ? byEmail : and(byEmail, eq(parents.role, 'moderator')))
    .returning({ id: parents.id });
  return row?.id;
}

/**
 * Tells every running instance's session cache to forget the parent, as a profile change
 * does (the session-invalidation channel, under REDIS_PREFIX as the app names it): the new
 * role applies on their next request.
 */
async function announce(env: Env & { REDIS_URL: string }, parentId: number): Promise<void> {
  const redis = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.publish(
      sessionInvalidationChannel(env.REDIS_PREFIX),
      JSON.stringify({ origin: 'admin-cli', parentId }),
    );
  } finally {
    redis.disconnect();
  }
}

/** Whether an app answers on this machine's PORT (the embedded database is then in use). */
async function appRunning(env: Env): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${env.PORT}/api/health/live`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.status < 500;
  } catch {
    return false;
  }
}

async function main(args: string[]): Promise<number> {
  const [subject, verb, email] = args;
  if (subject === '--help' || subject === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (subject !== 'moderator' || (verb !== 'grant' && verb !== 'revoke') || !email) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const env = loadEnv();
  const embedded = !env.DATABASE_URL;
  const dataDir = path.join(env.DATA_DIR, 'pglite');
  if (embedded && (await appRunning(env))) {
    process.stderr.write(
      `The embedded database (${dataDir}) is in use: Nestling answers on port ${env.PORT}.\n` +
        'Stop the app, run this command again, then start the app.\n',
    );
    return 1;
  }
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', dataDir });
  try {
    if (embedded) await database.migrate();
    const grant = verb === 'grant';
    const parentId = await setModerator(database.db, email, grant);
    if (parentId === undefined) {
      process.stderr.write(
        grant ? `No account has the e-mail ${email}.\n` : `${email} is not a moderator.\n`,
      );
      return 1;
    }
    if (env.REDIS_URL) await announce({ ...env, REDIS_URL: env.REDIS_URL }, parentId);
    const when = embedded
      ? 'when the app starts'
      : env.REDIS_URL
        ? 'on their next request'
        : `within ${env.SESSION_CACHE_SECONDS} s (SESSION_CACHE_SECONDS; no REDIS_URL to tell running instances)`;
    process.stdout.write(
      `${email} ${grant ? 'is now a moderator' : 'is no longer a moderator'}; it applies ${when}.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof EnvError || error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
