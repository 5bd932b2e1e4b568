import { linkIn } from '@nestling/testing';
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

export const TEST_PASSWORD = 'Sunny-Day7';
let sequence = 0;

/** A unique e-mail address for a test (label helps when reading failures). */
export function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}.${Date.now()}.${process.pid}.${sequence}@example.com`;
}

/**
 * Registers a parent through the API and signs them in: verified by opening the mailed link
 * (the default), or only logged in when `verified` is false.
 * @returns the signed-in client, the parent's e-mail and id
 */
export async function signUp(
  t: TestApp,
  options: { verified?: boolean; name?: string } = {},
): Promise<{ client: TestClient; email: string; parentId: number }> {
  const email = uniqueEmail(options.name?.toLowerCase().replace(/\W+/g, '') || 'parent');
  const client = t.client();
  const registered = await client.post('/api/auth/register', {
    name: options.name ?? 'Test Parent',
    email,
    password: TEST_PASSWORD,
    gender: 'Female',
    dob: '1988-04-12',
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  if (options.verified === false) {
    const login = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
    return { client, email, parentId: login.json().parent.id };
  }
  const token = new URL(
    linkIn(await t.mail.waitFor(email, /Verify/), '/verify-email'),
  ).searchParams.get('token');
  const verified = await client.get(`/api/parents/verify?token=${token}`);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { client, email, parentId: verified.json().parent.id };
}

/**
 * Resets a parent's password as they would from another browser: asks for the link, opens
 * the mailed token, sets `password`.
 * @returns the status of POST /api/reset-password (200 when it worked)
 */
export async function resetPasswordByMail(
  t: TestApp,
  email: string,
  password = 'Brand-New9',
): Promise<number> {
  await t.client().post('/api/auth/reset-password-request', { email });
  const token = new URL(
    linkIn(await t.mail.waitFor(email, /Reset/), '/new-password'),
  ).searchParams.get('token');
  return (await t.client().post('/api/reset-password', { token, password })).statusCode;
}
