import type { Page } from '@playwright/test';
import { BLOCK_MESSAGES, CHAT_TEXTS, MESSAGES, REPORT_MESSAGES } from '@nestling/shared';
import { expect, runAdmin, startPostgresServer, test } from '../fixtures.js';
import {
  api,
  friendFamilies,
  makeFriends,
  secondFamily,
  signInVerifiedParent,
} from '../support.js';

/**
 * Opens the Report dialog of the friend's message on screen and chooses "Harassment".
 * @returns the dialog
 */
async function reportMessage(page: Page) {
  await page.getByRole('button', { name: 'Report message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report message' });
  await dialog.getByLabel(REPORT_MESSAGES.reasonLabel).selectOption({
    label: REPORT_MESSAGES.reasons.harassment,
  });
  return dialog;
}

/**
 * Reports (issue 27): a parent reports a friend's message from the chat with a reason and a
 * note; the dialog says it was sent and offers to block the family, which closes the chat.
 */
test('a parent reports a message from the chat, then blocks the family', async ({
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
  await sam.goto('/dashboard');
  await api(sam, 'POST', '/api/messages', { receiverId: aId, text: 'You will regret this' });

  await page.goto(`/dashboard/messages?chatWith=${bId}`);
  await expect(page.getByText('You will regret this')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report family' })).toBeVisible();
  const dialog = await reportMessage(page);
  await dialog
    .getByLabel('Anything else our moderators should know? (optional)')
    .fill('Threatening, out of nowhere.');
  await shot(page, 'report-dialog');
  await dialog.getByRole('button', { name: REPORT_MESSAGES.submit }).click();
  await expect(
    dialog.getByText(
      'Thank you. Our moderators will review your report; the family is not told who reported.',
    ),
  ).toBeVisible();
  await shot(page, 'report-sent');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'report-sent-phone');

  await dialog.getByRole('button', { name: REPORT_MESSAGES.blockFamily('Sam Park') }).click();
  const confirm = page.getByRole('alertdialog', { name: BLOCK_MESSAGES.confirmTitle });
  await expect(confirm.getByText(BLOCK_MESSAGES.confirm('Sam Park'))).toBeVisible();
  await shot(page, 'report-block-confirm-phone');
  await confirm.getByRole('button', { name: BLOCK_MESSAGES.block }).click();
  await expect(page.getByText('🚫 Family blocked')).toBeVisible();
  // Sam is no friend any more: the chat is gone, and stays gone after a reload.
  await expect(page.getByRole('heading', { name: CHAT_TEXTS.chatWith('Sam Park') })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No friends yet.')).toBeVisible();
});

/**
 * The journey (issue 27, "Done when"): a parent reports a message; a moderator — granted
 * by `npm run admin -- moderator grant` beside the running app, on its PostgreSQL database —
 * suspends the sender from the Moderation screen; the sender's open tab is signed out with the
 * suspension's notice; the reporter is told the report was reviewed.
 */
test('a moderator suspends a reported sender: their open tab is signed out, the reporter is told', async ({
  browser,
  shot,
}) => {
  test.setTimeout(180_000);
  const server = await startPostgresServer();
  try {
    const maya = await secondFamily(browser, server, 'Maya Lopez');
    const sam = await secondFamily(browser, server, 'Sam Park');
    const { aId: mayaId, bId: samId } = await makeFriends(maya, sam);
    await api(sam, 'POST', '/api/messages', { receiverId: mayaId, text: 'You will regret this' });
    // Sam's tab stays open on the conversation (its socket connected).
    await sam.goto(`/dashboard/messages?chatWith=${mayaId}`);
    await expect(sam.getByText('You will regret this')).toBeVisible();

    await maya.goto(`/dashboard/messages?chatWith=${samId}`);
    const dialog = await reportMessage(maya);
    await dialog.getByRole('button', { name: REPORT_MESSAGES.submit }).click();
    await expect(
      dialog.getByText(
        'Thank you. Our moderators will review your report; the family is not told who reported.',
      ),
    ).toBeVisible();

    const moderatorContext = await browser.newContext({ baseURL: server.baseUrl });
    const moderator = await moderatorContext.newPage();
    const { email } = await signInVerifiedParent(server, moderatorContext, 'Mo Derator');
    expect(await runAdmin(server, ['moderator', 'grant', email])).toContain('is now a moderator');
    await moderator.goto('/dashboard');
    await moderator.getByRole('link', { name: 'Moderation' }).first().click();
    await expect(moderator).toHaveURL(/\/dashboard\/moderation/);
    const report = moderator.getByRole('region').filter({ hasText: 'You will regret this' });
    await expect(report).toBeVisible();
    await report.getByLabel('Action').selectOption({
      label: REPORT_MESSAGES.actions.suspend,
    });
    await report.getByLabel('Reason').fill('Threats in a message');
    await shot(moderator, 'moderation-suspend');
    await report.getByRole('button', { name: 'Apply' }).click();
    await expect(moderator.getByText('No open reports.')).toBeVisible();

    // Sam's open tab: signed out at once, and told why.
    await expect(sam).toHaveURL(/\/login\?suspended=true/);
    await expect(sam.getByText(MESSAGES.login.accountSuspended)).toBeVisible();
    await shot(sam, 'moderation-suspended-tab');

    await maya.goto('/dashboard/notifications');
    await expect(maya.getByText(REPORT_MESSAGES.reviewed)).toBeVisible();
    await shot(maya, 'moderation-reporter-told');
    await moderatorContext.close();
  } finally {
    await server.stop();
  }
});
