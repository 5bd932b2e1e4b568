import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { parents } from '../db/schema/index.js';

const run = promisify(execFile);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Under dist/ (ignored by git), so the bundle finds apps/server/drizzle as dist/'s does. */
const outdir = path.join('dist', `cli-test-${process.pid}`);
let dataDir: string;

/** Runs the built command line as production would: plain node, no tsx, the embedded database. */
async function admin(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '1' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  try {
    const { stdout, stderr } = await run('node', [path.join(outdir, 'admin.js'), ...args], {
      cwd: serverRoot,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The embedded database of DATA_DIR, opened in this process (the command must not run meanwhile). */
function openEmbedded() {
  return openDatabase({ kind: 'pglite', pglite: new PGlite(path.join(dataDir, 'pglite')) });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'nestling-admin-'));
  // A migrated embedded database in DATA_DIR (the command checks its migrations), made here:
  // the run's PGlite template exists only when the suite runs without TEST_DATABASE_URL.
  const embedded = await openEmbedded();
  await embedded.migrate();
  await embedded.close();
  await run('node', ['scripts/build.mjs', outdir], { cwd: serverRoot });
}, 120_000);
afterAll(async () => {
  await rm(path.join(serverRoot, outdir), { recursive: true, force: true });
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the built command line, dist/admin.js (issue 27, decision 060)', () => {
  it('says how to use it: --help on stdout, a wrong command with exit 2', async () => {
    const help = await admin(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('node apps/server/dist/admin.js moderator grant|revoke <email>');
    const wrong = await admin(['moderator', 'promote', 'ana@example.com']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: npm run admin -- moderator grant|revoke <email>');
  });

  it('imports nothing but node’s modules and the server’s production dependencies (no tsx)', async () => {
    const bundle = await readFile(path.join(serverRoot, outdir, 'admin.js'), 'utf8');
    const manifest = JSON.parse(await readFile(path.join(serverRoot, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const specifiers = [...bundle.matchAll(/(?:from |import\()["']([^"'./][^"']*)["']/g)].map(
      (match) => match[1]!,
    );
    expect(specifiers).toContain('drizzle-orm');
    for (const specifier of specifiers) {
      if (specifier.startsWith('node:')) continue;
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier.split('/')[0]!;
      expect(Object.keys(manifest.dependencies), specifier).toContain(name);
    }
  });

  it('grants the moderator role on the embedded database', async () => {
    const database = await openEmbedded();
    await database.db
      .insert(parents)
      .values({ name: 'Ana Ruiz', email: 'ana@example.com', passwordHash: 'x' });
    await database.close();

    const granted = await admin(['moderator', 'grant', 'Ana@Example.com']);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toBe(
      'Ana@Example.com is now a moderator; it applies when the app starts.\n',
    );
    const reopened = await openEmbedded();
    try {
      const [row] = await reopened.db
        .select({ role: parents.role })
        .from(parents)
        .where(eq(parents.email, 'ana@example.com'));
      expect(row?.role).toBe('moderator');
    } finally {
      await reopened.close();
    }
  });
});
