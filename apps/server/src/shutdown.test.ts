import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../test/helpers/server-process.js';

// SIGTERM behind a load balancer (issue 15, docs/deploy.md): the instance says it is not ready
// while it still serves, so the balancer's health check takes it out before it stops listening.
describe('SIGTERM with SHUTDOWN_DRAIN_SECONDS', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';

  afterAll(async () => {
    if (server) await stopServerProcess(server, 'SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers readiness 503 while still serving requests, names itself in X-Instance, then exits 0', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-drain-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      INSTANCE_ID: 'drain-test-1',
      SHUTDOWN_DRAIN_SECONDS: '2',
    });
    const before = await fetch(`${server.url}/api/health`);
    expect(before.status).toBe(200);
    expect(before.headers.get('x-instance')).toBe('drain-test-1');
    const handshake = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.headers.get('x-instance')).toBe('drain-test-1');

    const exited = new Promise<number | null>((resolve) => server!.child.once('exit', resolve));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    // Readiness turns to 503 at once; other requests are still answered during the drain.
    let readiness: Response | undefined;
    for (let i = 0; i < 20; i++) {
      readiness = await fetch(`${server.url}/api/health`);
      if (readiness.status === 503) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(readiness?.status).toBe(503);
    expect(await readiness?.json()).toEqual({ status: 'unavailable', database: 'ok' });
    const me = await fetch(`${server.url}/api/auth/me`);
    expect(me.status).toBe(200);
    expect(me.headers.get('x-instance')).toBe('drain-test-1');
    const live = await fetch(`${server.url}/api/health/live`);
    expect(live.status).toBe(200);

    expect(await exited).toBe(0);
    // It kept serving for the drain period before it closed.
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(2000);
    await expect(fetch(`${server.url}/api/health/live`)).rejects.toThrow();
  }, 120_000);
});
