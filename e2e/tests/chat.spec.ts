import type { Page } from '@playwright/test';
import { CHAT_TEXTS } from '@nestling/shared';
import { expect, test } from '../fixtures.js';
import { callAndConnect, friendFamilies, socketConnected } from '../support.js';

/**
 * Chat and video calls between two families who became friends (issue 12). Needs the server
 * half of issue 12 (messages REST, Socket.IO, `GET /api/calls/ice-servers`).
 */

test('two friends chat live: typing, delivery, read tick, delete for both', async ({
  page,
  browser,
  server,
  shot,
}, testInfo) => {
  const {
    b: sam,
    aId,
    bId,
  } = await friendFamilies(server, page, browser, 'Maya Lopez', 'Sam Park');

  // Sam has the conversation open, his socket connected.
  const samConnected = socketConnected(sam);
  await sam.goto(`/dashboard/messages?chatWith=${aId}`);
  await expect(sam.getByRole('heading', { name: CHAT_TEXTS.chatWith('Maya Lopez') })).toBeVisible();
  await samConnected;

  // Maya opens the chat from a link and types as soon as the composer is there, her first screen
  // still loading (a read of the screen held here — the deleted accounts' messages, which the
  // chat does not need): her socket has not started (decision 086) — her first key starts it
  // (lib/first-screen.ts whenFirstScreenShownOrUsed), and the burst she has begun is told to Sam
  // once it is there (use-typing-emitter). The keys go at a person's pace (a burst lasts while
  // they come within 900 ms); the indicator is awaited while they go.
  let releaseRead = () => {};
  const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
  await page.route(
    (url) => url.pathname === '/api/messages/deleted-accounts',
    async (route) => {
      await readHeld;
      await route.continue();
    },
  );
  let keysStarted = false;
  let mayaSocketBeforeKeys = false;
  page.on('websocket', () => void (mayaSocketBeforeKeys ||= !keysStarted));
  await page.goto(`/dashboard/messages?chatWith=${bId}`);
  const input = page.getByLabel('Message', { exact: true });
  await input.waitFor();
  keysStarted = true;
  const samSeesTyping = expect(sam.getByText(CHAT_TEXTS.isTyping('Maya Lopez'))).toBeVisible();
  await input.pressSequentially('Hello Sam', { delay: 250 });
  await samSeesTyping;
  testInfo.annotations.push({
    type: 'Maya’s socket',
    description: mayaSocketBeforeKeys ? 'opened before her first key' : 'opened by her keys',
  });
  releaseRead();
  await expect(page.getByText(CHAT_TEXTS.empty)).toBeVisible();
  await input.press('Enter');
  // Delivered without a reload; Sam has the conversation open, so it is read at once.
  await expect(sam.getByText('Hello Sam')).toBeVisible();
  const mine = page.getByRole('listitem').filter({ hasText: 'Hello Sam' });
  await expect(mine.getByText('Read')).toBeVisible();
  await shot(page, 'chat-conversation');

  await mine.getByRole('button', { name: 'Delete message' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(CHAT_TEXTS.deleteConfirm);
  await dialog.getByRole('button', { name: 'Delete' }).click();
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
  const { b: sam, bId } = await friendFamilies(server, page, browser, 'Maya Lopez', 'Sam Park');
  const { modal, samModal } = await callAndConnect(page, sam, bId);

  await modal.getByRole('button', { name: 'End Call' }).click();
  await expect(modal.getByText('Call ended')).toBeVisible();
  await expect(samModal.getByText('Call ended')).toBeVisible();
  const liveTracks = (p: Page, label: string) =>
    p
      .getByLabel(label)
      .evaluate(
        (video: HTMLVideoElement) =>
          ((video.srcObject as MediaStream | null)?.getTracks() ?? []).filter(
            (track) => track.readyState === 'live',
          ).length,
      );
  expect(await liveTracks(page, 'Your camera')).toBe(0);
  expect(await liveTracks(sam, 'Your camera')).toBe(0);
  await sam.context().close();
});
