import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { startBuiltServer, type BuiltServer } from '@nestling/testing';

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
