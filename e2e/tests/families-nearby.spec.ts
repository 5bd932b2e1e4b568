import type { Locator, Page } from '@playwright/test';
import { PLACE_MESSAGES } from '@nestling/shared';
import { SCREENSHOT_DIR, expect, test } from '../fixtures.js';
import { YORK_PLACE_ID, api, createKid, secondFamily, signInVerifiedParent } from '../support.js';

/** Screenshots of the page at 390 and 1280 px, light and dark, as nearby/<name>-<width>-<scheme>.png. */
async function shoot(page: Page, name: string, options: { fullPage: boolean; show?: Locator }) {
  for (const width of [390, 1280])
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await options.show?.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/nearby/${name}-${width}-${scheme}.png`,
        fullPage: options.fullPage,
        // Colours change with a transition: a shot taken at once caught fields half-way from
        // light to dark (the "greyish" focused typeahead reported in dark mode).
        animations: 'disabled',
      });
    }
}

/**
 * Families nearby (issue 30): a family in Leeds with no home area sees Explore "anywhere" and is
 * asked for an area once ("Not now" stays answered after a reload); on the Family screen "Use my
 * location" picks Leeds in the browser from the gazetteer's static tiles (decision 064) without
 * sending the position; then it sees a York family at "≈ 35 km" within 50 km and not within
 * 25 km. Screenshots of the prompt, the typeahead, the located place and Explore at 390 and
 * 1280 px, light and dark.
 */
test('a Leeds family is asked once, finds Leeds by its location, and sees a York family within 50 km, not 25', async ({
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
  // No home area: Explore is "anywhere", and the family is asked for one — once.
  const prompt = page.getByRole('region', { name: 'Where does your family live?' });
  await expect(prompt).toContainText('Choose your home area to see families nearby.');
  await expect(page.getByLabel('Distance')).toHaveValue('any');
  await shoot(page, 'prompt', { fullPage: false });
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Distances need a home area (Family screen).')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.getByRole('link', { name: 'Choose home area' }).click();

  const input = page.getByRole('combobox', { name: PLACE_MESSAGES.homeArea });
  await input.fill('leeds');
  await expect(page.getByRole('option').first()).toHaveText('Leeds, ENG, GB');
  await shoot(page, 'typeahead', { fullPage: false });
  await input.fill('');

  // "Use my location": the browser's position (Leeds Kirkgate Market) picks Leeds on the
  // device; only the tiles' coarse cells are asked for, and no request carries the position.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 53.7973, longitude: -1.5414 });
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(input).toHaveValue('Leeds, ENG, GB');
  const located = page.getByText(PLACE_MESSAGES.located('Leeds'));
  await expect(located).toBeVisible();
  await shoot(page, 'located', { fullPage: false, show: located });
  expect(sent.some((line) => line.includes('/places/gcw.json'))).toBe(true);
  expect(sent.filter((line) => /53\.79|-1\.54|1\.541/.test(line))).toEqual([]);
  await page.getByRole('button', { name: 'Save home area' }).click();
  await expect(page.getByText('Home area saved.')).toBeVisible();

  await page.goto('/dashboard/explore');
  const distance = page.getByLabel('Distance');
  await expect(distance).toHaveValue('25');
  await expect(page.getByRole('article', { name: 'Yusuf' })).toHaveCount(0);
  await expect(page.getByText('No kids found. Try adjusting your filters!')).toBeVisible();
  await distance.selectOption('50');
  await expect(page).toHaveURL(/within=50/);
  const card = page.getByRole('article', { name: 'Yusuf' });
  await expect(card).toContainText('York · ≈ 35 km away');
  await expect(page.getByText('1 kid nearby')).toBeVisible();
  await shoot(page, 'explore', { fullPage: true });
  await distance.selectOption('25');
  await expect(card).toHaveCount(0);
});
