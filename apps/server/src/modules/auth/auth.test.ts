import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SESSION_COOKIE, XSRF_HEADER } from '@nestling/shared';
import { linkIn } from '@nestling/testing';
import { signIn, signUp, TEST_PASSWORD } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';
import { sessions } from '../../db/schema/index.js';
import type { SessionEnded } from '../../events/app-events.js';
import { ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR } from './account-limits.js';
import { expectError, expectNotAuthenticated } from '../../../test/helpers/social.js';

const PASSWORD = 'Sunny-Day7';
let seq = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++seq}@example.com`;
const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Parent',
  email,
  password: PASSWORD,
  gender: 'Female',
  dob: '1988-04-12',
  ...overrides,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Registers, opens the mailed link and returns the signed-in client. */
async function registerVerified(
  email = uniqueEmail('verified'),
): Promise<{ client: TestClient; email: string }> {
  const client = t.client();
  expect((await client.post('/api/auth/register', registration(email))).statusCode).toBe(201);
  const mail = await t.mail.waitFor(email, /Verify/);
  const token = new URL(linkIn(mail, '/verify-email')).searchParams.get('token');
  const verified = await client.get(`/api/parents/verify?token=${token}`);
  expect(verified.statusCode).toBe(200);
  return { client, email };
}

describe('POST /api/auth/register', () => {
  it('creates an unverified parent and mails a verification link to APP_URL/verify-email', async () => {
    const email = uniqueEmail('new');
    const response = await t.client().post('/api/auth/register', registration(email));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.register.success });

    const mail = await t.mail.waitFor(email, /Verify your e-mail/);
    expect(linkIn(mail, '/verify-email')).toMatch(
      /^http:\/\/nestling\.test\/verify-email\?token=[\w-]{43}$/,
    );
    expect(mail.html).toContain('http://nestling.test/verify-email?token=');
  });

  it('answers a taken e-mail (any case) exactly like a new one, and tells the owner by mail', async () => {
    const email = uniqueEmail('taken');
    const first = await t.client().post('/api/auth/register', registration(email));
    const again = await t.client().post('/api/auth/register', registration(email.toUpperCase()));
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const notice = await t.mail.waitFor(email, /already have a Nestling account/);
    expect(notice.text).toContain('http://nestling.test/forgot-password');
  });

  it(`mails an address about its account at most ${ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR} times an hour, however many registrations name it (issue 27, finding 4)`, async () => {
    const email = uniqueEmail('flooded');
    const browser = t.client();
    const first = await browser.post('/api/auth/register', registration(email));
    await t.mail.waitFor(email, /Verify your e-mail/);
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = browser.xsrfToken() ?? '';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: `198.51.100.${index + 1}`,
          headers: { cookie, [XSRF_HEADER]: xsrf },
          payload: registration(index % 2 === 0 ? email : email.toUpperCase()),
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(first.statusCode);
      expect(answer.json()).toEqual(first.json());
    }
    // The registration's own count, then notices up to the cap.
    await t.app.background.drain();
    const notices = t.mail.messages.filter(
      (mail) =>
        mail.to.some((to) => to.toLowerCase() === email.toLowerCase()) &&
        /already have a Nestling account/.test(mail.subject),
    );
    expect(notices).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR - 1);
  });

  it.each([
    ['a missing field', { name: undefined }, 'name', MESSAGES.register.nameRequired],
    ['a weak password', { password: 'password' }, 'password', MESSAGES.register.password],
    [
      'a password without a symbol',
      { password: 'Password1' },
      'password',
      MESSAGES.register.password,
    ],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', MESSAGES.register.emailInvalid],
    ['an unknown gender', { gender: 'Robot' }, 'gender', MESSAGES.register.genderRequired],
    ['a date of birth in the future', { dob: '2999-01-01' }, 'dob', MESSAGES.register.dobFuture],
    ['an impossible date', { dob: '2020-02-30' }, 'dob', MESSAGES.register.dobInvalid],
    ['a number where text belongs', { name: 42 }, 'name', MESSAGES.register.nameRequired],
  ])('rejects %s with 400 and the field message', async (_label, override, path, message) => {
    const body = registration(uniqueEmail('bad'), override);
    const response = await t.client().post('/api/auth/register', body);
    expect(response.statusCode).toBe(400);
    const json = response.json();
    expect(json.code).toBe('VALIDATION_FAILED');
    expect(json.details).toContainEqual({ path, message });
  });

  it('rejects unknown extra fields', async () => {
    const response = await t
      .client()
      .post('/api/auth/register', registration(uniqueEmail('extra'), { role: 'admin' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 413 to an oversized body', async () => {
    const response = await t
      .client()
      .post('/api/auth/register', registration(uniqueEmail('big'), { name: 'x'.repeat(300_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: MESSAGES.common.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const client = t.client();
    await client.get('/api/auth/me');
    const response = await client.post('/api/auth/register', '{"name": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_JSON');
  });
});

describe('XSRF double-submit', () => {
  it('sets a readable XSRF-TOKEN cookie on the first API answer', async () => {
    const response = await t.client().get('/api/auth/me');
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/.{20,}/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses a state-changing call without the header', async () => {
    const client = t.client();
    await client.get('/api/auth/me');
    const response = await client.post(
      '/api/auth/login',
      { email: 'a@b.c', password: 'x' },
      { withoutXsrf: true },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: MESSAGES.common.xsrf, code: 'XSRF_INVALID' });
  });

  it('refuses a wrong token and a token without its secret cookie', async () => {
    const client = t.client();
    await client.get('/api/auth/me');
    const wrong = await client.post(
      '/api/auth/login',
      { email: 'a@b.c', password: 'x' },
      {
        withoutXsrf: true,
        headers: { 'x-xsrf-token': 'forged-token-value' },
      },
    );
    expect(wrong.statusCode).toBe(403);

    const stranger = t.client();
    const token = client.cookies.get('XSRF-TOKEN') ?? '';
    const noSecret = await stranger.post(
      '/api/auth/login',
      { email: 'a@b.c', password: 'x' },
      {
        withoutXsrf: true,
        headers: { 'x-xsrf-token': token, cookie: `XSRF-TOKEN=${token}` },
      },
    );
    expect(noSecret.statusCode).toBe(403);
  });
});

describe('login, session and logout', () => {
  it('logs in before verification, answers the parent and sets an httpOnly session cookie', async () => {
    const email = uniqueEmail('login');
    const client = t.client();
    await client.post('/api/auth/register', registration(email));
    const response = await client.post('/api/auth/login', {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().parent).toMatchObject({
      email,
      name: 'Ada Parent',
      emailVerified: false,
      role: 'parent',
      dob: '1988-04-12',
      gender: 'Female',
      photoUrl: null,
    });
    expect(response.json().parent).not.toHaveProperty('passwordHash');
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    const me = await client.get('/api/auth/me');
    expect(me.json().parent.email).toBe(email);
    expect((await client.get('/api/parents/me')).json().parent.email).toBe(email);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const email = uniqueEmail('wrongpw');
    await t.client().post('/api/auth/register', registration(email));
    const wrong = await t.client().post('/api/auth/login', { email, password: 'Wrong-pass1' });
    const unknown = await t
      .client()
      .post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'Wrong-pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: MESSAGES.login.invalidCredentials,
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires both fields with the spec text', async () => {
    const response = await t.client().post('/api/auth/login', { email: '   ', password: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MESSAGES.login.required);
  });

  it('rotates the session at login: the previous cookie stops working', async () => {
    const email = uniqueEmail('rotate');
    const client = t.client();
    await client.post('/api/auth/register', registration(email));
    await client.post('/api/auth/login', { email, password: PASSWORD });
    const first = client.cookies.get(SESSION_COOKIE);
    await client.post('/api/auth/login', { email, password: PASSWORD });
    const second = client.cookies.get(SESSION_COOKIE);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/parents/me',
      cookies: { [SESSION_COOKIE]: first ?? '' },
    });
    expect(old.statusCode).toBe(401);
  });

  it('logout deletes the session on the server: the old cookie, replayed, is refused', async () => {
    const email = uniqueEmail('logout');
    const client = t.client();
    await client.post('/api/auth/register', registration(email));
    await client.post('/api/auth/login', { email, password: PASSWORD });
    const token = client.cookies.get(SESSION_COOKIE) ?? '';
    const response = await client.post('/api/auth/logout');
    expect(response.statusCode).toBe(204);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await client.get('/api/auth/me')).json()).toEqual({ parent: null });
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/parents/me',
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('NOT_AUTHENTICATED');
  });

  it('GET /api/parents/me without a session answers 401', async () => {
    const response = await t.client().get('/api/parents/me');
    expectNotAuthenticated(response);
  });
});

describe('e-mail verification', () => {
  it('verifies once, signs the parent in, and refuses the replayed token', async () => {
    const email = uniqueEmail('verify');
    const client = t.client();
    await client.post('/api/auth/register', registration(email));
    const link = linkIn(await t.mail.waitFor(email, /Verify/), '/verify-email');
    const token = new URL(link).searchParams.get('token');

    const browser = t.client();
    const response = await browser.get(`/api/parents/verify?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().parent).toMatchObject({ email, emailVerified: true });
    expect((await browser.get('/api/auth/me')).json().parent.emailVerified).toBe(true);

    // The link opened again: not an error, but no session either (an old link is no key).
    const replay = await t.client().get(`/api/parents/verify?token=${token}`);
    expectError(replay, 409, { error: MESSAGES.verify.alreadyVerified, code: 'ALREADY_VERIFIED' });
    expect(String(replay.headers['set-cookie'] ?? '')).not.toContain(SESSION_COOKIE);
  });

  it('answers ALREADY_VERIFIED for an expired link of a verified parent too, and nothing for unknown tokens', async () => {
    const email = uniqueEmail('reverify');
    await t.client().post('/api/auth/register', registration(email));
    const token = new URL(
      linkIn(await t.mail.waitFor(email, /Verify/), '/verify-email'),
    ).searchParams.get('token');
    expect((await t.client().get(`/api/parents/verify?token=${token}`)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 minute' where parent_id = (select id from parents where email = ${email})`,
    );
    const expired = await t.client().get(`/api/parents/verify?token=${token}`);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe('ALREADY_VERIFIED');

    // A token never issued, of the same shape: the plain invalid-token answer.
    const unknown = await t.client().get(`/api/parents/verify?token=${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: MESSAGES.verify.invalidToken, code: 'INVALID_TOKEN' });
  });

  it('refuses an expired token and a missing one', async () => {
    const email = uniqueEmail('expired');
    await t.client().post('/api/auth/register', registration(email));
    const token = new URL(
      linkIn(await t.mail.waitFor(email, /Verify/), '/verify-email'),
    ).searchParams.get('token');
    await t.database.db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 minute' where parent_id = (select id from parents where email = ${email})`,
    );
    expect((await t.client().get(`/api/parents/verify?token=${token}`)).statusCode).toBe(400);
    const missing = await t.client().get('/api/parents/verify');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(MESSAGES.verify.invalidToken);
  });

  it('resend mails a new link to a signed-in unverified parent and retires the old one', async () => {
    const email = uniqueEmail('resend');
    const client = t.client();
    await client.post('/api/auth/register', registration(email));
    const firstMail = await t.mail.waitFor(email, /Verify/);
    await client.post('/api/auth/login', { email, password: PASSWORD });
    const response = await client.post('/api/auth/resend-verification', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.verify.resent });
    await t.app.background.drain();
    const mails = t.mail.messages.filter((m) => m.to.includes(email) && /Verify/.test(m.subject));
    expect(mails).toHaveLength(2);
    const oldToken = new URL(linkIn(firstMail, '/verify-email')).searchParams.get('token');
    expect((await t.client().get(`/api/parents/verify?token=${oldToken}`)).statusCode).toBe(400);
    const newToken = new URL(linkIn(mails[1]!, '/verify-email')).searchParams.get('token');
    expect((await t.client().get(`/api/parents/verify?token=${newToken}`)).statusCode).toBe(200);
  });

  it('resend by e-mail answers the same for unknown addresses and sends nothing', async () => {
    const unknown = uniqueEmail('ghost');
    const response = await t.client().post('/api/auth/resend-verification', { email: unknown });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.verify.resent });
    await t.app.background.drain();
    expect(t.mail.messages.some((m) => m.to.includes(unknown))).toBe(false);
  });
});

describe('password reset', () => {
  it(`mails at most ${ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR} reset links an hour to an address and answers every request alike (decision 057)`, async () => {
    const { email } = await registerVerified();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.client().post('/api/auth/reset-password-request', { email }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: MESSAGES.resetRequest.success });
    }
    await t.app.background.drain();
    const links = t.mail.messages.filter((m) => m.to.includes(email) && /Reset/.test(m.subject));
    // The registration counted one mail (its verification link).
    expect(links).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR - 1);
  });

  it('answers known and unknown e-mails identically and mails only the known one', async () => {
    const { email } = await registerVerified();
    const unknown = uniqueEmail('unknown');
    const known = await t.client().post('/api/auth/reset-password-request', { email });
    const other = await t.client().post('/api/auth/reset-password-request', { email: unknown });
    expect(known.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: MESSAGES.resetRequest.success });
    expect(other.json()).toEqual(known.json());
    await t.mail.waitFor(email, /Reset/);
    await t.app.background.drain();
    expect(t.mail.messages.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('rejects an empty e-mail with the spec text', async () => {
    const response = await t.client().post('/api/auth/reset-password-request', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MESSAGES.resetRequest.emailInvalid);
  });

  it('sets the new password once, ends other sessions, and refuses the replayed token', async () => {
    const { client: otherDevice, email } = await registerVerified();
    await t.client().post('/api/auth/reset-password-request', { email });
    const link = linkIn(await t.mail.waitFor(email, /Reset/), '/new-password');
    expect(link.startsWith('http://nestling.test/new-password?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token');

    const weak = await t.client().post('/api/reset-password', { token, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toBe(MESSAGES.register.password);

    const reset = await t.client().post('/api/reset-password', { token, password: 'Brand-New9' });
    expect(reset.statusCode).toBe(200);
    expect((await otherDevice.get('/api/parents/me')).statusCode).toBe(401);
    expect(
      (await t.client().post('/api/auth/login', { email, password: PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await t.client().post('/api/auth/login', { email, password: 'Brand-New9' })).statusCode,
    ).toBe(200);

    const replay = await t.client().post('/api/reset-password', { token, password: 'Another-1x' });
    expectError(replay, 400, { error: MESSAGES.newPassword.invalidToken, code: 'INVALID_TOKEN' });
  });

  it('refuses an expired reset token', async () => {
    const { email } = await registerVerified();
    await t.client().post('/api/auth/reset-password-request', { email });
    const token = new URL(
      linkIn(await t.mail.waitFor(email, /Reset/), '/new-password'),
    ).searchParams.get('token');
    await t.database.db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second' where purpose = 'reset'`,
    );
    const response = await t
      .client()
      .post('/api/reset-password', { token, password: 'Brand-New9' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });
});

describe('verified-only routes', () => {
  it('refuses an unverified parent with 403 EMAIL_NOT_VERIFIED and admits a verified one', async () => {
    const guarded = await createTestApp();
    try {
      guarded.app.get(
        '/api/test/verified-only',
        { onRequest: guarded.app.requireVerifiedParent },
        async () => ({ ok: true }),
      );
      const email = uniqueEmail('guard');
      const client = guarded.client();
      await client.post('/api/auth/register', registration(email));
      expect((await client.get('/api/test/verified-only')).statusCode).toBe(401);
      await client.post('/api/auth/login', { email, password: PASSWORD });
      const refused = await client.get('/api/test/verified-only');
      expectError(refused, 403, {
        error: MESSAGES.common.emailNotVerified,
        code: 'EMAIL_NOT_VERIFIED',
      });
      const token = new URL(
        linkIn(await guarded.mail.waitFor(email, /Verify/), '/verify-email'),
      ).searchParams.get('token');
      await client.get(`/api/parents/verify?token=${token}`);
      expect((await client.get('/api/test/verified-only')).json()).toEqual({ ok: true });
    } finally {
      await guarded.close();
    }
  });
});

describe('sessions ending are announced (events)', () => {
  const heard: SessionEnded[] = [];
  let unsubscribe: () => void;
  beforeAll(() => {
    unsubscribe = t.app.services.events.subscribe('sessionEnded', (payload) => {
      heard.push(payload);
    });
  });
  afterAll(() => unsubscribe());

  const sessionIdsOf = async (parentId: number) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.parentId, parentId)))
      .map((row) => row.id)
      .sort((a, b) => a - b);
  const heardFor = (parentId: number) => heard.filter((event) => event.parentId === parentId);

  it('logout announces the end of its session, even when a listener fails', async () => {
    const failing = t.app.services.events.subscribe('sessionEnded', () => {
      throw new Error('a listener that fails');
    });
    try {
      const { client, parentId } = await signUp(t);
      const [sessionId] = await sessionIdsOf(parentId);
      expect((await client.post('/api/auth/logout')).statusCode).toBe(204);
      expect(heardFor(parentId)).toEqual([{ sessionId, parentId, reason: 'logout' }]);
      expect(await sessionIdsOf(parentId)).toEqual([]);
    } finally {
      failing();
    }
  });

  it('a new login on the same browser announces the session it replaces', async () => {
    const { client, email, parentId } = await signUp(t);
    const [previous] = await sessionIdsOf(parentId);
    await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(heardFor(parentId)).toEqual([
      { sessionId: previous, parentId, reason: 'login-rotation' },
    ]);
    expect(await sessionIdsOf(parentId)).not.toContain(previous);
  });

  it('a password reset announces each of the parent’s other sessions, and keeps the current one', async () => {
    const { client: phone, email, parentId } = await signUp(t);
    await signIn(t, email); // the laptop: a second session, which the reset ends
    const tablet = await signIn(t, email);
    const [phoneSession, laptopSession, tabletSession] = await sessionIdsOf(parentId);
    await t.client().post('/api/auth/reset-password-request', { email });
    const token = new URL(
      linkIn(await t.mail.waitFor(email, /Reset/), '/new-password'),
    ).searchParams.get('token');
    const reset = await tablet.post('/api/reset-password', { token, password: 'Brand-New9' });
    expect(reset.statusCode).toBe(200);
    expect(heardFor(parentId).sort((a, b) => a.sessionId - b.sessionId)).toEqual([
      { sessionId: phoneSession, parentId, reason: 'password-reset' },
      { sessionId: laptopSession, parentId, reason: 'password-reset' },
    ]);
    expect(await sessionIdsOf(parentId)).toEqual([tabletSession]);
    expect((await phone.get('/api/parents/me')).statusCode).toBe(401);
    expect((await tablet.get('/api/parents/me')).statusCode).toBe(200);
  });

  it('endAllSessions (for account deletion) ends every session of the parent and announces each', async () => {
    const { client: phone, email, parentId } = await signUp(t);
    const laptop = await signIn(t, email);
    const other = await signUp(t);
    const ids = await sessionIdsOf(parentId);
    expect(ids).toHaveLength(2);
    expect(await t.app.services.auth.endAllSessions(parentId)).toBe(2);
    expect(heardFor(parentId).sort((a, b) => a.sessionId - b.sessionId)).toEqual(
      ids.map((sessionId) => ({ sessionId, parentId, reason: 'all-ended' })),
    );
    expect((await phone.get('/api/parents/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/parents/me')).statusCode).toBe(401);
    expect((await other.client.get('/api/parents/me')).statusCode).toBe(200);
    expect(heardFor(other.parentId)).toEqual([]);
  });
});

describe('resolveSessionParent (HTTP requests and socket handshakes)', () => {
  it('reads the session from a raw Cookie header, as a Socket.IO handshake carries it', async () => {
    const { client, parentId } = await signUp(t);
    const token = client.cookies.get(SESSION_COOKIE) ?? '';
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.parentId, parentId));
    const header = `XSRF-TOKEN=abc; ${SESSION_COOKIE}=${token}; theme=dark`;
    const session = await t.app.services.auth.resolveSessionParent(header);
    expect(session).toMatchObject({ sessionId: row?.id, token, parent: { id: parentId } });
  });

  it('answers null for no header, no session cookie, an unknown or an expired session', async () => {
    const { client, parentId } = await signUp(t);
    const token = client.cookies.get(SESSION_COOKIE) ?? '';
    const { resolveSessionParent } = t.app.services.auth;
    expect(await resolveSessionParent(undefined)).toBeNull();
    expect(await resolveSessionParent('')).toBeNull();
    expect(await resolveSessionParent('theme=dark; ;=;')).toBeNull();
    expect(await resolveSessionParent(`${SESSION_COOKIE}=not-a-session`)).toBeNull();
    expect(await resolveSessionParent(`${SESSION_COOKIE}=${'x'.repeat(5000)}`)).toBeNull();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.parentId, parentId));
    expect(await resolveSessionParent(`${SESSION_COOKIE}=${token}`)).toBeNull();
    expect((await client.get('/api/parents/me')).statusCode).toBe(401);
  });
});
