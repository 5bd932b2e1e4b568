import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiSession } from '@nestling/testing';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for a failure's message. */
  output(): string;
}

/**
 * Starts `src/server.ts` (through tsx) as a child process on a free port, as `npm start`
 * would run the built one, and resolves once it listens.
 * @param env variables over a quiet test set-up (no Redis, no reminders, console mail)
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(REDIS_URL|DATABASE_URL|TEST_DATABASE_URL|API_DOCS|NODE_OPTIONS)$/.test(name),
    ),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      APP_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
      REMINDER_INTERVAL_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening) {
        child.stdout?.off('data', onData);
        child.stdout?.on('data', (more: Buffer) => void (output += more.toString()));
        resolve({ url: listening[1]!, child, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output}`)),
    );
  });
}

/** Ends a server process by signal and resolves once it has exited. */
export async function stopServerProcess(
  server: ServerProcess,
  signal: NodeJS.Signals,
): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

/**
 * A fetch client with a cookie jar, echoing the XSRF token as the web client does: the shared
 * `ApiSession` of @nestling/testing, with `request` for `call`.
 */
export class HttpClient extends ApiSession {
  /** One API call (`ApiSession.call`). */
  request(method: string, url: string, body?: unknown): Promise<Response> {
    return this.call(method, url, body);
  }
}
