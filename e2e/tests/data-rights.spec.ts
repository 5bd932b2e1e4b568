import { readFile } from 'node:fs/promises';
import { ACCOUNT_MESSAGES, DELETED_ACCOUNT_NAME, MESSAGES } from '@nestling/shared';
import { SCREENSHOT_DIR, expect, expectConsoleErrors, test } from '../fixtures.js';
import {
  PASSWORD,
  api,
  createKid,
  friendFamilies,
  signInVerifiedParent,
  xsrfHeader,
} from '../support.js';

/**
 * The parent's data rights (issue 14): from the parent hub to Settings, the export downloads a
 * zip of their data, and Delete my account — after a wrong password is refused — signs them
 * out for good: the login then fails.
 */
test('a parent downloads their data, then deletes the account and cannot sign in', async ({
  page,
  server,
  context,
}) => {
  test.slow();
  // The browser's own notes of the refused password (403) and the failed login (401).
  expectConsoleErrors(page, [/status of 403/, /status of 401/]);
  const { email } = await signInVerifiedParent(server, context, 'Rhea Quill');
  await createKid(page, 'Nell Quill');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/parent-hub');
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.waitForURL('**/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Free plan')).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/data-rights/settings-phone-${scheme}.png`,
      fullPage: true,
    });
  }

  // The export: a zip with the JSON file of the parent's records.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: ACCOUNT_MESSAGES.exportButton }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^nestling-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zip.includes('nestling-data.json')).toBe(true);

  // A wrong password is refused in the dialog; the parent stays.
  await page.getByRole('button', { name: ACCOUNT_MESSAGES.deleteButton, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ACCOUNT_MESSAGES.deleteTitle });
  await dialog.getByLabel(ACCOUNT_MESSAGES.deletePasswordLabel).fill('Not-my-password9');
  await dialog.getByRole('button', { name: ACCOUNT_MESSAGES.deleteConfirmButton }).click();
  await expect(dialog.getByText(ACCOUNT_MESSAGES.wrongPassword)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/data-rights/delete-dialog-phone-dark.png` });

  await dialog.getByLabel(ACCOUNT_MESSAGES.deletePasswordLabel).fill(PASSWORD);
  await dialog.getByRole('button', { name: ACCOUNT_MESSAGES.deleteConfirmButton }).click();
  await page.waitForURL('**/login');
  await expect(page.getByText(ACCOUNT_MESSAGES.deleted)).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(MESSAGES.login.invalidCredentials)).toBeVisible();
});

/**
 * A friend deletes their account (decision 029): the other parent still reads what they
 * exchanged, under "Deleted account" in Messages — read-only, no input and no Call button.
 */
test('the messages of a friend who deleted their account stay readable under "Deleted account"', async ({
  page,
  server,
  browser,
}) => {
  test.slow();
  const {
    b: sam,
    aId: mayaId,
    bId: samId,
  } = await friendFamilies(server, page, browser, 'Maya Lopez', 'Sam Park');
  await sam.goto('/dashboard');
  await api(sam, 'POST', '/api/messages', { receiverId: mayaId, text: 'Thanks for the playdate!' });
  await api(page, 'POST', '/api/messages', { receiverId: samId, text: 'See you at the park soon' });

  const deletion = await sam.request.fetch('/api/account', {
    method: 'DELETE',
    headers: await xsrfHeader(sam),
    data: { password: PASSWORD },
  });
  expect(deletion.status()).toBe(204);
  await sam.context().close();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/messages');
  await page.getByRole('link', { name: DELETED_ACCOUNT_NAME }).click();
  await page.waitForURL('**/dashboard/messages?chatWith=deleted');
  await expect(page.getByRole('heading', { level: 2, name: DELETED_ACCOUNT_NAME })).toBeVisible();
  const list = page.getByRole('list', { name: DELETED_ACCOUNT_NAME });
  await expect(list.getByText('Thanks for the playdate!')).toBeVisible();
  await expect(list.getByText('See you at the park soon')).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Call' })).toHaveCount(0);
  for (const [device, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/data-rights/deleted-account-messages-${device}-${scheme}.png`,
        // The theme's colour transitions finish before the picture is taken.
        animations: 'disabled',
      });
    }
  }
  // On a phone, the list first: the entry below the (now empty) friends.
  await page.goto('/dashboard/messages');
  await expect(page.getByRole('link', { name: DELETED_ACCOUNT_NAME })).toBeVisible();
  await page.screenshot({
    path: `${SCREENSHOT_DIR}/data-rights/deleted-account-list-phone-dark.png`,
  });
});
