import { linkIn } from '@nestling/testing';
import {
  accountCatalogue,
  dashboardCatalogue,
  growthCatalogue,
  healthCatalogue,
  kidFormsCatalogue,
  kidsCatalogue,
  mailCatalogue,
  setupCatalogue,
  verificationCatalogue,
} from '@nestling/shared';
import { expect, expectConsoleErrors, test } from '../fixtures.js';
import { catalogueTexts, expectNoOverflow } from '../languages.js';
import { PASSWORD, uniqueEmail } from '../support.js';

/**
 * Issue 28's journey in Spanish, on a 390 px phone whose browser asks for Spanish (es-ES): a
 * new parent registers (the register screen in Spanish, Spanish saved with the account), gets
 * the verification mail in Spanish through the SMTP sink, verifies from its link, lands on the
 * Spanish dashboard, adds a kid (a Spanish validation message for a date of birth in the future)
 * and a health log, then a measurement in the Growth section (the server's implausible value
 * refused in Spanish; percentiles, ages, the chart and its table in Spanish), light and dark. The texts come from the catalogues' Spanish (es.json), a few literals prove
 * the language; each step checks that nothing overflows and attaches a screenshot.
 */
test.use({ locale: 'es-ES', viewport: { width: 390, height: 844 } });

test('register → verify from a Spanish mail → dashboard → add a kid → health log, in Spanish', async ({
  page,
  server,
  shot,
}) => {
  test.slow();
  const es = await catalogueTexts('es', [
    accountCatalogue,
    setupCatalogue,
    verificationCatalogue,
    mailCatalogue,
    dashboardCatalogue,
    kidsCatalogue,
    kidFormsCatalogue,
    healthCatalogue,
    growthCatalogue,
  ]);
  const email = uniqueEmail('lucia');

  // Register: the browser's Spanish picks the screen's language and the account's.
  await page.goto('/register');
  await expect(
    page.getByRole('heading', { level: 1, name: es(setupCatalogue, 'register.title') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByLabel(es(accountCatalogue, 'field.language'))).toHaveValue('es');
  await page.getByLabel(es(setupCatalogue, 'field.name')).fill('Lucía Ortega');
  await page.getByLabel(es(accountCatalogue, 'field.email'), { exact: true }).fill(email);
  const password = page.getByLabel(es(accountCatalogue, 'field.password'), { exact: true });
  await password.fill('corta');
  await expect(page.getByText(es(setupCatalogue, 'passwordStrength.weak'))).toBeVisible();
  await password.fill(PASSWORD);
  await expect(page.getByText(es(setupCatalogue, 'passwordStrength.strong'))).toBeVisible();
  await page.getByLabel(es(setupCatalogue, 'field.gender')).selectOption('Female');
  await page.getByLabel(es(setupCatalogue, 'field.dob'), { exact: true }).fill('1988-04-12');
  await expectNoOverflow(page, '/register');
  await shot(page, 'journey-es-register');
  await page.getByRole('button', { name: es(setupCatalogue, 'register.submit') }).click();
  await expect(page.getByText(es(accountCatalogue, 'register.success'))).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByText(es(accountCatalogue, 'verify.checkInbox'))).toBeVisible();

  // The verification mail, in the Spanish the account was registered with.
  const mail = await server.mail.waitFor(email, /^Verifica/);
  expect(mail.subject).toBe(es(mailCatalogue, 'verification.subject'));
  expect(mail.text).toContain(es(mailCatalogue, 'greeting.name', { name: 'Lucía Ortega' }));
  expect(mail.text).toContain(es(mailCatalogue, 'verification.welcome'));
  expect(mail.text).toContain(es(mailCatalogue, 'verification.expiry'));
  expect(mail.html).toContain(es(mailCatalogue, 'verification.button'));

  // Its link verifies and lands on the Spanish dashboard.
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page.getByText(es(verificationCatalogue, 'verify.success'))).toBeVisible();
  await page.waitForURL('**/dashboard');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: es(dashboardCatalogue, 'dashboard.greeting', { name: 'Lucía' }),
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.waitForLoadState('networkidle');
  await expectNoOverflow(page, '/dashboard');
  await shot(page, 'journey-es-dashboard');

  // Add a kid: the form in Spanish, and a Spanish message for a date of birth in the future.
  await page.getByRole('link', { name: es(dashboardCatalogue, 'tile.kidsProfile.title') }).click();
  await page.waitForURL('**/dashboard/kidsprofile');
  await expect(
    page.getByRole('heading', { level: 1, name: es(kidsCatalogue, 'profile.title') }),
  ).toBeVisible();
  await expect(page.getByText(es(kidsCatalogue, 'kid.emptyList'))).toBeVisible();
  await page.getByRole('button', { name: es(kidsCatalogue, 'profile.addNewKid') }).click();
  const form = page.getByRole('region', { name: es(kidsCatalogue, 'profile.addHeading') });
  const save = form.getByRole('button', { name: es(kidFormsCatalogue, 'form.saveKid') });
  await save.click();
  await expect(form.getByText(es(kidFormsCatalogue, 'kid.required'))).toBeVisible();
  await form.getByLabel(es(kidFormsCatalogue, 'fields.name')).fill('Mateo');
  await form.getByLabel(es(kidFormsCatalogue, 'fields.gender')).selectOption('Male');
  const dob = form.getByLabel(es(kidFormsCatalogue, 'fields.dob'), { exact: true });
  await dob.fill('2999-01-01');
  await form.getByLabel(es(kidFormsCatalogue, 'fields.address')).fill('Calle del Nido 1, Sevilla');
  await save.click();
  await expect(form.getByText(es(kidFormsCatalogue, 'kid.dobFuture')).first()).toBeVisible();
  await expect(
    form.getByText('La fecha de nacimiento no puede ser posterior a hoy.').first(),
  ).toBeVisible();
  await expectNoOverflow(page, 'the add-kid form with its errors');
  await shot(page, 'journey-es-add-kid-errors');
  await dob.fill('2021-05-04');
  await save.click();
  await expect(page.getByText(es(kidsCatalogue, 'kid.saved'))).toBeVisible();
  const kids = page.getByRole('region', { name: es(kidsCatalogue, 'profile.yourKids') });
  await expect(kids.getByRole('link', { name: 'Mateo', exact: true })).toBeVisible();
  await expect(kids.getByText(es(kidsCatalogue, 'badge.private'))).toBeVisible();
  await expectNoOverflow(page, '/dashboard/kidsprofile');
  await shot(page, 'journey-es-kids');

  // A health log, from the kid's Health link.
  await kids
    .getByRole('link', { name: new RegExp(es(kidsCatalogue, 'links.health'), 'i') })
    .click();
  await page.waitForURL(/\/dashboard\/kids\/\d+\/health$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: es(healthCatalogue, 'screen.title', { name: 'Mateo' }),
    }),
  ).toBeVisible();
  await expect(page.getByText(es(healthCatalogue, 'screen.chartsAppear'))).toBeVisible();
  const logForm = page.getByRole('form', { name: es(healthCatalogue, 'screen.addLog') });
  await logForm
    .getByLabel(es(healthCatalogue, 'form.mood'))
    .selectOption({ label: es(healthCatalogue, 'answer.moodToday.Happy') });
  await logForm.getByLabel(es(healthCatalogue, 'form.sleep')).fill('9');
  await logForm
    .getByLabel(es(healthCatalogue, 'form.notes'))
    .fill('Durmió la siesta en el parque.');
  await logForm.getByRole('button', { name: es(healthCatalogue, 'form.addLog') }).click();
  await expect(page.getByText(es(healthCatalogue, 'health.logAdded'))).toBeVisible();
  await expect(page.getByText('✅ ¡Registro de salud agregado!')).toBeVisible();
  await page
    .getByRole('heading', { name: es(healthCatalogue, 'screen.logs') })
    .scrollIntoViewIfNeeded();
  const entry = page.getByRole('article').filter({ hasText: 'Durmió la siesta en el parque.' });
  await expect(entry).toBeVisible();
  await expect(entry.getByText(es(healthCatalogue, 'answer.moodToday.Happy'))).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoOverflow(page, 'the health tracker');
  await shot(page, 'journey-es-health');

  // Growth, below the logs: Mateo (5 years and a half) measured today.
  const growthHeading = page.getByRole('heading', { name: es(growthCatalogue, 'section.title') });
  await growthHeading.scrollIntoViewIfNeeded();
  await expect(growthHeading).toHaveText('Crecimiento');
  const growth = page.getByRole('region', { name: es(growthCatalogue, 'section.title') });
  const measurementForm = growth.getByRole('form', { name: es(growthCatalogue, 'section.add') });
  await expect(growth.getByText(es(growthCatalogue, 'section.percentilesLater'))).toBeVisible();
  const weight = measurementForm.getByLabel(es(growthCatalogue, 'form.weightKg'));
  const submit = measurementForm.getByRole('button', { name: es(growthCatalogue, 'form.submit') });
  // Not plausible at his age: the server's 400 and its plausible range, in Spanish.
  expectConsoleErrors(page, [/status of 400/]);
  await weight.fill('60');
  await submit.click();
  await expect(
    measurementForm.getByText(
      /^Este peso no es plausible a esta edad\. Revisa el valor y la unidad\. Plausible a esta edad: de [\d.]+ a [\d.]+ kg\.$/,
    ),
  ).toBeVisible();
  await expect(measurementForm.getByText(es(growthCatalogue, 'form.checkFields'))).toBeVisible();
  await weight.fill('19.2');
  await measurementForm.getByLabel(es(growthCatalogue, 'form.length', { unit: 'cm' })).fill('112');
  await measurementForm
    .getByLabel(es(growthCatalogue, 'form.position'))
    .selectOption({ label: es(growthCatalogue, 'form.standing') });
  await submit.click();
  await expect(measurementForm.getByText(es(growthCatalogue, 'form.added'))).toBeVisible();
  const latest = growth.getByRole('list', { name: es(growthCatalogue, 'section.latest') });
  await expect(latest.getByText(/^peso: percentil \d+$/)).toBeVisible();
  await expect(latest.getByText(/^longitud\/estatura: percentil \d+$/)).toBeVisible();
  await expect(growth.getByText('Peso 19,2 kg · Longitud/estatura 112 cm (de pie)')).toBeVisible();

  // The charts (5–19 years), said in Spanish, and a table's headers and age.
  await growth
    .getByRole('heading', { name: es(growthCatalogue, 'section.charts') })
    .scrollIntoViewIfNeeded();
  const weightChartName = {
    name: new RegExp(`^${es(growthCatalogue, 'indicator.weightForAge')}: las curvas`),
  };
  const weightChart = growth.getByRole('img', weightChartName);
  await expect(weightChart).toHaveAccessibleName(
    /con 1 medición; la última, del .+, está en el percentil \d+\.$/,
  );
  await expect(
    growth.getByRole('button', { name: es(growthCatalogue, 'range.5-19y'), pressed: true }),
  ).toBeVisible();
  const weightFigure = growth.locator('figure', { has: page.getByRole('img', weightChartName) });
  await expect(weightFigure.getByText(es(growthCatalogue, 'chart.ageYears'))).toBeVisible();
  await weightFigure.getByText(es(growthCatalogue, 'chart.showTable')).click();
  const table = weightFigure.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Fecha',
    'Edad',
    'Valor (kg)',
    'Percentil',
  ]);
  await expect(table.getByRole('cell', { name: /^5 años y \d+ mes(es)?$/ })).toBeVisible();
  await expect(table.getByRole('cell', { name: '19,2' })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoOverflow(page, `the Growth section (${scheme})`);
    await shot(page, `journey-es-growth-${scheme}`);
  }
});
