import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

/**
 * A free TCP port on 127.0.0.1 (asked of the OS with port 0, then released).
 * @returns the port number
 */
export async function freePort(): Promise<number> {
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

/**
 * Resolves once `baseUrl`/api/health answers 200 (polled every 200 ms).
 * @param child the server's process: its exit before that fails at once
 * @param output the server's output so far, put in the error
 * @param timeoutMs how long to wait (default 150 s)
 * @throws Error with the server's output when the process exits first or time runs out
 */
export async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 150_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    if (Date.now() > deadline) {
      throw new Error(
        `The server did not become healthy within ${timeoutMs / 1000} s:\n${output()}`,
      );
    }
    const ready = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The built app, running. */
export interface BuiltServer {
  /** `http://127.0.0.1:<port>`, also its APP_URL. */
  baseUrl: string;
  /** The SMTP sink its mail goes to. */
  mail: SmtpSink;
  /** Output of the server process so far (for failure messages). */
  output(): string;
  /** Stops the server and the sink, and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Starts the built app (`apps/server/dist/server.js`; `npm run build` first) as `npm start`
 * would: NODE_ENV production, a free port on 127.0.0.1, a fresh embedded database in a
 * temporary DATA_DIR, mail to a real SMTP sink, log level warn; resolves once `GET /api/health`
 * answers 200. Used by the browser journeys (e2e/fixtures.ts) and Lighthouse (bench/).
 * @param options.repoRoot the repository's root folder
 * @param options.label names the temporary data folder (`nestling-<label>-…`)
 * @param options.env more environment variables for the server (e.g. a rate limit)
 * @param options.timeoutMs how long the server may take to become healthy (default 150 s)
 * @throws Error with the server's output when it exits early or is not healthy in time
 */
export async function startBuiltServer(options: {
  repoRoot: string;
  label: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<BuiltServer> {
  const mail = await startSmtpSink();
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `nestling-${options.label}-`));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(
    process.execPath,
    [path.join(options.repoRoot, 'apps/server/dist/server.js')],
    {
      cwd: options.repoRoot,
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
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve).once('error', resolve));
    }
    await mail.close();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, () => log, options.timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, mail, output: () => log, stop };
}
