import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, XSRF_HEADER } from '@nestling/shared';
import { signUp, TEST_PASSWORD } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { ACCOUNT_ATTEMPTS_PER_WINDOW } from './auth.routes.js';

/**
 * Password guessing (issue 14, OWASP ASVS 5.0 V6.3): per address, the auth routes' limit
 * (RATE_LIMIT_AUTH_PER_MINUTE, default 10) answers 429 from the 11th try; per account, however
 * many addresses the tries come from, ACCOUNT_ATTEMPTS_PER_WINDOW.
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
      statuses.push((await loginFrom('198.51.100.7', email, 'Wrong-pass1')).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await loginFrom('198.51.100.7', email, TEST_PASSWORD);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ error: MESSAGES.common.rateLimited, code: 'RATE_LIMITED' });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one's tries.
    expect((await loginFrom('198.51.100.8', email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('holds one account at its limit however many addresses guess, and leaves other accounts alone', async () => {
    const { email } = await signUp(t);
    const other = await signUp(t);
    // The account's own sign-in above took one try of the window.
    const statuses: number[] = [];
    for (let index = 0; index < ACCOUNT_ATTEMPTS_PER_WINDOW; index += 1) {
      // The same account however the e-mail is written.
      const written = index % 2 === 0 ? email : `  ${email.toUpperCase()} `;
      statuses.push((await loginFrom(`203.0.113.${index + 1}`, written, 'Wrong-pass1')).statusCode);
    }
    expect(statuses).toEqual(Array(ACCOUNT_ATTEMPTS_PER_WINDOW).fill(401));
    const next = await loginFrom('203.0.113.200', email, TEST_PASSWORD);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual({ error: MESSAGES.common.rateLimited, code: 'RATE_LIMITED' });
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    // The reset mail of the same account is held too; another parent signs in.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password-request',
      remoteAddress: '203.0.113.201',
      headers: { cookie, [XSRF_HEADER]: xsrf },
      payload: { email },
    });
    expect(reset.statusCode).toBe(429);
    expect((await loginFrom('203.0.113.202', other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
