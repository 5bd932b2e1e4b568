import path from 'node:path';
import { SCREENSHOT_DIR, expect, test } from '../fixtures.js';
import { expectNoOverflow } from '../languages.js';
import { saveLanguage, signInVerifiedParent } from '../support.js';

/**
 * Settings' push card and calendar feed card in Spanish (issue 28): a parent who saved Spanish
 * turns the calendar feed on (its longest state: the link, the warnings, two buttons); a phone's
 * screenshots in both colour schemes (e2e/artifacts/screenshots/) show the Spanish fits at 390 px.
 */
test('Settings’ push and calendar feed cards in Spanish on a phone, light and dark', async ({
  page,
  context,
  server,
  shot,
}) => {
  await signInVerifiedParent(server, context, 'Lucía Ortega');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await saveLanguage(page, 'es');
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  const feed = page.getByRole('region', {
    name: 'Suscríbete en Google Calendar, Apple Calendar u Outlook',
  });
  await feed.getByRole('button', { name: 'Activar la suscripción al calendario' }).click();
  await expect(feed.getByText('✅ Suscripción al calendario activada.')).toBeVisible();
  await expect(feed.getByLabel('Tu enlace privado del calendario')).toBeVisible();
  await expect(feed.getByRole('button', { name: 'Generar un enlace nuevo' })).toBeVisible();
  const push = page.getByRole('region', { name: 'Notificaciones push' });
  await expect(push.getByRole('heading', { name: 'Qué te llega' })).toBeVisible();
  await expect(push.getByRole('group', { name: 'Llamadas entrantes' })).toBeVisible();

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await expectNoOverflow(page, `Settings (${scheme})`);
    await shot(page, `settings-es-phone-${scheme}`);
    // The two cards on their own, at the phone's width (the full page is 4,000 px high).
    for (const [name, card] of [
      ['push', push],
      ['calendar-feed', feed],
    ] as const) {
      await card.screenshot({
        path: path.join(SCREENSHOT_DIR, `settings-es-phone-${scheme}-${name}.png`),
      });
    }
  }
});
