import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, XSRF_HEADER } from '@nestling/shared';
import { openDatabase } from './db/client.js';
import { signUp, TEST_PASSWORD } from '../test/helpers/accounts.js';
import { createPostgresCopy } from '../test/helpers/database.js';
import { createTestApp, type TestApp } from '../test/helpers/test-app.js';

/**
 * A TCP proxy on a port of its own to a target, that the test stops (closing every
 * connection, as a database or Redis going away does) and starts again on the same port.
 */
async function startProxy(targetHost: string, targetPort: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async stop() {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    start: listen,
  };
}

describe('PostgreSQL unavailable', () => {
  it('answers 503 on /api/health while it is away, and recovers by itself', async () => {
    const copy = await createPostgresCopy();
    // Without TEST_DATABASE_URL there is no PostgreSQL to lose (PGlite is in-process).
    if (!copy) return;
    const target = new URL(copy.url);
    const proxy = await startProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(copy.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const database = await openDatabase({
      kind: 'postgres',
      url: viaProxy.toString(),
      poolSize: 4,
    });
    const t = await createTestApp({}, { database });
    try {
      const { client } = await signUp(t);
      expect((await client.get('/api/health')).json()).toEqual({ status: 'ok', database: 'ok' });

      await proxy.stop();
      await vi.waitFor(
        async () => {
          const health = await client.get('/api/health');
          expect(health.statusCode).toBe(503);
          expect(health.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
        },
        { timeout: 20_000, interval: 250 },
      );
      // Liveness does not depend on the database; a read answers an error, never hangs.
      expect((await client.get('/api/health/live')).statusCode).toBe(200);
      const read = await client.get('/api/kids');
      expect(read.statusCode).toBeGreaterThanOrEqual(500);
      expect(read.json()).toEqual({ error: MESSAGES.common.unexpected, code: 'INTERNAL' });

      await proxy.start();
      await vi.waitFor(async () => expect((await client.get('/api/health')).statusCode).toBe(200), {
        timeout: 20_000,
        interval: 250,
      });
      expect((await client.get('/api/kids')).statusCode).toBe(200);
    } finally {
      await proxy.stop().catch(() => {});
      await t.close();
      await database.close();
      await copy.drop();
    }
  }, 60_000);
});

/** A free TCP port on 127.0.0.1 (the OS picks one; it is released at once). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A redis-server of the test's own (never the shared one on 6379), ready to take commands. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('Redis stopped', () => {
  let redis: ChildProcess;
  let port: number;
  let t: TestApp;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp(
      { RATE_LIMIT_AUTH_PER_MINUTE: '3' },
      { redisUrl: `redis://127.0.0.1:${port}` },
    );
  }, 30_000);
  afterAll(async () => {
    await t?.close();
    if (redis) await stopRedis(redis);
  });

  it('a single instance keeps serving, and limits sign-in in memory until Redis is back', async () => {
    const { client, email } = await signUp(t);
    const anonymous = t.client();
    await anonymous.get('/api/auth/me');
    const login = (address: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        headers: {
          cookie: [...anonymous.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          [XSRF_HEADER]: anonymous.xsrfToken() ?? '',
        },
        payload: { email, password },
      });
    expect((await client.get('/api/kids')).statusCode).toBe(200);

    await stopRedis(redis);
    // Signed-in reads and writes go on.
    expect((await client.get('/api/kids')).statusCode).toBe(200);
    const kid = await client.multipart('POST', '/api/kids', {
      name: 'Ivy',
      age: 7,
      gender: 'Female',
      dob: '2019-05-01',
      address: '1 Road',
    });
    expect(kid.statusCode).toBe(201);
    // The per-address limit still holds (3 a minute here), in this instance's memory.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await login('192.0.2.10', 'Wrong-pass1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);

    // Redis back: the instance counts there again, by itself.
    redis = await startRedis(port);
    await vi.waitFor(
      async () => {
        expect((await login('192.0.2.11', TEST_PASSWORD)).statusCode).toBe(200);
      },
      { timeout: 20_000, interval: 250 },
    );
  }, 60_000);
});

describe('Redis hung (the process stopped, its connections open)', () => {
  let redis: ChildProcess;
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp(
      { RATE_LIMIT_AUTH_PER_MINUTE: '3', REDIS_COMMAND_TIMEOUT_MS: '300' },
      { redisUrl: `redis://127.0.0.1:${port}` },
    );
  }, 30_000);
  afterAll(async () => {
    if (redis?.exitCode === null) redis.kill('SIGCONT');
    await t?.close();
    if (redis) await stopRedis(redis);
  });

  it('requests still answer: each Redis command times out and the limits count in memory', async () => {
    const { client } = await signUp(t);
    expect((await client.get('/api/kids')).statusCode).toBe(200);

    redis.kill('SIGSTOP');
    // Without a command timeout these would wait for Redis for ever.
    expect((await client.get('/api/kids')).statusCode).toBe(200);
    const anonymous = t.client();
    await anonymous.get('/api/auth/me');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.20',
        headers: {
          cookie: [...anonymous.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          [XSRF_HEADER]: anonymous.xsrfToken() ?? '',
        },
        payload: { email: 'nobody@example.org', password: 'Wrong-pass1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    redis.kill('SIGCONT');
  }, 60_000);
});
