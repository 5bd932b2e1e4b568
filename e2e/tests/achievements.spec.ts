import { randomFillSync } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { SUBSCRIPTION_MESSAGES, milestoneExistsMessage } from '@nestling/shared';
import { pdfDocument } from '@nestling/testing';
import { expect, expectConsoleErrors, test } from '../fixtures.js';
import { createKid, signInVerifiedParent } from '../support.js';

/** A real one-page PDF: the server checks it with pdf.js and draws its first page. */
const PDF = pdfDocument('Certificate of Swimming');

/**
 * A PNG of `width`×`height` random pixels (random bytes do not compress, so it weighs about
 * width × height × 3 bytes): big enough that an upload throttled to 200 KB/s takes seconds.
 */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let row = 0; row < height; row += 1) {
    const start = row * (width * 3 + 1);
    rows[start] = 0; // filter: none
    randomFillSync(rows, start + 1, width * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('achievements journey (issue 10)', () => {
  test('milestones, the 409 text, the free trial, suggestions, a certificate upload with progress, a camera capture, the gallery', async ({
    page,
    server,
    context,
    shot,
  }) => {
    test.slow();
    // The browser logs the 409 of the duplicate title and the 403 of suggestions without a
    // subscription; the screen handles both.
    expectConsoleErrors(page, [/status of 409/, /status of 403/]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInVerifiedParent(server, context, 'Sam Rivera');
    const kidId = await createKid(page, 'Mia', { interests: '["Art","Reading"]' });

    // The Achievements tile goes straight to the only kid.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /^Achievements/ }).click();
    await page.waitForURL(`**/dashboard/kids/${kidId}/achievements`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Achievements for Mia' }),
    ).toBeVisible();
    await expect(page.getByText('No milestones match your criteria.')).toBeVisible();
    await expect(page.getByText('No certificates yet. Upload one to get started!')).toBeVisible();
    await shot(page, 'achievements-empty');

    // Add a milestone by hand, then the same title in another case: the server's 409 text.
    const form = page.getByRole('form', { name: 'Add a milestone' });
    await form.getByLabel('Milestone', { exact: true }).fill('Rode a bike');
    await form.getByLabel('Date', { exact: true }).fill('2026-04-02');
    await form.getByRole('button', { name: /Add Milestone/ }).click();
    await expect(form.getByText('✅ Milestone added!')).toBeVisible();
    const milestones = page.getByRole('list', { name: 'Milestones', exact: true });
    await expect(milestones.getByText('Rode a bike')).toBeVisible();
    await form.getByLabel('Milestone', { exact: true }).fill('  RODE A BIKE ');
    await form.getByRole('button', { name: /Add Milestone/ }).click();
    await expect(form.getByText(milestoneExistsMessage('RODE A BIKE'))).toBeVisible();

    // AI suggestions without a subscription: the spec's text, then /dashboard/subscribe, which
    // remembers the kid (issue 29: "Go to Achievements" comes back to it).
    await page.getByRole('button', { name: 'AI Milestones' }).click();
    await expect(
      page.getByText('❌ You need an active subscription to use AI suggestions. Redirecting...'),
    ).toBeVisible();
    await page.waitForURL(new RegExp(`/dashboard/subscribe\\?kid=${kidId}$`));
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.required)).toBeVisible();
    await shot(page, 'achievements-subscribe');
    await page.getByRole('button', { name: 'Start your free 14-day trial' }).click();
    await expect(page.getByText('✅ Your free 14-day trial has started!')).toBeVisible();
    await expect(page.getByText(/Your free trial runs until/)).toBeVisible();

    // With the trial: the built-in provider's suggestions, each with its domain and source.
    await page.getByRole('link', { name: 'Go to Achievements' }).click();
    await page.waitForURL(`**/dashboard/kids/${kidId}/achievements`);
    await page.getByRole('button', { name: 'AI Milestones' }).click();
    const suggestions = page.getByRole('list', { name: 'Suggested milestones' });
    await expect(suggestions.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/suggestions shown\./)).toBeAttached();
    const count = await suggestions.getByRole('listitem').count();
    expect(count).toBeGreaterThan(0);
    await expect(suggestions.getByText(/^Source: /).first()).toBeVisible();
    const first = suggestions.getByRole('listitem').first();
    const title = (await first.locator('p').first().textContent()) ?? '';
    await first.getByRole('button', { name: `Add ${title}` }).click();
    await expect(page.getByText(`✅ AI milestone "${title}" added!`)).toBeVisible();
    await expect(milestones.getByText(title, { exact: true })).toBeVisible();
    await shot(page, 'achievements-suggestions');

    // Toggle it complete, then filter and search.
    await milestones.getByRole('checkbox', { name: `${title} completed` }).check();
    await expect(page.getByText('1 of 2 completed (50%)')).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Completed' });
    await expect(milestones.getByRole('listitem')).toHaveCount(1);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All' });
    await page.getByLabel('Search', { exact: true }).fill('bike');
    await expect(milestones.getByRole('listitem')).toHaveCount(1);
    await expect(milestones.getByText('Rode a bike')).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill('');

    // Upload a certificate PDF: it shows in the gallery with its first page drawn.
    const uploader = page.getByRole('form', { name: 'Upload a certificate' });
    const chooser = uploader.getByLabel('Certificate', { exact: true });
    await chooser.setInputFiles({ name: 'swimming.pdf', mimeType: 'application/pdf', buffer: PDF });
    await uploader.getByLabel('Title (optional)').fill('Swimming certificate');
    await uploader.getByRole('button', { name: 'Upload Certificate' }).click();
    await expect(uploader.getByText('Certificate uploaded successfully!')).toBeVisible();
    const gallery = page.getByRole('list', { name: 'Certificates' });
    await expect(gallery.getByText('Swimming certificate')).toBeVisible();

    // A photo of about 1 MB over a line throttled to 200 KB/s: watch the percent climb.
    await chooser.setInputFiles({
      name: 'art-award.png',
      mimeType: 'image/png',
      buffer: noisePng(600, 560),
    });
    await uploader.getByLabel('Title (optional)').fill('Art award');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    // Every percent the bar shows, recorded in the page as it changes.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenPercents: string[] }).seenPercents = seen;
      new MutationObserver(() => {
        const value = document
          .querySelector('[aria-labelledby="upload-progress-label"]')
          ?.getAttribute('aria-valuenow');
        if (value && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await uploader.getByRole('button', { name: 'Upload Certificate' }).click();
    await expect(uploader.getByRole('progressbar')).toBeVisible();
    await shot(page, 'achievements-uploading');
    await expect(uploader.getByText('Certificate uploaded successfully!')).toBeVisible({
      timeout: 30_000,
    });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const percents = await page.evaluate(
      () => (window as unknown as { seenPercents: string[] }).seenPercents,
    );
    test
      .info()
      .annotations.push({ type: 'upload percents seen', description: percents.join(', ') });
    expect(percents.some((value) => Number(value) > 0 && Number(value) < 100)).toBe(true);
    await expect(gallery.getByText('Art award')).toBeVisible();

    // A photo from the (fake) rear camera.
    await uploader.getByRole('button', { name: 'Take a photo' }).click();
    const camera = page.getByRole('dialog', { name: 'Take a photo of the certificate' });
    await expect(camera.getByRole('button', { name: 'Capture' })).toBeEnabled();
    await camera.getByRole('button', { name: 'Capture' }).click();
    await expect(camera).toBeHidden();
    await expect(uploader.getByText(/^certificate-\d+\.jpg$/)).toBeVisible();
    await uploader.getByRole('button', { name: 'Upload Certificate' }).click();
    await expect(uploader.getByText('Certificate uploaded successfully!')).toBeVisible();
    await expect(gallery.getByRole('listitem')).toHaveCount(3);
    await shot(page, 'achievements-gallery');

    // The gallery modal by keyboard: Enter opens, Escape closes, focus comes back.
    const tile = gallery.getByRole('button', { name: /^Swimming certificate — open/ });
    await tile.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Swimming certificate' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('link', { name: /Download/ })).toBeVisible();
    await shot(page, 'achievements-gallery-modal');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(tile).toBeFocused();

    // Delete the captured photo after confirming.
    await gallery.getByRole('button', { name: /^Delete Certificate of/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete certificate' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('✅ Certificate deleted.')).toBeVisible();
    await expect(gallery.getByRole('listitem')).toHaveCount(2);
  });
});

test.describe('a part of a screen whose code cannot load (decision 104)', () => {
  // The page's own requests only: no service worker answering from its cache.
  test.use({ serviceWorkers: 'block' });

  test('the Certificates section says so in its place, the rest stays, and Try again draws it', async ({
    page,
    server,
    context,
    shot,
  }) => {
    // The browser's note of the refused file, and React's of the error its boundary caught.
    // The 403 is the AI suggestions without a subscription, as in the journey above.
    expectConsoleErrors(page, [
      /status of 403/,
      /Failed to load resource/,
      /Failed to fetch dynamically imported module/,
      /could not load/,
    ]);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInVerifiedParent(server, context, 'Pat Patchy');
    const kidId = await createKid(page, 'Leo');

    // The connection drops just as the Certificates section's code is asked for.
    let offline = true;
    await page.route(/\/assets\/certificates-section-[\w-]+\.js$/, (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto(`/dashboard/kids/${kidId}/achievements`);
    const certificates = page.getByRole('region', { name: 'Certificates' });
    const failed = certificates.getByRole('alert');
    await expect(failed).toHaveText(
      /This part of the screen could not load\. Check your connection, then try again\./,
    );
    // The rest of the screen is there and works: no route error page.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Achievements for Leo' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Add Milestone/ })).toBeVisible();
    await failed.scrollIntoViewIfNeeded();
    await shot(page, 'part-load-failed-phone-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    // The theme's colour transitions, run to their end before the picture.
    await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
    await shot(page, 'part-load-failed-phone-dark');

    // Back online, Try again asks for the code again and draws the section.
    offline = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(
      certificates.getByText('No certificates yet. Upload one to get started!'),
    ).toBeVisible();
    await expect(certificates.getByRole('form', { name: 'Upload a certificate' })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
});
