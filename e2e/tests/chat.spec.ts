import type { Page } from '@playwright/test';
import { CHAT_TEXTS } from '@nestling/shared';
import { expect, test } from '../fixtures.js';
import { callAndConnect, friendFamilies } from '../support.js';

/**
 * Chat and video calls between two families who became friends (issue 12). Needs the server
 * half of issue 12 (messages REST, Socket.IO, `GET /api/calls/ice-servers`).
 */

test('two friends chat live: typing, delivery, read tick, delete for both', async ({
  page,
  browser,
  server,
  shot,
}) => {
  const {
    b: sam,
    aId,
    bId,
  } = await friendFamilies(server, page, browser, 'Maya Lopez', 'Sam Park');

  await page.goto(`/dashboard/messages?chatWith=${bId}`);
  await sam.goto(`/dashboard/messages?chatWith=${aId}`);
  await expect(page.getByRole('heading', { name: CHAT_TEXTS.chatWith('Sam Park') })).toBeVisible();
  await expect(sam.getByRole('heading', { name: CHAT_TEXTS.chatWith('Maya Lopez') })).toBeVisible();
  await expect(page.getByText(CHAT_TEXTS.empty)).toBeVisible();

  const input = page.getByLabel('Message', { exact: true });
  // Typing is volatile (spec §7.9: not queued for a socket that is not connected yet), and on
  // a loaded machine a socket's handshake can take seconds after the screen shows: Maya types
  // again until Sam's socket is there to see it, as a parent would. The indicator is awaited
  // while the keys go, since typing can end (and the indicator hide) before the last key returns.
  await expect(async () => {
    await input.clear();
    const samSeesTyping = expect(sam.getByText(CHAT_TEXTS.isTyping('Maya Lopez'))).toBeVisible({
      timeout: 5_000,
    });
    await input.pressSequentially('Hello Sam', { delay: 30 });
    await samSeesTyping;
  }).toPass({ timeout: 60_000 });
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
