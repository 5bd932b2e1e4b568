import { test, expect } from '../fixtures.js';
import { saveLanguage, signInVerifiedParent } from '../support.js';

/**
 * The signed-in shell and the dashboard in Spanish (issue 28): a parent who saved Spanish sees
 * the navigation, the greeting, the tiles and the footer in it, `<html lang="es">` and a Spanish
 * title; a phone's screenshots in both colour schemes (e2e/artifacts/screenshots/) show that the
 * longer Spanish words fit at 390 px.
 */
test('the dashboard in Spanish on a phone, light and dark', async ({
  page,
  context,
  server,
  shot,
}) => {
  await signInVerifiedParent(server, context, 'Lucía Ortega');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Lucía' })).toBeVisible();

  await saveLanguage(page, 'es');

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await expect(page).toHaveTitle('Panel · Nestling');
    await expect(page.getByText('¿Adónde quieres ir hoy?')).toBeVisible();
    await expect(page.getByRole('link', { name: /Perfiles de los niños/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú', exact: true })).toBeVisible();
    await expect(
      page.getByText('© Nestling · Privado por defecto, hecho para familias.'),
    ).toBeAttached();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'nothing runs off the side at 390 px').toBe(0);
    await page.waitForLoadState('networkidle');
    await shot(page, `dashboard-es-phone-${scheme}`);
  }

  // The menu opened: its Spanish links fit too.
  await page.getByRole('button', { name: 'Menú', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Centro familiar' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await shot(page, 'dashboard-es-phone-dark-menu');
});
