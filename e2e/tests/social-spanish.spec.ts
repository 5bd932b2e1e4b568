import { expect, test } from '../fixtures.js';
import { expectNoOverflow } from '../languages.js';
import { createKid, friendFamilies, saveLanguage } from '../support.js';

/**
 * Issue 28's social screens in Spanish, on a 390 px phone: two friends who saved Spanish (PATCH
 * /api/parents/edit) see Explore — its filters button, count, cards with distance and match —
 * and Messages — the friend list, a conversation, a sent message's state — in Spanish, with
 * `<html lang="es">`; the screenshots show long Spanish words within the phone's width.
 */

test('Explore and Messages in Spanish on a phone (issue 28)', async ({
  page,
  browser,
  server,
  shot,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const { b, bId } = await friendFamilies(server, page, browser, 'Maya Lopez', 'Sam Park');
  await createKid(b, 'Valentina Kim', {
    showInExplore: 'true',
    interests: '["Art","Reading"]',
    area: 'Riverside',
  });
  await createKid(page, 'Mila Lopez', { interests: '["Art"]' });
  await saveLanguage(page, 'es');

  await page.goto('/dashboard/explore?within=any');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explorar niños públicos' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: /Filtros/ })).toBeVisible();
  // A family without a home area is asked once, in Spanish too.
  await expect(page.getByRole('heading', { name: '¿Dónde vive tu familia?' })).toBeVisible();
  await expect(page.getByText(/niños? encontrados?/)).toBeVisible();
  const valentina = page.getByRole('article', { name: 'Valentina' });
  await expect(valentina.getByText(/de coincidencia/)).toBeVisible();
  await expect(valentina.getByRole('link', { name: 'Chat' })).toBeVisible();
  await expectNoOverflow(page, 'Explore');
  await shot(page, 'explore-es-390');

  await page.goto(`/dashboard/messages?chatWith=${bId}`);
  await expect(page.getByRole('heading', { name: 'Chat con Sam Park' })).toBeVisible();
  await page.getByPlaceholder('Tu mensaje…').fill('¿Quedamos el sábado en el parque?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Enviado')).toBeVisible();
  await expectNoOverflow(page, 'a conversation');
  await shot(page, 'messages-es-390');

  await page.goto('/dashboard/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Amigos' })).toBeVisible();
  await expectNoOverflow(page, 'Messages');
  await shot(page, 'messages-list-es-390');

  await page.goto('/my-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis solicitudes' })).toBeVisible();
  await expect(page.getByText('Aceptada').first()).toBeVisible();
  await expectNoOverflow(page, 'My requests');
  await shot(page, 'my-requests-es-390');
  await b.context().close();
});
