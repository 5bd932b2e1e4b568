import type { BrowserContext, Page } from '@playwright/test';
import { linkIn } from '@nestling/testing';
import type { NestlingServer } from './fixtures.js';

export const PASSWORD = 'Sunny-Day7';
let sequence = 0;

/** A unique e-mail address for a journey. */
export function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}.${Date.now()}.${sequence}@example.com`;
}

/** A tiny cookie jar over fetch, enough to drive the API like a browser would. */
class ApiSession {
  readonly cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  async call(method: string, path: string, body?: unknown): Promise<Response> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.call('GET', '/api/auth/me');
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    if (method !== 'GET') headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), rest.join('='));
    }
    return response;
  }
}

/**
 * Registers a parent through the API, verifies the e-mail through the mailed link, and puts
 * the signed-in session's cookies into the browser context — the fast way to start a journey
 * that is not about accounts.
 * @returns the parent's e-mail and name
 */
export async function signInVerifiedParent(
  server: NestlingServer,
  context: BrowserContext,
  name = 'Jordan Parent',
): Promise<{ email: string; name: string }> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const api = new ApiSession(server.baseUrl);
  const registered = await api.call('POST', '/api/auth/register', {
    name,
    email,
    password: PASSWORD,
    gender: 'Other',
    dob: '1987-06-15',
  });
  if (registered.status !== 201)
    throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const link = linkIn(await server.mail.waitFor(email, /Verify/), '/verify-email');
  const verified = await api.call(
    'GET',
    `/api/parents/verify?token=${new URL(link).searchParams.get('token')}`,
  );
  if (verified.status !== 200)
    throw new Error(`verify failed: ${verified.status} ${await verified.text()}`);
  const url = new URL(server.baseUrl);
  await context.addCookies(
    [...api.cookies].map(([cookieName, value]) => ({
      name: cookieName,
      value,
      domain: url.hostname,
      path: '/',
      httpOnly: cookieName !== 'XSRF-TOKEN',
      sameSite: 'Lax' as const,
    })),
  );
  return { email, name };
}

/**
 * Adds a kid through the API, as the Kids Profile form would (multipart, XSRF header), after
 * opening the dashboard (which sets the XSRF cookie).
 * @param fields more form fields, e.g. `{ interests: '["Art"]' }`
 * @returns the new kid's id
 */
export async function createKid(
  page: Page,
  name: string,
  fields: Record<string, string> = {},
): Promise<number> {
  await page.goto('/dashboard');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const response = await page.request.post('/api/kids', {
    headers: { 'X-XSRF-TOKEN': xsrf?.value ?? '' },
    multipart: {
      name,
      age: '6',
      gender: 'Female',
      dob: '2020-03-14',
      address: '1 Nest Lane',
      ...fields,
    },
  });
  if (response.status() !== 201)
    throw new Error(`add kid failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}
