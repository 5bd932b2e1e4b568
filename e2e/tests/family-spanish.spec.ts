import {
  accountCatalogue,
  joinFamilyCatalogue,
  mailCatalogue,
  setupCatalogue,
} from '@nestling/shared';
import { linkIn } from '@nestling/testing';
import { expect, test } from '../fixtures.js';
import { catalogueTexts, expectNoOverflow } from '../languages.js';
import { PASSWORD, api, saveLanguage, signInVerifiedParent, uniqueEmail } from '../support.js';

/**
 * The Family screen and /join-family in Spanish (issue 28): a guardian and a caregiver who
 * saved Spanish; a phone's screenshots in both colour schemes (e2e/artifacts/screenshots/) show
 * that the longer Spanish words — the role buttons, the invitations' dates, Leave — fit at 390 px.
 * And the invitation link opened signed out by a visitor whose browser asks for Spanish
 * (`Accept-Language: es`), on a 360 px phone: the screen, its registration and the account's
 * mail in Spanish.
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

test('the invitation link opened signed out, in the browser’s Spanish, on a 360 px phone', async ({
  page,
  context,
  browser,
  server,
  shot,
}) => {
  const es = await catalogueTexts('es', [
    joinFamilyCatalogue,
    accountCatalogue,
    setupCatalogue,
    mailCatalogue,
  ]);
  // The inviting guardian writes in English: the visitor's screen follows their own browser.
  await signInVerifiedParent(server, context, 'Diego Ortega');
  await page.goto('/dashboard');
  const visitorEmail = uniqueEmail('tia');
  await api(page, 'POST', '/api/family/invitations', { email: visitorEmail, role: 'guardian' });
  const link = linkIn(
    await server.mail.waitFor(visitorEmail, /te invitó|invited you/),
    '/join-family',
  );

  // Signed out, in a browser that asks for Spanish (Accept-Language: es, navigator.languages).
  const visitorContext = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'es',
    viewport: { width: 360, height: 780 },
  });
  const visitor = await visitorContext.newPage();
  for (const scheme of ['light', 'dark'] as const) {
    await visitor.emulateMedia({ colorScheme: scheme });
    await visitor.goto(link);
    await expect(
      visitor.getByRole('heading', { level: 1, name: es(joinFamilyCatalogue, 'join.title') }),
    ).toBeVisible();
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'es');
    await expect(visitor).toHaveTitle(
      es(accountCatalogue, 'document.title', { screen: es(joinFamilyCatalogue, 'join.title') }),
    );
    await expect(visitor.getByText(es(joinFamilyCatalogue, 'join.description'))).toBeVisible();
    await expect(visitor.getByText(es(joinFamilyCatalogue, 'join.signedOutText'))).toBeVisible();
    await expect(
      visitor.getByText(es(joinFamilyCatalogue, 'join.haveAccount'), { exact: false }),
    ).toBeVisible();
    await expect(
      visitor.getByRole('link', { name: es(joinFamilyCatalogue, 'join.loginLink') }),
    ).toBeVisible();
    // The registration through the link, in Spanish too (its form loads as a part of its own).
    await expect(visitor.getByLabel(es(setupCatalogue, 'field.name'))).toBeVisible();
    await expect(visitor.getByLabel(es(accountCatalogue, 'field.language'))).toHaveValue('es');
    await expect(
      visitor.getByRole('button', { name: es(setupCatalogue, 'register.submit') }),
    ).toBeVisible();
    await visitor.waitForLoadState('networkidle');
    await expectNoOverflow(visitor, `/join-family signed out (${scheme})`);
    await shot(visitor, `join-family-signed-out-es-360-${scheme}`);
  }

  // Registering through the link saves Spanish: the verification mail is in Spanish.
  await visitor.getByLabel(es(setupCatalogue, 'field.name')).fill('Tía Carmen');
  await visitor.getByLabel(es(accountCatalogue, 'field.email'), { exact: true }).fill(visitorEmail);
  await visitor.getByLabel(es(accountCatalogue, 'field.password'), { exact: true }).fill(PASSWORD);
  await visitor.getByLabel(es(setupCatalogue, 'field.gender')).selectOption('Female');
  await visitor.getByLabel(es(setupCatalogue, 'field.dob'), { exact: true }).fill('1979-02-03');
  await visitor.getByRole('button', { name: es(setupCatalogue, 'register.submit') }).click();
  await expect(visitor.getByText(es(accountCatalogue, 'register.success'))).toBeVisible();
  const mail = await server.mail.waitFor(visitorEmail, /^Verifica/);
  expect(mail.subject).toBe(es(mailCatalogue, 'verification.subject'));
  await visitorContext.close();
});
