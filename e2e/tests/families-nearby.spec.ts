import { EXPLORE_MESSAGES, PLACE_MESSAGES } from '@nestling/shared';
import { SCREENSHOT_DIR, expect, test } from '../fixtures.js';
import { YORK_PLACE_ID, api, createKid, secondFamily, signInVerifiedParent } from '../support.js';

/**
 * Families nearby (issue 30): a family in Leeds chooses its home area in the typeahead, then
 * sees a York family at "≈ 35 km" within 50 km and not within 25 km. Screenshots of the
 * typeahead and of Explore at 390 and 1280 px, light and dark.
 */
test('a Leeds family sets its area and sees a York family within 50 km, not within 25 km', async ({
  page,
  server,
  context,
  browser,
}) => {
  const york = await secondFamily(browser, server, 'Yara York');
  await createKid(york, 'Yusuf York', { showInExplore: 'true', interests: '["Art"]' });
  await york.goto('/dashboard');
  await api(york, 'PUT', '/api/family/area', { placeId: YORK_PLACE_ID });

  await signInVerifiedParent(server, context, 'Lee Leeds');
  await page.goto('/dashboard/explore');
  await expect(page.getByText(PLACE_MESSAGES.askForArea)).toBeVisible();
  await page.getByRole('link', { name: PLACE_MESSAGES.chooseArea }).click();

  const input = page.getByRole('combobox', { name: PLACE_MESSAGES.homeArea });
  await input.fill('leeds');
  await expect(page.getByRole('option').first()).toHaveText('Leeds, ENG, GB');
  for (const width of [390, 1280])
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/nearby/typeahead-${width}-${scheme}.png` });
    }
  await input.press('Enter');
  await expect(input).toHaveValue('Leeds, ENG, GB');
  await page.getByRole('button', { name: PLACE_MESSAGES.save }).click();
  await expect(page.getByText(PLACE_MESSAGES.saved)).toBeVisible();

  await page.goto('/dashboard/explore');
  const distance = page.getByLabel(EXPLORE_MESSAGES.distance);
  await expect(distance).toHaveValue('25');
  await expect(page.getByRole('article', { name: 'Yusuf' })).toHaveCount(0);
  await expect(page.getByText(EXPLORE_MESSAGES.empty)).toBeVisible();
  await distance.selectOption('50');
  await expect(page).toHaveURL(/within=50/);
  const card = page.getByRole('article', { name: 'Yusuf' });
  await expect(card).toContainText('York · ≈ 35 km away');
  await expect(page.getByText('1 kid nearby')).toBeVisible();
  for (const width of [390, 1280])
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/nearby/explore-${width}-${scheme}.png`,
        fullPage: true,
      });
    }
  await distance.selectOption('25');
  await expect(card).toHaveCount(0);
});
