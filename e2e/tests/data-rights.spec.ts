import { readFile } from 'node:fs/promises';
import { ACCOUNT_MESSAGES, MESSAGES } from '@nestling/shared';
import { SCREENSHOT_DIR, expect, expectConsoleErrors, test } from '../fixtures.js';
import { PASSWORD, createKid, signInVerifiedParent } from '../support.js';

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
  await page.getByRole('link', { name: 'Data, subscription and account' }).click();
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
