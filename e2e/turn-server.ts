import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@nestling/testing';

/** A coturn started for one journey. */
export interface TurnServer {
  /** The `turn:` URL to put in TURN_URLS (UDP on 127.0.0.1). */
  url: string;
  /** The same server as a `stun:` URL (coturn answers STUN too), for STUN_URLS. */
  stunUrl: string;
  /** coturn's `static-auth-secret`, to put in TURN_SECRET. */
  secret: string;
  /** coturn's log so far (verbose: one line per allocation). */
  output(): string;
  /** Stops coturn and removes its files. */
  stop(): Promise<void>;
}

/**
 * Starts coturn (`turnserver`, Debian package `coturn`, installed by `.ci/run`) as a child
 * process: no configuration file, no system service, listening on 127.0.0.1 on a free port,
 * with `use-auth-secret` and a fresh `static-auth-secret` — the time-limited credentials the
 * API hands out (decision 022). `allow-loopback-peers` because both browsers' relayed
 * addresses are on 127.0.0.1 here (coturn refuses loopback peers by default); TLS, DTLS and the
 * admin CLI are off.
 * @returns once coturn listens
 * @throws when `turnserver` is missing or does not start within 10 s
 */
export async function startTurnServer(): Promise<TurnServer> {
  const port = await freePort();
  const secret = randomBytes(16).toString('hex');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nestling-turn-'));
  let log = '';
  const child = spawn(
    'turnserver',
    [
      '-n',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${String(port)}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=nestling.test',
      '--allow-loopback-peers',
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      '--no-software-attribute',
      `--db=${path.join(dir, 'turndb')}`,
      `--pidfile=${path.join(dir, 'turnserver.pid')}`,
      '--log-file=stdout',
      '--simple-log',
      '--verbose',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (error) => {
      log += `\n${error.message}`;
      resolve();
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!log.includes(`UDP listener opened on: 127.0.0.1:${String(port)}`)) {
    if (child.exitCode !== null || Date.now() > deadline || log.includes('spawn turnserver')) {
      await stop();
      throw new Error(
        `coturn did not start (apt-get install -y coturn; .ci/run installs it):\n${log}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `turn:127.0.0.1:${String(port)}?transport=udp`,
    stunUrl: `stun:127.0.0.1:${String(port)}`,
    secret,
    output: () => log,
    stop,
  };
}
