import { CALL_TEXTS } from '@nestling/shared';
import { registerVerifiedParent } from '@nestling/testing';
import {
  expect,
  type Browser,
  type BrowserContext,
  type Frame,
  type Page,
  type WebSocket,
} from '@playwright/test';
import type { NestlingServer } from './fixtures.js';

export const PASSWORD = 'Sunny-Day7';
let sequence = 0;

/** A unique e-mail address for a journey. */
export function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}.${Date.now()}.${sequence}@example.com`;
}

/**
 * Registers a parent through the API, verifies the e-mail through the mailed link, and puts
 * the signed-in session's cookies into the browser context — the fast way to start a journey
 * that is not about accounts.
 * @param options.email the address to register (default: a unique one from the name)
 * @param options.invitationToken a family invitation's token: the parent joins that family
 * @returns the parent's e-mail and name
 */
export async function signInVerifiedParent(
  server: NestlingServer,
  context: BrowserContext,
  name = 'Jordan Parent',
  options: { email?: string; invitationToken?: string } = {},
): Promise<{ email: string; name: string }> {
  const email = options.email ?? uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const api = await registerVerifiedParent(server.baseUrl, server.mail, {
    name,
    email,
    password: PASSWORD,
    ...(options.invitationToken !== undefined && { invitationToken: options.invitationToken }),
  });
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
  const response = await page.request.post('/api/kids', {
    headers: await xsrfHeader(page),
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

/**
 * The XSRF header of the page's session, as the app sends it on every change (decision 025's
 * double-submit cookie; any page load of the app sets the cookie).
 * @returns `{ 'X-XSRF-TOKEN': value }`, the value empty when no page has set the cookie yet
 */
export async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': cookie?.value ?? '' };
}

/** GeoNames' York, England (35 km from Leeds' centre): a home area for a journey's family (issue 30). */
export const YORK_PLACE_ID = 2633352;

/** A call of the API from the page's session, with its XSRF header. */
export async function api(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const response = await page.request.fetch(path, {
    method,
    headers: await xsrfHeader(page),
    ...(data !== undefined ? { data } : {}),
  });
  if (!response.ok())
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
}

/** A second signed-in family in its own browser context (its own cookies). */
export async function secondFamily(browser: Browser, server: NestlingServer, name: string) {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  await signInVerifiedParent(server, context, name);
  return context.newPage();
}

/**
 * Makes the two signed-in parents friends as the UI would: B shows a kid in Explore, A sends a
 * playdate request for it, B accepts.
 * @returns each parent's id
 */
export async function makeFriends(a: Page, b: Page): Promise<{ aId: number; bId: number }> {
  const kidId = await createKid(b, 'Nora', { showInExplore: 'true', interests: '["Art"]' });
  await a.goto('/dashboard');
  const proposedTime = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
  const request = await api(a, 'POST', '/api/friends/send', {
    kidId,
    meetingType: 'Playdate',
    proposedTime,
    message: 'Park on Saturday?',
  });
  await api(b, 'POST', '/api/friends/accept', { requestId: request!.id });
  const me = async (page: Page) =>
    ((await api(page, 'GET', '/api/auth/me'))!.parent as { id: number }).id;
  return { aId: await me(a), bId: await me(b) };
}

/**
 * Two families who are friends, each signed in: A (a verified parent named `nameA`) in `page`'s
 * own context, B (`nameB`) in a new context of `browser`; befriended through `makeFriends`.
 * @returns B's page, and each parent's id
 */
export async function friendFamilies(
  server: NestlingServer,
  page: Page,
  browser: Browser,
  nameA: string,
  nameB: string,
): Promise<{ b: Page; aId: number; bId: number }> {
  await signInVerifiedParent(server, page.context(), nameA);
  const b = await secondFamily(browser, server, nameB);
  return { b, ...(await makeFriends(page, b)) };
}

/**
 * Resolves once the page's next Socket.IO connection has completed its connect: the server's
 * CONNECT packet (a `40` frame) has arrived over a WebSocket, and the server had joined the socket
 * to its parent's room just before sending it (plugins/realtime.ts). Playwright's `websocket`
 * event alone fires when the socket is only asked for: a friend typing before the connect
 * completes reaches no room on this side. Call it before the navigation that opens the socket.
 * Only a WebSocket opened after that navigation counts: the screen before connects its socket
 * late (once its first screen has been shown), and one it opens while the navigation is under
 * way is closed with it, never connected.
 * @param page the page whose socket to await
 */
export function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    let navigated = false;
    const onNavigated = (frame: Frame) => {
      if (frame === page.mainFrame()) navigated = true;
    };
    const onSocket = (socket: WebSocket) => {
      if (!navigated) return;
      socket.on('framereceived', ({ payload }) => {
        if (!String(payload).startsWith('40')) return;
        page.off('framenavigated', onNavigated);
        page.off('websocket', onSocket);
        resolve();
      });
    };
    page.on('framenavigated', onNavigated);
    page.on('websocket', onSocket);
  });
}

/**
 * Maya (`page`, on the Messages screen) calls Sam (`sam`, on the dashboard: the incoming-call
 * prompt rings there); Sam answers; both modals reach Connected and Sam's video plays on
 * Maya's side. The two must be friends, named 'Maya Lopez' and 'Sam Park'.
 * @param samId Sam's parent id (the conversation Maya opens)
 * @returns the two call modals
 */
export async function callAndConnect(page: Page, sam: Page, samId: number) {
  await sam.goto('/dashboard');
  await page.goto(`/dashboard/messages?chatWith=${String(samId)}`);
  await page.getByRole('button', { name: 'Call' }).click();
  const modal = page.getByRole('dialog', { name: CALL_TEXTS.title('Sam Park') });
  await expect(modal).toBeVisible();

  const prompt = sam.getByRole('alertdialog', { name: CALL_TEXTS.incoming('Maya Lopez') });
  await prompt.getByRole('button', { name: 'Answer' }).click();
  const samModal = sam.getByRole('dialog', { name: CALL_TEXTS.title('Maya Lopez') });
  await expect(modal.getByText('Connected')).toBeVisible({ timeout: 20_000 });
  await expect(samModal.getByText('Connected')).toBeVisible({ timeout: 20_000 });
  const remoteTime = () =>
    page
      .getByLabel(CALL_TEXTS.remoteVideo('Sam Park'))
      .evaluate((video: HTMLVideoElement) => video.currentTime);
  await expect.poll(remoteTime).toBeGreaterThan(0);
  return { modal, samModal };
}

/**
 * Saves `locale` as the signed-in parent's language, as Settings' language card does (PATCH
 * /api/parents/edit with `locale` alone, decision 079), from the dashboard.
 * @throws when the server refuses
 */
export async function saveLanguage(page: Page, locale: 'en' | 'es'): Promise<void> {
  await page.goto('/dashboard');
  const response = await page.request.fetch('/api/parents/edit', {
    method: 'PATCH',
    headers: await xsrfHeader(page),
    data: { locale },
  });
  if (!response.ok())
    throw new Error(`saving the language failed: ${response.status()} ${await response.text()}`);
}
