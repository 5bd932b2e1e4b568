import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { overflowsOn, pseudoText, usePseudoLocale } from '../languages.js';
import { api, createKid, saveLanguage, signInVerifiedParent, xsrfHeader } from '../support.js';

/**
 * Issue 28's pseudo-locale proof (decision 083): the main screens on a 360 px phone with every
 * catalogue text accented and 40 % longer (`[Ŵéļçöɱé·· ƀàçķ··]`, served in place of the Spanish
 * catalogues), each screenshot attached to the report; the test fails when the page scrolls
 * sideways or a text runs out of its box. Texts still written in English (screens not yet moved
 * to catalogues) show as plain English.
 */
test.use({
  locale: 'es-ES',
  viewport: { width: 360, height: 780 },
  // The app's service worker would answer the catalogue files from its cache, before the route.
  serviceWorkers: 'block',
});

/** Opens `url`, waits for its heading and its downloads, checks it, and attaches its picture. */
async function check(
  page: Page,
  shot: (page: Page, name: string) => Promise<void>,
  name: string,
  url: string,
) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot(page, `pseudo-360-${name}`);
  expect.soft(await overflowsOn(page), `what overflows on ${name} (${url})`).toEqual([]);
}

test('the main screens in the pseudo-locale fit a 360 px phone (issue 28)', async ({
  page,
  context,
  server,
  shot,
}) => {
  test.slow();
  expect(await usePseudoLocale(context)).toBeGreaterThan(10);

  // Signed out, the browser's language (es-ES) picks the "Spanish" catalogues: the pseudo-locale.
  await check(page, shot, 'login', '/login');
  await expect(
    page.getByRole('heading', { level: 1, name: pseudoText('Welcome back') }),
  ).toBeVisible();
  await check(page, shot, 'register', '/register');
  await expect(
    page.getByRole('heading', { level: 1, name: pseudoText('Create your account') }),
  ).toBeVisible();

  await signInVerifiedParent(server, context, 'Valentina Ortega');
  await saveLanguage(page, 'es');
  const kidId = await createKid(page, 'Maximiliana', {
    interests: '["Art","Reading","Football"]',
    area: 'Riverside',
  });
  // Something in the lists and charts: three days of health logs and a milestone.
  const daysAgo = (days: number) =>
    new Date(Date.now() - days * 24 * 3600_000).toISOString().slice(0, 10);
  for (const [days, mood] of ['Happy', 'Okay', 'Sad'].entries()) {
    const logged = await page.request.post('/api/health', {
      headers: await xsrfHeader(page),
      multipart: { kidId: String(kidId), mood, sleep: '9', date: daysAgo(days + 1), notes: '' },
    });
    expect(logged.status(), await logged.text()).toBe(201);
  }
  await api(page, 'POST', '/api/milestones', { kidId, title: 'Rode a bike', date: daysAgo(3) });
  const screens: [string, string][] = [
    ['dashboard', '/dashboard'],
    ['parent-hub', '/dashboard/parent-hub'],
    ['kids-profile', '/dashboard/kidsprofile'],
    ['kid-health', `/dashboard/kids/${kidId}/health`],
    ['kid-achievements', `/dashboard/kids/${kidId}/achievements`],
    ['kid-calendar', `/dashboard/kids/${kidId}/calendar`],
    ['explore', '/dashboard/explore?within=any'],
    ['messages', '/dashboard/messages'],
    ['notifications', '/dashboard/notifications'],
    ['settings', '/dashboard/settings'],
    ['family', '/dashboard/family'],
  ];
  for (const [name, url] of screens) {
    await check(page, shot, name, url);
    // The shell's own texts prove the pseudo-locale is on for the screen.
    await expect(page.getByRole('button', { name: pseudoText('Menu'), exact: true })).toBeVisible();
  }
});
