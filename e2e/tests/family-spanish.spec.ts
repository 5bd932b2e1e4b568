import { linkIn } from '@nestling/testing';
import { expect, test } from '../fixtures.js';
import { expectNoOverflow } from '../languages.js';
import { api, saveLanguage, signInVerifiedParent, uniqueEmail } from '../support.js';

/**
 * The Family screen and /join-family in Spanish (issue 28): a guardian and a caregiver who
 * saved Spanish; a phone's screenshots in both colour schemes (e2e/artifacts/screenshots/) show
 * that the longer Spanish words — the role buttons, the invitations' dates, Leave — fit at 390 px.
 */

test('the Family screen and the invitation’s acceptance in Spanish on a phone, light and dark', async ({
  page,
  context,
  browser,
  server,
  shot,
}) => {
  await signInVerifiedParent(server, context, 'Lucía Ortega');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await saveLanguage(page, 'es');

  // A caregiver with an account of their own, in Spanish, accepts the mailed link.
  const nanaContext = await browser.newContext({ baseURL: server.baseUrl });
  const { email: nanaEmail } = await signInVerifiedParent(server, nanaContext, 'Nana Ortega');
  const nana = await nanaContext.newPage();
  await nana.setViewportSize({ width: 390, height: 844 });
  await nana.goto('/dashboard');
  await saveLanguage(nana, 'es');
  await api(page, 'POST', '/api/family/invitations', { email: nanaEmail, role: 'caregiver' });
  await nana.goto(
    linkIn(await server.mail.waitFor(nanaEmail, /te invitó|invited you/), '/join-family'),
  );
  await expect(nana.getByRole('heading', { name: 'Qué significa unirse' })).toBeVisible();
  await expect(nana).toHaveTitle('Unirse a una familia · Nestling');
  await expectNoOverflow(nana, '/join-family');
  await shot(nana, 'join-family-es-phone-light');
  await nana.getByRole('button', { name: 'Aceptar y unirme' }).click();
  await nana.waitForURL('**/dashboard');
  await expect(nana.getByText('¡Te damos la bienvenida a la familia!')).toBeVisible();
  await nanaContext.close();

  // A pending invitation, so the card shows its Spanish line and buttons.
  await api(page, 'POST', '/api/family/invitations', {
    email: uniqueEmail('abuela'),
    role: 'guardian',
  });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/dashboard/family');
    await expect(page.getByRole('heading', { level: 1, name: 'Familia' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Familia · Nestling');
    const members = page.getByRole('region', { name: 'Miembros' });
    await expect(members.getByText('Nana Ortega', { exact: true })).toBeVisible();
    await expect(members.getByRole('button', { name: 'Hacer tutor: Nana Ortega' })).toBeVisible();
    await expect(members.getByText(/Se unió el \d+ \S+ \d{4}/).first()).toBeVisible();
    const invite = page.getByRole('region', { name: 'Invitar a alguien' });
    await expect(invite.getByRole('button', { name: 'Enviar invitación' })).toBeVisible();
    await expect(invite.getByText(/Tutor · Enlace válido hasta el/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Zona de residencia' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salir de la familia' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoOverflow(page, `the Family screen (${scheme})`);
    await shot(page, `family-es-phone-${scheme}`);
  }
});
