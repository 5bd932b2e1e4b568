import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '@nestling/testing';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCREENSHOT_DIR = path.join(repoRoot, 'e2e', 'artifacts', 'screenshots');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface NestlingServer {
  baseUrl: string;
  mail: SmtpSink;
  /** Output of the server process so far (for failure messages). */
  output(): string;
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy within 150 s:\n${output()}`);
}

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
 * The built app (`npm run build` first) started as `npm start` would, on a free port and a
 * fresh embedded database, with its mail going to a real SMTP sink. One per worker.
 */
export const test = base.extend<
  { shot: (page: Page, name: string) => Promise<void> },
  { server: NestlingServer }
>({
  server: [
    async ({}, use) => {
      const mail = await startSmtpSink();
      const port = await freePort();
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-e2e-'));
      const baseUrl = `http://127.0.0.1:${port}`;
      let log = '';
      const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/server.js')], {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          APP_URL: baseUrl,
          DATA_DIR: dataDir,
          SMTP_URL: mail.url,
          DATABASE_URL: '',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_AUTH_PER_MINUTE: '60',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      try {
        await waitForHealth(baseUrl, child, () => log);
        await use({ baseUrl, mail, output: () => log });
      } finally {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve).once('error', resolve));
        await mail.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
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
