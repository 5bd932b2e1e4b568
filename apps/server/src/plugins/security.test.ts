import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_SECRET_COOKIE,
  cookieName,
  MAX_UPLOAD_BYTES,
} from '@nestling/shared';
import { signUp } from '../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import type { TestClient } from '../../test/helpers/test-client.js';

/** The headers every answer carries (issue 14, OWASP ASVS 5.0 V3.4). */
function expectSecurityHeaders(response: LightMyRequestResponse, name: string, https: boolean) {
  const csp = String(response.headers['content-security-policy'] ?? '');
  expect(csp, `${name}: CSP`).toContain("default-src 'self'");
  expect(csp, `${name}: CSP`).toContain("script-src 'self'");
  expect(csp, `${name}: CSP`).toContain("object-src 'none'");
  expect(csp, `${name}: CSP`).toContain("frame-ancestors 'none'");
  expect(response.headers['x-content-type-options'], `${name}: nosniff`).toBe('nosniff');
  expect(response.headers['referrer-policy'], `${name}: referrer`).toBe('no-referrer');
  expect(response.headers['x-frame-options'], `${name}: frame`).toBe('SAMEORIGIN');
  if (https) {
    expect(response.headers['strict-transport-security'], `${name}: HSTS`).toMatch(
      /max-age=\d{7,}; includeSubDomains/,
    );
    expect(csp, `${name}: CSP`).toContain('upgrade-insecure-requests');
  } else {
    expect(response.headers['strict-transport-security'], `${name}: HSTS`).toBeUndefined();
  }
}

/** A sample of every kind of answer: API reads and writes, errors of each layer, the SPA. */
async function sample(t: TestApp, client: TestClient) {
  const kid = (
    await client.multipart('POST', '/api/kids', {
      name: 'Ivy',
      age: 7,
      gender: 'Female',
      dob: '2019-05-01',
      address: '1 Road',
    })
  ).json() as { id: number };
  const anonymous = t.client();
  const answers: [string, LightMyRequestResponse, { signedIn?: boolean; api?: boolean }][] = [
    ['health', await anonymous.get('/api/health'), { api: true }],
    ['auth/me signed in', await client.get('/api/auth/me'), { signedIn: true, api: true }],
    ['kids signed in', await client.get('/api/kids'), { signedIn: true, api: true }],
    ['kid signed in', await client.get(`/api/kids/${kid.id}`), { signedIn: true, api: true }],
    ['other kid 404', await client.get('/api/kids/999999'), { signedIn: true, api: true }],
    ['bad id 400', await client.get('/api/kids/abc'), { signedIn: true, api: true }],
    [
      'bad body 400',
      await client.multipart('POST', '/api/kids', { name: '' }),
      { signedIn: true, api: true },
    ],
    [
      'wrong type 415',
      await client.post('/api/kids', { name: 'Ivy' }),
      { signedIn: true, api: true },
    ],
    ['no session 401', await anonymous.get('/api/kids'), { api: true }],
    ['no XSRF 403', await client.post('/api/kids', {}, { withoutXsrf: true }), { api: true }],
    ['unknown API 404', await anonymous.get('/api/no-such-thing'), { api: true }],
    ['bad URL 400', await anonymous.get('/api/kids/%E0%A4%A'), { api: true }],
    [
      'too large 413',
      await client.request('POST', '/api/kids', {
        body: JSON.stringify({ name: 'x'.repeat(MAX_UPLOAD_BYTES) }),
        headers: { 'content-type': 'application/json' },
      }),
      { api: true },
    ],
    ['SPA page', await anonymous.get('/'), {}],
    ['SPA deep link', await anonymous.get('/dashboard/kidsprofile'), {}],
    ['SPA asset', await anonymous.get('/assets/index-3f2a1b.js'), {}],
  ];
  return answers;
}

describe('security headers and cookies', () => {
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Nestling</title>');
    await writeFile(path.join(distDir, 'assets', 'index-3f2a1b.js'), 'console.log(1);');
  });
  afterAll(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  for (const https of [false, true]) {
    describe(https ? 'APP_URL https' : 'APP_URL http', () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp({
          WEB_DIST_DIR: distDir,
          APP_URL: https ? 'https://nestling.test' : 'http://nestling.test',
        });
      });
      afterAll(async () => {
        await t?.close();
      });

      it('sends CSP, nosniff, a referrer policy, HSTS on https, and no-store on API answers', async () => {
        const { client } = await signUp(t);
        const answers = await sample(t, client);
        expect(answers.map(([name, response]) => `${name} ${response.statusCode}`)).toEqual([
          'health 200',
          'auth/me signed in 200',
          'kids signed in 200',
          'kid signed in 200',
          'other kid 404 404',
          'bad id 400 400',
          'bad body 400 400',
          'wrong type 415 415',
          'no session 401 401',
          'no XSRF 403 403',
          'unknown API 404 404',
          'bad URL 400 400',
          'too large 413 413',
          'SPA page 200',
          'SPA deep link 200',
          'SPA asset 200',
        ]);
        for (const [name, response, { api, signedIn }] of answers) {
          expectSecurityHeaders(response, name, https);
          if (api || signedIn) {
            expect(response.headers['cache-control'], `${name}: cache`).toBe('no-store');
          }
        }
      });

      it(
        https
          ? 'names every cookie __Host- and sets it Secure, Path=/, no Domain'
          : 'keeps the plain cookie names over http',
        async () => {
          const client = t.client();
          const first = await client.get('/api/auth/me');
          const { client: signedIn } = await signUp(t);
          const cookies = [
            ...first.cookies,
            ...(
              await signedIn.post('/api/auth/login', { email: 'nobody@example.com', password: 'x' })
            ).cookies,
          ];
          const names = new Set([...first.cookies.map((cookie) => cookie.name)]);
          expect(names).toEqual(
            new Set([cookieName(XSRF_COOKIE, https), cookieName(XSRF_SECRET_COOKIE, https)]),
          );
          expect([...signedIn.cookies.keys()].sort()).toEqual(
            [SESSION_COOKIE, XSRF_COOKIE, XSRF_SECRET_COOKIE]
              .map((name) => cookieName(name, https))
              .sort(),
          );
          for (const cookie of cookies) {
            expect(cookie.secure ?? false, cookie.name).toBe(https);
            expect(cookie.path, cookie.name).toBe('/');
            expect(cookie.domain, cookie.name).toBeUndefined();
            expect(cookie.sameSite, cookie.name).toBe('Lax');
          }
          // The signed-in session works under its name, and only under it.
          const me = await signedIn.get('/api/auth/me');
          expect(me.json().parent).not.toBeNull();
          if (https) {
            const token = signedIn.cookies.get(cookieName(SESSION_COOKIE, true)) ?? '';
            const planted = await t.app.inject({
              method: 'GET',
              url: '/api/auth/me',
              headers: { cookie: `${SESSION_COOKIE}=${token}` },
            });
            expect(planted.json()).toEqual({ parent: null });
          }
        },
      );
    });
  }
});
