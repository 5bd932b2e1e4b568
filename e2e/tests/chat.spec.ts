import type { Browser, Page } from '@playwright/test';
import { CALL_TEXTS, CHAT_TEXTS } from '@nestling/shared';
import { expect, test, type NestlingServer } from '../fixtures.js';
import { createKid, signInVerifiedParent } from '../support.js';

/**
 * Chat and video calls between two families who became friends (issue 12). Needs the server
 * half of issue 12 (messages REST, Socket.IO, `GET /api/calls/ice-servers`).
 */

/** A call of the API from the page's session, with its XSRF header. */
async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const response = await page.request.fetch(path, {
    method,
    headers: { 'X-XSRF-TOKEN': xsrf?.value ?? '' },
    ...(data !== undefined ? { data } : {}),
  });
  if (!response.ok())
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
}

/** A second signed-in family in its own browser context (its own cookies). */
async function secondFamily(browser: Browser, server: NestlingServer, name: string) {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  await signInVerifiedParent(server, context, name);
  return context.newPage();
}

/**
 * Makes the two signed-in parents friends as the UI would: B shows a kid in Explore, A sends a
 * playdate request for it, B accepts.
 * @returns each parent's id
 */
async function makeFriends(a: Page, b: Page): Promise<{ aId: number; bId: number }> {
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

test('two friends chat live: typing, delivery, read tick, delete for both', async ({
  page,
  browser,
  server,
  shot,
}) => {
  await signInVerifiedParent(server, page.context(), 'Maya Lopez');
  const sam = await secondFamily(browser, server, 'Sam Park');
  const { aId, bId } = await makeFriends(page, sam);

  await page.goto(`/dashboard/messages?chatWith=${bId}`);
  await sam.goto(`/dashboard/messages?chatWith=${aId}`);
  await expect(page.getByRole('heading', { name: CHAT_TEXTS.chatWith('Sam Park') })).toBeVisible();
  await expect(sam.getByRole('heading', { name: CHAT_TEXTS.chatWith('Maya Lopez') })).toBeVisible();
  await expect(page.getByText(CHAT_TEXTS.empty)).toBeVisible();

  const input = page.getByLabel(CHAT_TEXTS.inputLabel);
  await input.pressSequentially('Hello Sam', { delay: 30 });
  await expect(sam.getByText(CHAT_TEXTS.isTyping('Maya Lopez'))).toBeVisible();
  await input.press('Enter');
  // Delivered without a reload; Sam has the conversation open, so it is read at once.
  await expect(sam.getByText('Hello Sam')).toBeVisible();
  const mine = page.getByRole('listitem').filter({ hasText: 'Hello Sam' });
  await expect(mine.getByText(CHAT_TEXTS.read)).toBeVisible();
  await shot(page, 'chat-conversation');

  await mine.getByRole('button', { name: CHAT_TEXTS.deleteLabel }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(CHAT_TEXTS.deleteConfirm);
  await dialog.getByRole('button', { name: CHAT_TEXTS.deleteButton }).click();
  await expect(page.getByText('Hello Sam')).toHaveCount(0);
  await expect(sam.getByText('Hello Sam')).toHaveCount(0);
  await expect(sam.getByText(CHAT_TEXTS.empty)).toBeVisible();
  await sam.context().close();
});

test('a video call: both sides reach Connected, the remote video plays, End Call releases the camera', async ({
  page,
  browser,
  server,
}) => {
  await signInVerifiedParent(server, page.context(), 'Maya Lopez');
  const sam = await secondFamily(browser, server, 'Sam Park');
  const { bId } = await makeFriends(page, sam);
  await sam.goto('/dashboard');
  await page.goto(`/dashboard/messages?chatWith=${bId}`);
  await page.getByRole('button', { name: CHAT_TEXTS.call }).click();
  const modal = page.getByRole('dialog', { name: CALL_TEXTS.title('Sam Park') });
  await expect(modal).toBeVisible();

  // Sam is on another page: the prompt rings there.
  const prompt = sam.getByRole('alertdialog', { name: CALL_TEXTS.incoming('Maya Lopez') });
  await prompt.getByRole('button', { name: CALL_TEXTS.answer }).click();
  const samModal = sam.getByRole('dialog', { name: CALL_TEXTS.title('Maya Lopez') });
  await expect(modal.getByText(CALL_TEXTS.connected)).toBeVisible({ timeout: 20_000 });
  await expect(samModal.getByText(CALL_TEXTS.connected)).toBeVisible({ timeout: 20_000 });
  const remoteTime = () =>
    page
      .getByLabel(CALL_TEXTS.remoteVideo('Sam Park'))
      .evaluate((video: HTMLVideoElement) => video.currentTime);
  await expect.poll(remoteTime).toBeGreaterThan(0);

  await modal.getByRole('button', { name: CALL_TEXTS.endCall }).click();
  await expect(modal.getByText(CALL_TEXTS.ended)).toBeVisible();
  await expect(samModal.getByText(CALL_TEXTS.ended)).toBeVisible();
  const liveTracks = (p: Page, label: string) =>
    p
      .getByLabel(label)
      .evaluate(
        (video: HTMLVideoElement) =>
          ((video.srcObject as MediaStream | null)?.getTracks() ?? []).filter(
            (track) => track.readyState === 'live',
          ).length,
      );
  expect(await liveTracks(page, CALL_TEXTS.localVideo)).toBe(0);
  expect(await liveTracks(sam, CALL_TEXTS.localVideo)).toBe(0);
  await sam.context().close();
});
