import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '@nestling/shared';
import { linkIn } from '@nestling/testing';
import {
  resetPasswordByMail,
  signIn,
  signUp,
  TEST_PASSWORD,
} from '../../../test/helpers/accounts.js';
import { openTestDatabase } from '../../../test/helpers/database.js';
import { pngImage } from '../../../test/helpers/images.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';
import type { DatabaseHandle } from '../../db/client.js';

/** The Cookie header a browser sends now (kept, to replay after the browser dropped it). */
const cookieOf = (client: TestClient) => client.cookieHeader();

/** A request with a saved Cookie header, on one app, through inject. */
async function replay(t: TestApp, cookie: string, url = '/api/parents/me') {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

/** Signs up, reads once so the session is cached, and checks that it is. */
async function cachedSignUp(t: TestApp, options: { verified?: boolean } = {}) {
  const account = await signUp(t, options);
  const before = t.app.services.sessionCache.size;
  expect((await account.client.get('/api/auth/me')).json().parent.id).toBe(account.parentId);
  expect(t.app.services.sessionCache.size).toBe(before + 1);
  return account;
}

describe('the session cache on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await vi.waitFor(() => expect(t.app.services.sessionCache.serving).toBe(true));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves a signed-in parent from the cache after the first lookup', async () => {
    const { client, parentId } = await cachedSignUp(t);
    const size = t.app.services.sessionCache.size;
    expect((await client.get('/api/parents/me')).json().parent.id).toBe(parentId);
    expect(t.app.services.sessionCache.size).toBe(size);
  });

  it('never serves a session after logout', async () => {
    const { client } = await cachedSignUp(t);
    const cookie = cookieOf(client);
    expect((await client.post('/api/auth/logout')).statusCode).toBe(204);
    expect((await replay(t, cookie)).statusCode).toBe(401);
    expect((await replay(t, cookie, '/api/auth/me')).json()).toEqual({ parent: null });
  });

  it('never serves the session a new login replaced on the same browser', async () => {
    const { client, email } = await cachedSignUp(t);
    const cookie = cookieOf(client);
    await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(
      cookie.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1],
    );
    expect((await replay(t, cookie)).statusCode).toBe(401);
    expect((await client.get('/api/parents/me')).statusCode).toBe(200);
  });

  it('never serves the other sessions after a password reset', async () => {
    const { client: phone, email } = await cachedSignUp(t);
    const laptop = await signIn(t, email);
    expect((await laptop.get('/api/parents/me')).statusCode).toBe(200);
    expect(await resetPasswordByMail(t, email)).toBe(200);
    expect((await phone.get('/api/parents/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/parents/me')).statusCode).toBe(401);
  });

  it('never serves any session of a parent whose sessions were all ended (account deletion)', async () => {
    const { client: phone, email, parentId } = await cachedSignUp(t);
    const laptop = await signIn(t, email);
    expect((await laptop.get('/api/parents/me')).statusCode).toBe(200);
    const other = await cachedSignUp(t);
    expect(await t.app.services.auth.endAllSessions(parentId)).toBe(2);
    expect((await phone.get('/api/parents/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/parents/me')).statusCode).toBe(401);
    expect((await other.client.get('/api/parents/me')).statusCode).toBe(200);
  });

  it('shows another browser of the parent a profile edit, a new photo and a verification at once', async () => {
    const { client: phone, email } = await cachedSignUp(t, { verified: false });
    const laptop = await signIn(t, email);

    await laptop.patch('/api/parents/edit', { name: 'Renamed', dob: '1980-01-02', gender: 'Male' });
    expect((await phone.get('/api/auth/me')).json().parent).toMatchObject({
      name: 'Renamed',
      dob: '1980-01-02',
      gender: 'Male',
    });

    const upload = await laptop.multipart(
      'POST',
      '/api/parents/upload-photo',
      {},
      { photo: { name: 'me.png', type: 'image/png', data: await pngImage() } },
    );
    expect(upload.statusCode).toBe(200);
    expect((await phone.get('/api/auth/me')).json().parent.photoUrl).toBe(
      upload.json().parent.photoUrl,
    );

    expect((await phone.get('/api/auth/me')).json().parent.emailVerified).toBe(false);
    const token = new URL(
      linkIn(await t.mail.waitFor(email, /Verify/), '/verify-email'),
    ).searchParams.get('token');
    expect((await t.client().get(`/api/parents/verify?token=${token}`)).statusCode).toBe(200);
    expect((await phone.get('/api/auth/me')).json().parent.emailVerified).toBe(true);
  });
});

// Two instances of one deployment: one database, one Redis, caches of their own. Needs a
// Redis server: runs where REDIS_URL names one (CI runs the suite with it), on PostgreSQL or
// PGlite alike.
describe.runIf(process.env.REDIS_URL)('the session cache across two instances', () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let baseB: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const sessionChannel = `nestling-test-sessions-${process.pid}-${Date.now().toString(36)}`;
    a = await createTestApp({}, { database, sessionChannel });
    b = await createTestApp({}, { database, sessionChannel });
    await b.app.listen({ host: '127.0.0.1', port: 0 });
    const address = b.app.server.address();
    if (!address || typeof address === 'string') throw new Error('B is not listening');
    baseB = `http://127.0.0.1:${address.port}`;
    await vi.waitFor(() => {
      expect(a.app.services.sessionCache.serving).toBe(true);
      expect(b.app.services.sessionCache.serving).toBe(true);
    });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  /** A request to B over its real socket, as a browser behind a load balancer sends it. */
  const onB = (cookie: string, url = '/api/parents/me') =>
    fetch(`${baseB}${url}`, { headers: { cookie } });

  /** A parent signed up on A whose session B has read (and cached). */
  async function signedInOnBoth() {
    const account = await signUp(a);
    const cookie = cookieOf(account.client);
    const before = b.app.services.sessionCache.size;
    expect((await onB(cookie)).status).toBe(200);
    expect(b.app.services.sessionCache.size).toBe(before + 1);
    return { ...account, cookie };
  }

  /**
   * Waits until B has read A's invalidation from Redis (its cache dropped the session). A's
   * answer waits for Redis to take the message (decision 011), not for B to read it: in one
   * process a request to B can be read before the message's last hop (seen in CI under load).
   * The wait is bounded far below the cache's TTL (10 s), so what B refuses is the
   * invalidation's doing, not the entry's age.
   */
  const untilBHasHeard = (cached: number) =>
    vi.waitFor(() => expect(b.app.services.sessionCache.size).toBeLessThan(cached), {
      timeout: 1_000,
    });

  it('logs out on A, and B refuses the session at once', async () => {
    const { client, cookie } = await signedInOnBoth();
    const cached = b.app.services.sessionCache.size;
    expect((await client.post('/api/auth/logout')).statusCode).toBe(204);
    await untilBHasHeard(cached);
    expect((await onB(cookie)).status).toBe(401);
    expect(await (await onB(cookie, '/api/auth/me')).json()).toEqual({ parent: null });
  });

  it('resets the password on A, and B refuses the other sessions at once', async () => {
    const { email, cookie } = await signedInOnBoth();
    const cached = b.app.services.sessionCache.size;
    expect(await resetPasswordByMail(a, email)).toBe(200);
    await untilBHasHeard(cached);
    expect((await onB(cookie)).status).toBe(401);
  });

  it('ends every session on A (account deletion), and B refuses them at once', async () => {
    const { parentId, cookie } = await signedInOnBoth();
    const cached = b.app.services.sessionCache.size;
    await a.app.services.auth.endAllSessions(parentId);
    await untilBHasHeard(cached);
    expect((await onB(cookie)).status).toBe(401);
  });

  it('edits the profile on A, and B shows the new name at once', async () => {
    const { client, cookie } = await signedInOnBoth();
    const cached = b.app.services.sessionCache.size;
    await client.patch('/api/parents/edit', {
      name: 'Seen On B',
      dob: '1981-03-04',
      gender: 'Other',
    });
    // A profile's invalidation is an event, sent as A answers rather than awaited before it
    // (decision 011: only an ended session must be refused before the answer), so B is asked
    // once it has heard it.
    await vi.waitFor(() => expect(b.app.services.sessionCache.size).toBe(cached - 1));
    const me = (await (await onB(cookie, '/api/auth/me')).json()) as { parent: { name: string } };
    expect(me.parent.name).toBe('Seen On B');
  });
});
