import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, XSRF_HEADER } from '@nestling/shared';
import { Redis } from 'ioredis';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import {
  FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS,
  FAILED_LOGINS_PER_ADDRESS,
  LOGIN_SLOWING_MAX_MS,
  loginSlowingMs,
} from './account-limits.js';

/**
 * Password guessing (issue 14, OWASP ASVS 5.0 V6.3; issue 27 finding 1, decision 057): per
 * address, the auth routes' limit (RATE_LIMIT_AUTH_PER_MINUTE, default 10) answers 429 from the
 * 11th try; failures are counted per account and address and per address (429 past them), and
 * per account from every address, which slows its tries but never refuses its owner.
 */
describe('brute force on sign-in', () => {
  let t: TestApp;
  let cookie: string;
  let xsrf: string;
  beforeAll(async () => {
    // The production default, not the test helper's generous one.
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '10' });
    const client = t.client();
    await client.get('/api/auth/me');
    cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    xsrf = client.xsrfToken() ?? '';
  });
  afterAll(async () => {
    await t?.close();
  });

  /** One sign-in from a given client address (the XSRF pair of one browser). */
  function loginFrom(address: string, email: string, password: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      headers: { cookie, [XSRF_HEADER]: xsrf },
      payload: { email, password },
    });
  }

  it('answers 429 from the 11th try on one address, with the spec’s text, even with the right password', async () => {
    const { email } = await signUp(t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // Ten accounts, so that only the address's limit is reached.
      statuses.push(
        (await loginFrom('198.51.100.7', `guess-${attempt}-${email}`, 'Wrong-pass1')).statusCode,
      );
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await loginFrom('198.51.100.7', email, TEST_PASSWORD);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ error: MESSAGES.common.rateLimited, code: 'RATE_LIMITED' });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one's tries.
    expect((await loginFrom('198.51.100.8', email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('slows sign-ins on an account that strangers failed on twenty times, never locks its owner out, and still mails the reset (issue 27, finding 1)', async () => {
    const { email } = await signUp(t);
    const failures = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        loginFrom(
          `203.0.113.${index + 1}`,
          index % 2 === 0 ? email : ` ${email.toUpperCase()}`,
          'Wrong-pass1',
        ),
      ),
    );
    expect(failures.map((answer) => answer.statusCode)).toEqual(Array(20).fill(401));
    const started = Date.now();
    const owner = await loginFrom('203.0.113.200', email, TEST_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(loginSlowingMs(20) - 50);
    expect(loginSlowingMs(20)).toBe(LOGIN_SLOWING_MAX_MS);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password-request',
      remoteAddress: '203.0.113.201',
      headers: { cookie, [XSRF_HEADER]: xsrf },
      payload: { email },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: MESSAGES.resetRequest.success });
    await t.mail.waitFor(email, /Reset/);
  });

  it('refuses one address on one account after five failures, not the account elsewhere nor other accounts from there', async () => {
    const { email } = await signUp(t);
    const other = await signUp(t);
    const statuses: number[] = [];
    for (let index = 0; index < FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS; index += 1) {
      statuses.push((await loginFrom('192.0.2.10', email, 'Wrong-pass1')).statusCode);
    }
    expect(statuses).toEqual(Array(FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS).fill(401));
    const next = await loginFrom('192.0.2.10', email, TEST_PASSWORD);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual({ error: MESSAGES.common.rateLimited, code: 'RATE_LIMITED' });
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginFrom('192.0.2.11', email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom('192.0.2.10', other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('failed sign-ins from one address over many accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`refuses an address after ${FAILED_LOGINS_PER_ADDRESS} failures whatever accounts they named; other addresses sign in`, async () => {
    const { email } = await signUp(t);
    const client = t.client();
    await client.get('/api/auth/me');
    const headers = {
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      [XSRF_HEADER]: client.xsrfToken() ?? '',
    };
    const loginFrom = (address: string, payload: { email: string; password: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        headers,
        payload,
      });
    const statuses: number[] = [];
    for (let index = 0; index < FAILED_LOGINS_PER_ADDRESS; index += 1) {
      const guessed = `nobody-${index}-${email}`;
      statuses.push(
        (await loginFrom('198.51.100.50', { email: guessed, password: 'Wrong-pass1' })).statusCode,
      );
    }
    expect(statuses).toEqual(Array(FAILED_LOGINS_PER_ADDRESS).fill(401));
    const next = await loginFrom('198.51.100.50', { email, password: TEST_PASSWORD });
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginFrom('198.51.100.51', { email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('keeps its counts in Redis under hashed keys: no e-mail in clear, no “undefined” (issue 27, finding 7)', async () => {
    expect(process.env.REDIS_URL).toBeDefined();
    const email = uniqueEmail('keys').toLowerCase();
    const client = t.client();
    expect(
      (await client.post('/api/auth/login', { email, password: 'Wrong-pass1' })).statusCode,
    ).toBe(401);
    expect((await client.post('/api/auth/reset-password-request', { email })).statusCode).toBe(200);
    const redis = new Redis(process.env.REDIS_URL ?? '');
    try {
      const keys = await redis.keys(`nestling-test-${process.pid}-*`);
      const local = localPartOf(email);
      expect(keys.filter((key) => key.includes('keyed-login-failed-account:'))).not.toEqual([]);
      expect(keys.filter((key) => key.includes('keyed-account-mail:'))).not.toEqual([]);
      expect(keys.filter((key) => key.toLowerCase().includes(local))).toEqual([]);
      expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});

/** The part of an address before the @ (unique to the test). */
function localPartOf(email: string): string {
  return email.slice(0, email.indexOf('@'));
}
