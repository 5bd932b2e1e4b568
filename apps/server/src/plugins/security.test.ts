import { rm } from 'node:fs/promises';
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
import { addKidWithPhoto } from '../../test/helpers/social.js';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { fakeWebDist } from '../../test/helpers/web-dist.js';
import type { TestClient } from '../../test/helpers/test-client.js';

/** Headers only a document uses: on the SPA's answers, never on the API's (decision 042). */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** What both sets carry: nosniff, the referrer policy, CORP same-origin, HSTS on https only. */
function expectSharedHeaders(response: LightMyRequestResponse, name: string, https: boolean) {
  expect(response.headers['x-content-type-options'], `${name}: nosniff`).toBe('nosniff');
  expect(response.headers['referrer-policy'], `${name}: referrer`).toBe('no-referrer');
  expect(response.headers['cross-origin-resource-policy'], `${name}: CORP`).toBe('same-origin');
  if (https) {
    expect(response.headers['strict-transport-security'], `${name}: HSTS`).toMatch(
      /max-age=\d{7,}; includeSubDomains/,
    );
  } else {
    expect(response.headers['strict-transport-security'], `${name}: HSTS`).toBeUndefined();
  }
}

/**
 * The headers every API answer carries — JSON, errors, the router's errors, files — the OWASP
 * REST Security Cheat Sheet's set (issue 14, OWASP ASVS 5.0 V3.4, decision 042): a CSP that
 * loads nothing and forbids framing, nosniff, the referrer policy, CORP same-origin, HSTS on
 * https; and not the SPA's CSP nor the headers only a document uses. An uploaded file
 * answers under its own, sandboxing CSP (files.routes.ts) instead.
 */
function expectApiHeaders(
  response: LightMyRequestResponse,
  name: string,
  https: boolean,
  csp = "default-src 'none';frame-ancestors 'none'",
) {
  expect(response.headers['content-security-policy'], `${name}: CSP`).toBe(csp);
  for (const header of DOCUMENT_ONLY) {
    expect(response.headers[header], `${name}: ${header}`).toBeUndefined();
  }
  expectSharedHeaders(response, name, https);
}

/** The headers every document (a page of the SPA, its files) carries: helmet's full set. */
function expectDocumentHeaders(response: LightMyRequestResponse, name: string, https: boolean) {
  const csp = String(response.headers['content-security-policy'] ?? '');
  expect(csp, `${name}: CSP`).toContain("default-src 'self'");
  expect(csp, `${name}: CSP`).toContain("script-src 'self'");
  expect(csp, `${name}: CSP`).toContain("object-src 'none'");
  expect(csp, `${name}: CSP`).toContain("frame-ancestors 'none'");
  expect(response.headers['x-frame-options'], `${name}: frame`).toBe('SAMEORIGIN');
  expect(response.headers['cross-origin-opener-policy'], `${name}: COOP`).toBe('same-origin');
  for (const header of DOCUMENT_ONLY) {
    expect(response.headers[header], `${name}: ${header}`).toBeDefined();
  }
  expectSharedHeaders(response, name, https);
  if (https) {
    expect(csp, `${name}: CSP`).toContain('upgrade-insecure-requests');
  } else {
    expect(csp, `${name}: CSP`).not.toContain('upgrade-insecure-requests');
  }
}

/** An origin CORS_ORIGINS allows, for the preflight's answer. */
const PARTNER = 'http://partner.test';

/** The sandboxing CSP an uploaded file answers under (files.routes.ts). */
const FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/**
 * What a sampled answer must carry: the API's security headers (with its own CSP, if not the
 * set's) or a document's, and whether no-store (every answer under /api, issue 14).
 */
interface Kind {
  headers: 'api' | 'document';
  noStore?: boolean;
  csp?: string;
}

/**
 * A sample of every kind of answer: API reads and writes, the probes, a file, errors of each
 * layer (inside /api and outside), the SPA.
 */
async function sample(t: TestApp, client: TestClient) {
  const kid = await addKidWithPhoto(client, { name: 'Ivy' });
  const anonymous = t.client();
  const answers: [string, LightMyRequestResponse, Kind][] = [
    ['health', await anonymous.get('/api/health'), { headers: 'api', noStore: true }],
    ['liveness', await anonymous.get('/api/health/live'), { headers: 'api', noStore: true }],
    [
      'health with a query',
      await anonymous.get('/api/health?probe=1'),
      { headers: 'api', noStore: true },
    ],
    ['kid photo', await client.get(kid.photoUrl), { headers: 'api', noStore: true, csp: FILE_CSP }],
    ['auth/me signed in', await client.get('/api/auth/me'), { headers: 'api', noStore: true }],
    ['kids signed in', await client.get('/api/kids'), { headers: 'api', noStore: true }],
    ['kid signed in', await client.get(`/api/kids/${kid.id}`), { headers: 'api', noStore: true }],
    ['other kid 404', await client.get('/api/kids/999999'), { headers: 'api', noStore: true }],
    ['bad id 400', await client.get('/api/kids/abc'), { headers: 'api', noStore: true }],
    [
      'bad body 400',
      await client.multipart('POST', '/api/kids', { name: '' }),
      { headers: 'api', noStore: true },
    ],
    [
      'wrong type 415',
      await client.post('/api/kids', { name: 'Ivy' }),
      { headers: 'api', noStore: true },
    ],
    ['no session 401', await anonymous.get('/api/kids'), { headers: 'api', noStore: true }],
    [
      'no XSRF 403',
      await client.post('/api/kids', {}, { withoutXsrf: true }),
      { headers: 'api', noStore: true },
    ],
    [
      'unknown API 404',
      await anonymous.get('/api/no-such-thing'),
      { headers: 'api', noStore: true },
    ],
    ['bad URL 400', await anonymous.get('/api/kids/%E0%A4%A'), { headers: 'api', noStore: true }],
    [
      'bad URL outside the API 400',
      await anonymous.get('/kids/%E0%A4%A'),
      { headers: 'api', noStore: true },
    ],
    ['unknown page POST 404', await anonymous.post('/no-such-page', {}), { headers: 'api' }],
    ['missing asset 404', await anonymous.get('/assets/no-such-file.js'), { headers: 'api' }],
    [
      'CORS preflight 204',
      await anonymous.request('OPTIONS', '/api/kids', {
        headers: { origin: PARTNER, 'access-control-request-method': 'POST' },
        withoutXsrf: true,
      }),
      { headers: 'api' },
    ],
    [
      'too large 413',
      await client.request('POST', '/api/kids', {
        body: JSON.stringify({ name: 'x'.repeat(MAX_UPLOAD_BYTES) }),
        headers: { 'content-type': 'application/json' },
      }),
      { headers: 'api', noStore: true },
    ],
    ['SPA page', await anonymous.get('/'), { headers: 'document' }],
    ['SPA deep link', await anonymous.get('/dashboard/kidsprofile'), { headers: 'document' }],
    ['SPA asset', await anonymous.get('/assets/index-3f2a1b.js'), { headers: 'document' }],
  ];
  return answers;
}

describe('security headers and cookies', () => {
  let distDir: string;
  beforeAll(async () => {
    distDir = await fakeWebDist();
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
          CORS_ORIGINS: PARTNER,
        });
      });
      afterAll(async () => {
        await t?.close();
      });

      it('sends the API set on API answers and errors, helmet’s full set on documents, HSTS on https, no-store on API answers', async () => {
        const { client } = await signUp(t);
        const answers = await sample(t, client);
        expect(answers.map(([name, response]) => `${name} ${response.statusCode}`)).toEqual([
          'health 200',
          'liveness 200',
          'health with a query 200',
          'kid photo 200',
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
          'bad URL outside the API 400 400',
          'unknown page POST 404 404',
          'missing asset 404 404',
          'CORS preflight 204 204',
          'too large 413 413',
          'SPA page 200',
          'SPA deep link 200',
          'SPA asset 200',
        ]);
        for (const [name, response, { headers, noStore, csp }] of answers) {
          if (headers === 'api') expectApiHeaders(response, name, https, csp);
          else expectDocumentHeaders(response, name, https);
          if (noStore) {
            expect(response.headers['cache-control'], `${name}: cache`).toBe('no-store');
          }
        }
        // The preflight is CORS's own answer (CORS_ORIGINS), made after the headers were set.
        const preflight = answers.find(([name]) => name === 'CORS preflight 204')?.[1];
        expect(preflight?.headers['access-control-allow-origin']).toBe(PARTNER);
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
