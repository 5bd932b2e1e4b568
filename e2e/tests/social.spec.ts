import type { Browser, BrowserContext, Page } from '@playwright/test';
import { BLOCK_MESSAGES, EXPLORE_MESSAGES, NOTIFICATION_MESSAGES } from '@nestling/shared';
import { expect, test, type NestlingServer } from '../fixtures.js';
import { YORK_PLACE_ID, api, createKid, signInVerifiedParent } from '../support.js';

/**
 * Issue 11's journey with two families in two browser contexts (plus a third family set up
 * through the API): B opts a kid into Explore through the edit form; A finds it by an interest,
 * sends a Playdate request with the Schedule Meetup modal; B sees the notification, follows it
 * to the pending-requests modal and accepts; both see the request accepted in My Requests and A
 * may now chat; A blocks the third family's kid, which stays gone after a reload and is listed
 * under "Blocked families" in the settings.
 */

/** A second signed-in family in its own browser context, with the same checks as `page`. */
async function openFamily(
  browser: Browser,
  server: NestlingServer,
  name: string,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${name} console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${name} page error: ${error.message}`));
  await signInVerifiedParent(server, context, name);
  return { context, page, problems };
}

/** Tomorrow at 10:00 in the browser's time zone, typed as the date-time field takes it. */
async function tomorrowAtTen(page: Page): Promise<string> {
  return page.evaluate(() => {
    const day = new Date();
    day.setDate(day.getDate() + 1);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())} 10:00`;
  });
}

/** The Explore card of a kid, by its first name. */
function card(page: Page, firstName: string) {
  return page.getByRole('article', { name: firstName });
}

test('two families meet: Explore, a meetup request, a notification, accept, My Requests, block', async ({
  page,
  context,
  browser,
  server,
  shot,
}) => {
  test.slow();
  // Family A (this test's page): a kid whose interests the match score is for.
  await signInVerifiedParent(server, context, 'Alex Rivera');
  await createKid(page, 'Noah Rivera', { interests: '["Art","Reading"]' });

  // Family C, set up through the API: a public kid A will block.
  const familyC = await openFamily(browser, server, 'Casey Stone');
  await createKid(familyC.page, 'Zed Stone', {
    interests: '["Art"]',
    showInExplore: 'true',
    area: 'Riverside',
  });
  await familyC.context.close();

  // Family B opts its kid into Explore through the edit form, with an area.
  const familyB = await openFamily(browser, server, 'Blair Kim');
  const b = familyB.page;
  const bKidId = await createKid(b, 'Wren Rose Kim', { interests: '["Art","Soccer"]' });
  await b.goto(`/dashboard/kids/${bKidId}/edit`);
  await expect(b.getByRole('heading', { name: 'Edit Kid Profile' })).toBeVisible();
  const showInExplore = b.getByRole('switch', { name: 'Show in Explore' });
  await expect(showInExplore).toHaveAttribute('aria-checked', 'false');
  await showInExplore.click();
  await expect(showInExplore).toHaveAttribute('aria-checked', 'true');
  await b.getByRole('button', { name: 'Save Changes' }).click();
  await expect(b.getByText('Kid updated successfully!')).toBeVisible();
  // The card's area is the family's home area, a gazetteer place (issue 30), not free text.
  await api(b, 'PUT', '/api/family/area', { placeId: YORK_PLACE_ID });

  // A finds Wren by an interest; only her first name, her family's area, and a 50 % match for Noah show.
  await page.goto('/dashboard/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Public Kids' })).toBeVisible();
  await expect(page.getByLabel('Matching for')).toHaveValue(/\d+/);
  await page.getByRole('checkbox', { name: 'Soccer' }).check();
  await expect(card(page, 'Wren')).toBeVisible();
  await expect(card(page, 'Zed')).toHaveCount(0);
  // The filter is in the URL (issue 23): a reload keeps it.
  await expect(page).toHaveURL(/[?&]interest=Soccer/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Soccer' })).toBeChecked();
  await expect(card(page, 'Wren')).toBeVisible();
  await expect(card(page, 'Zed')).toHaveCount(0);
  await expect(card(page, 'Wren')).toContainText('York');
  await expect(card(page, 'Wren')).toContainText(EXPLORE_MESSAGES.matchScore(50));
  await expect(page.getByText('Wren Rose Kim')).toHaveCount(0);
  await expect(page.getByText('1 Nest Lane')).toHaveCount(0);
  // Not friends yet: Chat says why instead of opening a conversation.
  await card(page, 'Wren').getByRole('button', { name: 'Chat' }).click();
  await expect(card(page, 'Wren')).toContainText(
    'You can chat once this family has accepted a request.',
  );

  // A sends a Playdate request with the Schedule Meetup modal.
  await card(page, 'Wren').getByRole('button', { name: 'Connect' }).click();
  const meetup = page.getByRole('dialog', { name: /Schedule Meetup with Wren/ });
  await expect(meetup).toBeVisible();
  await meetup.getByRole('textbox', { name: 'Date and time' }).fill(await tomorrowAtTen(page));
  await meetup.getByLabel('Meeting type').selectOption('Playdate');
  await meetup.getByLabel('Message (optional)').fill('Art in the park?');
  await shot(page, 'social-meetup-modal');
  await meetup.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('✅ Friend request sent!')).toBeVisible();
  await expect(meetup).toBeHidden();
  // Asked already: the card says so instead of offering Connect again (issue 29).
  await expect(card(page, 'Wren')).toContainText('Request sent');
  await expect(card(page, 'Wren').getByRole('button', { name: 'Connect' })).toHaveCount(0);

  // B sees the unread badge and the notification, and follows it to the pending requests.
  await b.goto('/dashboard');
  await expect(b.getByRole('link', { name: /^Notifications ?, 1 unread$/ })).toBeVisible();
  await b.getByRole('link', { name: /^Notifications ?, 1 unread$/ }).click();
  await expect(
    b.getByRole('heading', { level: 1, name: NOTIFICATION_MESSAGES.title }),
  ).toBeVisible();
  await expect(
    b.getByText('Alex would like a playdate with Wren. Accept or reject the request.'),
  ).toBeVisible();
  await shot(b, 'social-notifications');
  await b.getByRole('link', { name: 'Answer the request' }).click();
  const pending = b.getByRole('dialog', { name: 'Pending requests' });
  await expect(pending).toBeVisible();
  // Strangers until accepted: the first name only (issue 27).
  await expect(pending).toContainText('Alex');
  await expect(pending).not.toContainText('Rivera');
  await expect(pending).toContainText('Art in the park?');
  await pending.getByRole('button', { name: /^Accept Alex/ }).click();
  await expect(b.getByText('Friend request accepted!')).toBeVisible();
  await expect(pending).toContainText('No pending requests right now.');
  await pending.getByRole('button', { name: 'Close' }).click();

  // B's notification no longer asks to accept or reject, and leads to the chat (issue 29).
  await b.goto('/dashboard/notifications');
  const answered = b.getByRole('listitem').filter({ hasText: 'Alex Rivera would like a playdate' });
  await expect(answered).toContainText('You accepted');
  await expect(answered).not.toContainText('Accept or reject');
  await expect(answered.getByRole('link', { name: 'Answer the request' })).toHaveCount(0);
  await expect(answered.getByRole('link', { name: 'Send a message' })).toHaveAttribute(
    'href',
    /\/dashboard\/messages\?chatWith=\d+/,
  );

  // Both see the request accepted in My Requests.
  await b.goto('/my-requests');
  const received = b.getByRole('region', { name: 'Requests You Received' }).first();
  await expect(received.getByRole('row', { name: /Alex Rivera/ })).toContainText('Accepted');
  await page.goto('/my-requests');
  const sent = page.getByRole('region', { name: 'Requests You Sent' }).first();
  await expect(sent.getByRole('row', { name: /Blair Kim/ })).toContainText('Accepted');
  await expect(page.getByText('No incoming requests yet.')).toBeVisible();
  await shot(page, 'social-my-requests');

  // Friends now: A's card of Wren says so, with no Connect, and opens the chat with B's family.
  await page.goto('/dashboard/explore');
  await expect(card(page, 'Wren').getByRole('link', { name: 'Chat' })).toHaveAttribute(
    'href',
    /\/dashboard\/messages\?chatWith=\d+/,
  );
  await expect(card(page, 'Wren')).toContainText('Friends');
  await expect(card(page, 'Wren').getByRole('button', { name: 'Connect' })).toHaveCount(0);

  // A blocks Zed's family: asked first, then gone, and still gone after a reload.
  await expect(card(page, 'Zed')).toBeVisible();
  await card(page, 'Zed').getByRole('button', { name: 'Block' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Block this family' });
  await expect(confirm).toContainText(BLOCK_MESSAGES.confirm('Zed'));
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('🚫 Kid blocked')).toBeVisible();
  await expect(card(page, 'Zed')).toHaveCount(0);
  await page.reload();
  await expect(card(page, 'Wren')).toBeVisible();
  await expect(card(page, 'Zed')).toHaveCount(0);

  // The settings list the block, and Unblock brings Zed back.
  await page.goto('/dashboard/settings');
  const blocked = page.getByRole('region', { name: 'Blocked families' });
  await expect(blocked).toContainText(BLOCK_MESSAGES.familyOf('Zed'));
  await blocked.getByRole('button', { name: `Unblock ${BLOCK_MESSAGES.familyOf('Zed')}` }).click();
  await expect(blocked).toContainText('You have not blocked any family.');
  await page.goto('/dashboard/explore');
  await expect(card(page, 'Zed')).toBeVisible();

  expect(familyB.problems, 'family B’s page logged errors').toEqual([]);
  await familyB.context.close();
});
