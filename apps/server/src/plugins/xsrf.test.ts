import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_SECRET_COOKIE } from '@nestling/shared';
import { signUp } from '../../test/helpers/accounts.js';
import { pngImage } from '../../test/helpers/images.js';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';

const SECRET_COOKIE = XSRF_SECRET_COOKIE;

let t: TestApp;
/** A signed-in parent's session cookie alone (a browser that has no XSRF pair yet). */
let session: string;
let feedPath: string;
let photoUrl: string;
let kidId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { client } = await signUp(t);
  session = `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)}`;
  feedPath = new URL((await client.post('/api/calendar-feed')).json().url).pathname;
  const kid = await client.multipart(
    'POST',
    '/api/kids',
    { name: 'Ava', age: 4, gender: 'Female', dob: '2022-03-01', address: '1 Elm Street' },
    { photo: { name: 'ava.png', type: 'image/png', data: await pngImage() } },
  );
  kidId = kid.json().id;
  photoUrl = kid.json().photoUrl;
});
afterAll(async () => {
  await t?.close();
});

/** The cookie names an answer sets, for a GET with the given Cookie header (or none). */
async function cookiesSetBy(url: string, cookie?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: cookie ? { cookie } : {},
  });
  return { status: response.statusCode, names: response.cookies.map((c) => c.name).sort() };
}

describe('which answers hand out the XSRF pair', () => {
  it('mints none for requests no page script makes: probes, the calendar feed, files', async () => {
    expect(await cookiesSetBy('/api/health')).toEqual({ status: 200, names: [] });
    expect(await cookiesSetBy('/api/health/live')).toEqual({ status: 200, names: [] });
    expect(await cookiesSetBy(feedPath)).toEqual({ status: 200, names: [] });
    expect(await cookiesSetBy('/api/calendar-feed/unknown-token-0123456789.ics')).toEqual({
      status: 404,
      names: [],
    });
    expect(await cookiesSetBy(photoUrl, session)).toEqual({ status: 200, names: [] });
  });

  it('still mints the pair for the SPA’s calls without it (product.md: any API answer)', async () => {
    const pair = [SECRET_COOKIE, XSRF_COOKIE].sort();
    expect(await cookiesSetBy('/api/auth/me')).toEqual({ status: 200, names: pair });
    expect(await cookiesSetBy('/api/kids', session)).toEqual({ status: 200, names: pair });
    expect(await cookiesSetBy(`/api/health?kidId=${kidId}`, session)).toEqual({
      status: 200,
      names: pair,
    });
    expect(await cookiesSetBy('/api/calendar-feed', session)).toEqual({
      status: 200,
      names: pair,
    });
    expect(await cookiesSetBy('/api/no-such-thing')).toEqual({ status: 404, names: pair });
    // Unauthenticated answers too: the login page's first calls come before a session.
    expect(await cookiesSetBy('/api/kids')).toEqual({ status: 401, names: pair });
  });

  it('mints nothing for a request that already carries the pair', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(await cookiesSetBy('/api/auth/me', cookie)).toEqual({ status: 200, names: [] });
  });

  it('still refuses a state-changing call without the token, wherever it goes', async () => {
    for (const url of ['/api/health', '/api/kids', '/api/calendar-feed']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie: session } });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('XSRF_INVALID');
    }
  });
});
