import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SESSION_COOKIE } from '@nestling/shared';
import { linkIn } from '@nestling/testing';
import { signUp } from '../test/helpers/accounts.js';
import { addKidWithPhoto } from '../test/helpers/social.js';
import { createTestApp, type TestApp } from '../test/helpers/test-app.js';
import { fakeWebDist } from '../test/helpers/web-dist.js';

describe('the application shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail: connection string postgres://user:pw@db');
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/health answers ok when the database answers', async () => {
    const response = await t.client().get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with the JSON 404 body, as an API answer (no-store, XSRF pair)', async () => {
    const response = await t.client().get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: MESSAGES.common.notFound, code: 'NOT_FOUND' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.cookies.map((cookie) => cookie.name)).toContain('XSRF-TOKEN');
    const outside = await t.client().get('/no-such-page.png');
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ error: MESSAGES.common.notFound, code: 'NOT_FOUND' });
  });

  it('answers an unexpected failure with 500 and no internals', async () => {
    const response = await t.client().get('/api/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: MESSAGES.common.unexpected, code: 'INTERNAL' });
    expect(response.body).not.toContain('secret');
    // A route outside every header hook (added to the root here): the error handler still
    // sends the API's security headers (issue 14, decision 042).
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the API its own security headers: a CSP that loads nothing and forbids framing', async () => {
    const response = await t.client().get('/api/health');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t.client().get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/register',
        '/api/parents/verify',
        '/api/reset-password',
      ]),
    );
    expect(
      document.paths['/api/auth/register'].post.requestBody.content['application/json'].schema
        .required,
    ).toEqual(expect.arrayContaining(['name', 'email', 'password', 'gender', 'dob']));
    expect((await t.client().get('/api/docs')).statusCode).toBeLessThan(400);
  });

  describe('the framework’s own errors answer in the one { error, code } shape', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    it('a URL that is not valid percent-encoding: 400 BAD_URL', async () => {
      const response = await t.client().get('/api/kids/%E0%A4%A');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'The address is not valid.', code: 'BAD_URL' });
    });

    it('a path parameter over the router’s length limit: the JSON 404', async () => {
      const response = await t.client().get(`/api/kids/${'1'.repeat(150)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: MESSAGES.common.notFound, code: 'NOT_FOUND' });
    });

    it('headers over Node’s limit, refused by its HTTP parser: 431 HEADERS_TOO_LARGE', async () => {
      const answer = await rawExchange(
        port,
        `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(parseRawAnswer(answer)).toEqual({
        status: 431,
        body: { error: 'The request headers are too large.', code: 'HEADERS_TOO_LARGE' },
      });
      expect(answer).toMatch(/content-type: application\/json/i);
    });

    it('a request line the HTTP parser cannot read: 400 BAD_REQUEST', async () => {
      const answer = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(parseRawAnswer(answer)).toEqual({
        status: 400,
        body: { error: 'The request could not be read.', code: 'BAD_REQUEST' },
      });
    });

    it('the same server still answers a good request', async () => {
      const answer = await rawExchange(
        port,
        'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      );
      expect(parseRawAnswer(answer.replace(/\r\n0\r\n\r\n$/, ''))).toMatchObject({ status: 200 });
    });
  });
});

describe('rate limits', () => {
  it('answers 429 once the per-minute auth limit is reached', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const client = limited.client();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await client.post('/api/auth/login', {
          email: 'someone@example.com',
          password: 'Wrong-pass1',
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toEqual({
            error: MESSAGES.common.rateLimited,
            code: 'RATE_LIMITED',
          });
          expect(response.headers['retry-after']).toBeDefined();
        }
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('limits each address on the API routes without a limit of their own', async () => {
    const limited = await createTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '3' });
    try {
      const client = limited.client();
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        answers.push(await client.get('/api/no-such-thing'));
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 429]);
      for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
      // Under the limit an answer says nothing of it (issue 13: three headers on every answer).
      for (const answer of answers.slice(0, 3)) {
        expect(Object.keys(answer.headers).filter((name) => name.includes('ratelimit'))).toEqual(
          [],
        );
      }
      const refused = answers[3]!;
      expect(refused.json()).toEqual({ error: MESSAGES.common.rateLimited, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.headers['x-ratelimit-limit']).toBe('3');
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      // A guard that refuses first answers as before, uncounted; a route with its own limit
      // counts apart; the SPA's pages are not limited.
      expect((await client.get('/api/kids')).statusCode).toBe(401);
      const login = await client.post('/api/auth/login', {
        email: 'someone@example.com',
        password: 'Wrong-pass1',
      });
      expect(login.statusCode).toBe(401);
      const page = await client.get('/kids/12');
      expect(page.statusCode).not.toBe(429);
      expect(page.headers['retry-after']).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});

describe('requests with a session cookie that names no session (issue 27, finding 5)', () => {
  it('count in the address’s limit: 401, then 429 with Retry-After', async () => {
    const limited = await createTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answer = await limited.app.inject({
          method: 'GET',
          url: '/api/kids',
          remoteAddress: '192.0.2.77',
          headers: { cookie: `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}` },
        });
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429) {
          expect(answer.json()).toEqual({
            error: MESSAGES.common.rateLimited,
            code: 'RATE_LIMITED',
          });
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Another address is not held back.
      const other = await limited.app.inject({
        method: 'GET',
        url: '/api/kids',
        remoteAddress: '192.0.2.78',
        headers: { cookie: `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}` },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('are refused without a lookup when the token is not shaped like ours', async () => {
    const t = await createTestApp();
    try {
      const lookups = vi.spyOn(t.app.services.sessionCache, 'resolve');
      for (const token of ['x', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}!`]) {
        const answer = await t.app.inject({
          method: 'GET',
          url: '/api/kids',
          headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` },
        });
        expect(answer.statusCode).toBe(401);
      }
      expect(lookups).not.toHaveBeenCalled();
      // A token of our shape is looked up (and unknown).
      const wellFormed = await t.app.inject({
        method: 'GET',
        url: '/api/kids',
        headers: { cookie: `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}` },
      });
      expect(wellFormed.statusCode).toBe(401);
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      await t.close();
    }
  });
});

/**
 * Runs `use` on an app of its own whose log lines (JSON, one a line) are kept in `lines`, then
 * closes the app.
 * @param env variables over the test defaults, e.g. `{ LOG_LEVEL: 'info' }`
 */
async function withLoggedApp(
  env: Record<string, string>,
  use: (logged: TestApp, lines: string[]) => Promise<void>,
): Promise<void> {
  const lines: string[] = [];
  const logged = await createTestApp(env, {
    logStream: { write: (line) => void lines.push(line) },
  });
  try {
    await use(logged, lines);
  } finally {
    await logged.close();
  }
}

describe('logs', () => {
  it('never carry passwords, tokens or cookies', () =>
    withLoggedApp({ LOG_LEVEL: 'trace' }, async (logged, lines) => {
      const email = `logs.${Date.now()}@example.com`;
      const password = 'Very-Secret-Pass1';
      const client = logged.client();
      await client.post('/api/auth/register', {
        name: 'Log Test',
        email,
        password,
        gender: 'Other',
        dob: '1990-01-01',
      });
      const token =
        new URL(
          linkIn(await logged.mail.waitFor(email, /Verify/), '/verify-email'),
        ).searchParams.get('token') ?? '';
      await client.get(`/api/parents/verify?token=${token}`);
      await client.post('/api/auth/login', { email, password });
      await client.get('/api/parents/me');
      const output = lines.join('');
      expect(output).toContain('/api/parents/verify?token=[redacted]');
      expect(output).not.toContain(password);
      expect(output).not.toContain(token);
      expect(output).not.toContain(client.cookies.get(SESSION_COOKIE));
      expect(output).not.toContain(client.cookies.get('XSRF-TOKEN'));
    }));

  it('never carry a calendar feed’s secret URL, nor Socket.IO’s session id (issue 27, finding 6)', () =>
    withLoggedApp({ LOG_LEVEL: 'info' }, async (logged, lines) => {
      const { client } = await signUp(logged);
      const created = await client.post('/api/calendar-feed');
      expect(created.statusCode).toBe(201);
      const feedPath = new URL(created.json().url).pathname;
      const token = feedPath.split('/').pop() ?? '';
      expect(token).toMatch(/\.ics$/);
      expect((await logged.client().get(feedPath)).statusCode).toBe(200);
      // A token that names no feed is as secret in the log: it may be a revoked one.
      const unknown = `${'a'.repeat(43)}.ics`;
      expect((await logged.client().get(`/api/calendar-feed/${unknown}`)).statusCode).toBe(404);
      await logged.client().get('/socket.io/?EIO=4&transport=polling&sid=secret-socket-id');
      const output = lines.join('');
      expect(output).toContain('/api/calendar-feed/[redacted]');
      expect(output).not.toContain(token);
      expect(output).not.toContain(token.replace(/\.ics$/, ''));
      expect(output).not.toContain(unknown);
      expect(output).not.toContain('secret-socket-id');
    }));

  it('write one line per request at info: id, method, URL, status and time, no headers', () =>
    withLoggedApp({ LOG_LEVEL: 'info' }, async (logged, lines) => {
      const response = await logged.client().get('/api/kids?t=secret-feed-token');
      const entries = lines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.reqId === response.headers['x-request-id']);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { method: 'GET', url: '/api/kids?t=[redacted]' },
        res: { statusCode: 401 },
      });
      expect(typeof entries[0].responseTime).toBe('number');
      expect(entries[0].req).not.toHaveProperty('headers');
    }));

  it('write no line for a probe that answers 200, and still one for every other request', () =>
    withLoggedApp({ LOG_LEVEL: 'info' }, async (logged, lines) => {
      const client = logged.client();
      const answers = [
        await client.get('/api/health/live'),
        await client.get('/api/health'),
        await client.get('/api/health?probe=1'), // the app's route of the same path
        await client.get('/api/kids'),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 401]);
      const completed = lines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.msg === 'request completed');
      expect(completed.map((entry) => [entry.req.url, entry.res.statusCode])).toEqual([
        ['/api/health?probe=1', 200],
        ['/api/kids', 401],
      ]);
      expect(completed.map((entry) => entry.reqId)).toEqual([
        answers[2]!.headers['x-request-id'],
        answers[3]!.headers['x-request-id'],
      ]);
    }));

  it('log a failed query’s error code and message, never its parameters', () =>
    withLoggedApp({}, async (logged, lines) => {
      // A rule the database enforces and the schema does not: the insert fails in PostgreSQL.
      await logged.database.db.execute(
        sql`alter table parents add constraint probe_refuses_name check (name <> 'Refused Name')`,
      );
      const email = `refused.${Date.now()}@example.com`;
      const response = await logged.client().post('/api/auth/register', {
        name: 'Refused Name',
        email,
        password: 'Very-Secret-Pass1',
        gender: 'Other',
        dob: '1990-01-01',
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: MESSAGES.common.unexpected, code: 'INTERNAL' });
      const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.err);
      expect(failure.err).toMatchObject({
        type: 'DrizzleQueryError',
        message: 'Failed query',
        cause: { code: '23514', constraint: 'probe_refuses_name' },
      });
      const output = lines.join('');
      expect(output).not.toContain(email);
      expect(output).not.toContain('$argon2id$');
      expect(output).not.toContain('Refused Name');
      expect(output).not.toContain('params');
    }));
});

/** Sends raw bytes to a listening app and answers what came back before it closed. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server closes the socket right after its answer; a reset then is expected.
      if (error.code === 'ECONNRESET' && answer) resolve(answer);
      else reject(error);
    });
    socket.on('close', () => resolve(answer));
  });
}

/** The status and the JSON body of a raw HTTP/1.1 answer. */
function parseRawAnswer(answer: string): { status: number; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}

describe('caching and session lookups', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await fakeWebDist();
    t = await createTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('marks every API answer no-store: signed-in reads, errors, files and exports', async () => {
    const { client } = await signUp(t);
    const kid = await addKidWithPhoto(client, { name: 'Ivy' });
    const answers = [
      await client.get('/api/parents/me'),
      await client.get('/api/auth/me'),
      await client.get('/api/kids'),
      await client.get(`/api/kids/${kid.id}`),
      await client.get(kid.photoUrl),
      await client.get(`${kid.photoUrl}?variant=thumb`),
      await client.get(`/api/health/export?kidId=${kid.id}`),
      await client.get('/api/kids/999999'),
      await t.client().get('/api/kids'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200, 200, 404, 401,
    ]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('keeps hashed assets cacheable for a year and the calendar feed briefly private', async () => {
    const { client } = await signUp(t);
    const unknownApi = await client.get('/api/no-such-thing');
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.headers['content-type']).toContain('application/json');
    expect(unknownApi.headers['cache-control']).toBe('no-store');
    const asset = await client.get('/assets/index-3f2a1b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await client.get('/kids/12')).headers['cache-control']).toBe('no-cache');
    const { url } = (await client.post('/api/calendar-feed')).json();
    const feed = await t.client().get(new URL(url).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
  });

  it('looks the session up only for routes that use it, never for the SPA, its files or the feed', async () => {
    const { client } = await signUp(t);
    const { url } = (await client.post('/api/calendar-feed')).json();
    const lookup = vi.spyOn(t.app.services.auth, 'resolveSessionParent');
    try {
      await client.get('/');
      await client.get('/kids/12');
      await client.get('/assets/index-3f2a1b.js');
      await client.get(new URL(url).pathname);
      await client.get('/api/health');
      expect(lookup).not.toHaveBeenCalled();
      await client.get('/api/kids');
      expect(lookup).toHaveBeenCalledTimes(1);
    } finally {
      lookup.mockRestore();
    }
  });
});
