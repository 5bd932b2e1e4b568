import { HEALTH_MESSAGES, MESSAGES } from '@nestling/shared';
import { linkIn } from '@nestling/testing';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { PASSWORD, createKid, signInVerifiedParent, uniqueEmail } from '../support.js';

/**
 * Issue 24's journeys in Chromium (slice 4): a guardian invites another adult from the Family
 * screen; the invitation mail's link brings them into the family, by registering through it
 * or by accepting it signed in; both then see the family's kid.
 */

/** Opens the Family screen from the parent hub and sends an invitation with a role. */
async function invite(page: Page, email: string, role: 'Guardian' | 'Caregiver') {
  await page.goto('/dashboard/parent-hub');
  await page.getByRole('link', { name: 'Family', exact: true }).click();
  await page.waitForURL('**/dashboard/family');
  await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Invite someone' });
  await card.getByLabel('Email', { exact: true }).fill(email);
  await card.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await card.getByRole('button', { name: 'Send invitation' }).click();
  await expect(card.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: email })).toContainText(role);
}

test.describe('family journeys (issue 24)', () => {
  test('a parent invites a co-parent, who registers from the mailed link and edits the same kid', async ({
    page,
    server,
    context,
    browser,
    shot,
  }) => {
    await signInVerifiedParent(server, context, 'Maya Lopez');
    const kidId = await createKid(page, 'Mia');
    const coParent = uniqueEmail('sam');
    await invite(page, coParent, 'Guardian');
    await shot(page, 'family-invited');

    // The mail's link opens the acceptance screen; a visitor without an account registers.
    const mail = await server.mail.waitFor(coParent, /invited you/);
    expect(mail.subject).toBe('Maya Lopez invited you to their family on Nestling');
    const link = linkIn(mail, '/join-family');
    const samContext = await browser.newContext({ baseURL: server.baseUrl });
    const sam = await samContext.newPage();
    await sam.goto(link);
    await expect(sam.getByRole('heading', { level: 1, name: 'Join a family' })).toBeVisible();
    await shot(sam, 'join-family-signed-out');
    await sam.getByLabel('Name').fill('Sam Lopez');
    await sam.getByLabel('Email', { exact: true }).fill(coParent);
    await sam.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await sam.getByLabel('Gender').selectOption('Male');
    await sam.getByLabel('Date of birth', { exact: true }).fill('1985-06-01');
    await sam.getByRole('button', { name: 'Register' }).click();
    await expect(sam.getByText(MESSAGES.register.success)).toBeVisible();
    await sam.waitForURL((url) => url.pathname === '/login');

    // Verifying the address signs Sam in, in Maya's family: the same kid, and Sam edits it.
    const verify = linkIn(await server.mail.waitFor(coParent, /Verify/), '/verify-email');
    await sam.goto(verify);
    await sam.waitForURL('**/dashboard');
    await sam.goto('/dashboard/kidsprofile');
    await expect(sam.getByRole('link', { name: 'Mia', exact: true })).toBeVisible();
    await sam.goto(`/dashboard/kids/${kidId}/edit`);
    await expect(sam.getByRole('heading', { name: 'Edit Kid Profile' })).toBeVisible();
    await sam.getByLabel('Name').fill('Mia Lopez');
    await sam.getByRole('button', { name: 'Save Changes' }).click();
    await expect(sam.getByText('Kid updated successfully!')).toBeVisible();

    // Maya sees Sam's change, and Sam among the family's guardians; the invitation is used.
    await page.goto('/dashboard/kidsprofile');
    await expect(page.getByRole('link', { name: 'Mia Lopez', exact: true })).toBeVisible();
    await page.goto('/dashboard/family');
    const members = page.getByRole('region', { name: 'Members' });
    await expect(members.getByRole('listitem').filter({ hasText: 'Sam Lopez' })).toContainText(
      'Guardian',
    );
    await expect(page.getByText('No pending invitations.')).toBeVisible();
    await shot(page, 'family-two-guardians');
    await samContext.close();
  });

  test('a guardian invites a caregiver, who accepts signed in, logs sleep and mood, and has no social tile', async ({
    page,
    server,
    context,
    browser,
    shot,
  }) => {
    await signInVerifiedParent(server, context, 'Ana Reyes');
    const kidId = await createKid(page, 'Leo');

    // The caregiver already has an account (a family of their own) and is signed in.
    const nanaContext = await browser.newContext({ baseURL: server.baseUrl });
    const { email: nanaEmail } = await signInVerifiedParent(server, nanaContext, 'Nana Reyes');
    await invite(page, nanaEmail, 'Caregiver');

    const nana = await nanaContext.newPage();
    await nana.goto(linkIn(await server.mail.waitFor(nanaEmail, /invited you/), '/join-family'));
    await expect(nana.getByRole('heading', { name: 'What joining means' })).toBeVisible();
    await shot(nana, 'join-family-signed-in');
    await nana.getByRole('button', { name: 'Accept and join' }).click();
    await nana.waitForURL('**/dashboard');

    // A caregiver's dashboard: no Explore Kids or Messages, anywhere on it.
    await expect(nana.getByRole('heading', { name: 'Hi, Nana' })).toBeVisible();
    await expect(nana.getByRole('link', { name: /^Health Tracker/ })).toBeVisible();
    await expect(nana.getByRole('link', { name: /Explore Kids/ })).toHaveCount(0);
    await expect(nana.getByRole('link', { name: /Messages/ })).toHaveCount(0);
    await shot(nana, 'caregiver-dashboard');

    // The caregiver logs the day's sleep and mood for Leo.
    await nana.getByRole('link', { name: /^Health Tracker/ }).click();
    await nana.getByRole('link', { name: /Leo/ }).click();
    await nana.waitForURL(`**/dashboard/kids/${kidId}/health`);
    const logForm = nana.getByRole('form', { name: 'Add a health log' });
    await logForm.getByLabel('Mood').selectOption({ label: '😊 Happy' });
    await logForm.getByLabel('Sleep (hours)').fill('10.5');
    await logForm.getByRole('button', { name: 'Add Health Log' }).click();
    await expect(logForm.getByText(HEALTH_MESSAGES.logAdded)).toBeVisible();

    // The caregiver's Family screen: the members and Leave, no invite or manage controls.
    await nana.goto('/dashboard/family');
    await expect(
      nana.getByRole('region', { name: 'Members' }).getByText('Ana Reyes', { exact: true }),
    ).toBeVisible();
    await expect(nana.getByRole('button', { name: 'Leave family' })).toBeVisible();
    await expect(nana.getByRole('region', { name: 'Invite someone' })).toHaveCount(0);
    await expect(nana.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await shot(nana, 'family-caregiver');

    // The guardian sees the caregiver's log on Leo's tracker.
    await page.goto(`/dashboard/kids/${kidId}/health`);
    // The log list is drawn when the parent scrolls near it (issue 29, decision 072).
    await page.getByRole('heading', { name: 'Health logs' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('article').filter({ hasText: '10.5' })).toBeVisible();
    await nanaContext.close();
  });
});
