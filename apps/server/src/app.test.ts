import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SESSION_COOKIE } from '@nestling/shared';
import { linkIn } from '@nestling/testing';
import { createTestApp, type TestApp } from '../test/helpers/test-app.js';

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

  it('answers unknown API paths with the JSON 404 body', async () => {
    const response = await t.client().get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: MESSAGES.common.notFound, code: 'NOT_FOUND' });
  });

  it('answers an unexpected failure with 500 and no internals', async () => {
    const response = await t.client().get('/api/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: MESSAGES.common.unexpected, code: 'INTERNAL' });
    expect(response.body).not.toContain('secret');
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const response = await t.client().get('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
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
});

describe('logs', () => {
  it('never carry passwords, tokens or cookies', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
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
    } finally {
      await logged.close();
    }
  });
});
