import { eq } from 'drizzle-orm';
import type { Locale } from '@nestling/shared';
import { linkIn } from '@nestling/testing';
import { families, familyMembers } from '../../src/db/schema/index.js';
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
 * @param options.locale the language saved at registration (default: none sent, English)
 * @returns the signed-in client, the parent's e-mail and id, and their family's id
 */
export async function signUp(
  t: TestApp,
  options: { verified?: boolean; name?: string; locale?: Locale } = {},
): Promise<{ client: TestClient; email: string; parentId: number; familyId: number }> {
  const email = uniqueEmail(options.name?.toLowerCase().replace(/\W+/g, '') || 'parent');
  const client = t.client();
  const registered = await client.post('/api/auth/register', {
    name: options.name ?? 'Test Parent',
    email,
    password: TEST_PASSWORD,
    gender: 'Female',
    dob: '1988-04-12',
    ...(options.locale ? { locale: options.locale } : {}),
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  if (options.verified === false) {
    const login = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
    return {
      client,
      email,
      parentId: login.json().parent.id,
      familyId: await familyIdOf(t, login.json().parent.id),
    };
  }
  const token = new URL(
    // "Verify your e-mail…", "Verifica tu correo…" (the parent's language).
    linkIn(await t.mail.waitFor(email, /Verif/), '/verify-email'),
  ).searchParams.get('token');
  const verified = await client.get(`/api/parents/verify?token=${token}`);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return {
    client,
    email,
    parentId: verified.json().parent.id,
    familyId: await familyIdOf(t, verified.json().parent.id),
  };
}

/**
 * The parent's family id, read from the database: not through the API, so that signing up
 * leaves the session cache as the sign-in left it.
 */
export async function familyIdOf(t: TestApp, parentId: number): Promise<number> {
  const [member] = await t.database.db
    .select({ familyId: familyMembers.familyId })
    .from(familyMembers)
    .where(eq(familyMembers.parentId, parentId));
  if (!member) throw new Error(`parent ${parentId} is in no family`);
  return member.familyId;
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

/**
 * A new verified parent moved into `familyId` with `role` directly in the database, as
 * accepting an invitation will (issue 24's invitations slice): their own empty family goes.
 * They sign in afterwards, so the session carries the new family and role.
 * @returns the signed-in client, the parent's e-mail and id, and the family's id
 */
export async function memberOf(
  t: TestApp,
  familyId: number,
  role: 'guardian' | 'caregiver',
  name = role === 'guardian' ? 'Gale Guardian' : 'Cary Caregiver',
): Promise<{ client: TestClient; email: string; parentId: number; familyId: number }> {
  const signed = await signUp(t, { name });
  const { db } = t.database;
  await db
    .update(familyMembers)
    .set({ familyId, role })
    .where(eq(familyMembers.parentId, signed.parentId));
  await db.delete(families).where(eq(families.id, signed.familyId));
  return { ...signed, client: await signIn(t, signed.email), familyId };
}

/**
 * Signs a parent in with {@link TEST_PASSWORD} from a new browser (a client with its own
 * cookie jar): another device of theirs, or a fresh sign-in after a change to their account.
 * @throws when the login does not answer 200
 */
export async function signIn(t: TestApp, email: string): Promise<TestClient> {
  const client = t.client();
  const login = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return client;
}
