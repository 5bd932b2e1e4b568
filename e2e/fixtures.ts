import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { test as base, expect, type Page } from '@playwright/test';
import { startBuiltServer, type BuiltServer } from '@nestling/testing';

const execFileAsync = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCREENSHOT_DIR = path.join(repoRoot, 'e2e', 'artifacts', 'screenshots');

/** The built app of a worker (`startBuiltServer` of @nestling/testing). */
export type NestlingServer = BuiltServer;

const expectedConsoleErrors = new WeakMap<Page, RegExp[]>();

/**
 * Declares console errors a journey causes on purpose (e.g. the browser's own note of a 409 the
 * screen handles), so the fixture's "no console error" rule lets exactly those through.
 * @param page the journey's page
 * @param patterns what such an error's text matches
 */
export function expectConsoleErrors(page: Page, patterns: RegExp[]): void {
  expectedConsoleErrors.set(page, [...(expectedConsoleErrors.get(page) ?? []), ...patterns]);
}

/**
 * The built app on a free port and a fresh embedded database, mail to a real SMTP sink, with
 * the journeys' login limit (`startBuiltServer` of @nestling/testing).
 * @param extraEnv variables added to the server's environment (e.g. a journey's TURN server)
 */
export function startNestlingServer(extraEnv: Record<string, string> = {}): Promise<BuiltServer> {
  return startBuiltServer({
    repoRoot,
    label: 'e2e',
    env: { RATE_LIMIT_AUTH_PER_MINUTE: '60', ...extraEnv },
  });
}

/** The built app on a PostgreSQL database of its own, with the environment it runs with. */
export interface PostgresServer extends BuiltServer {
  /** DATABASE_URL, REDIS_URL and REDIS_PREFIX of the app: a command beside it needs them. */
  env: Record<string, string>;
}

/**
 * The built app as a deployment runs it (`startBuiltServer` with DATABASE_URL): a fresh
 * database on TEST_DATABASE_URL's PostgreSQL (default the local one) and Redis (REDIS_URL,
 * default the local one) under a prefix of its own — so a command such as `npm run admin`
 * can change it while it runs (decision 060). `stop` stops it and drops the database.
 * @throws when PostgreSQL, Redis or the app does not come up
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const run = `${process.pid}_${Date.now().toString(36)}`;
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = `nestling_e2e_${run}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const dropDatabase = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  };
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `nestling-e2e-${run}`,
  };
  try {
    const server = await startNestlingServer(env);
    return {
      ...server,
      env,
      stop: async () => {
        await server.stop();
        await dropDatabase();
      },
    };
  } catch (error) {
    await dropDatabase();
    throw error;
  }
}

/**
 * Runs `npm run admin -- <args>` from the repository's root beside a running app, with its
 * database and Redis (decision 060's command line, as an operator would run it).
 * @returns what the command printed
 * @throws when the command fails (with its output)
 */
export async function runAdmin(server: PostgresServer, args: string[]): Promise<string> {
  const { stdout } = await execFileAsync('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...server.env },
  });
  return stdout;
}

/**
 * Lends a started worker resource (an app server, a TURN server, a cluster) to the worker's
 * tests and stops it after them, also when one failed: the body of a worker fixture,
 * `async ({}, use) => lendUntilStopped(await startX(), use)`.
 * @param started the resource, already started
 * @param use the fixture's `use`
 */
export async function lendUntilStopped<T extends { stop(): Promise<void> }>(
  started: T,
  use: (value: T) => Promise<void>,
): Promise<void> {
  try {
    await use(started);
  } finally {
    await started.stop();
  }
}

/**
 * The built app (`npm run build` first) started as `npm start` would, on a free port and a
 * fresh embedded database, with its mail going to a real SMTP sink (`startBuiltServer`). One
 * per worker.
 */
export const test = base.extend<
  { shot: (page: Page, name: string) => Promise<void> },
  { server: NestlingServer }
>({
  server: [
    async ({}, use) => lendUntilStopped(await startNestlingServer(), use),
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseUrl),
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if ((expectedConsoleErrors.get(page) ?? []).some((pattern) => pattern.test(text))) return;
      problems.push(`console error: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
  shot: async ({}, use, testInfo) => {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await use(async (page, name) => {
      const file = path.join(SCREENSHOT_DIR, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    });
  },
});

export { expect };
