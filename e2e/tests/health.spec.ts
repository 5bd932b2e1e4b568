import { readFile } from 'node:fs/promises';
import { HEALTH_MESSAGES, todayIsoDate } from '@nestling/shared';
import { pdfDocument } from '@nestling/testing';
import { expect, test } from '../fixtures.js';
import { createKid, signInVerifiedParent } from '../support.js';

/** The browser's time zone (playwright.config.ts), so "today" is the page's today. */
const TIME_ZONE = 'Europe/London';

/** A real one-page PDF: the server checks a document with pdf.js, not by its header. */
const PDF = pdfDocument('Vaccination record');

function daysAgo(days: number): string {
  const date = new Date(`${todayIsoDate(new Date(), TIME_ZONE)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

test.describe('health tracker journey (issue 5)', () => {
  test('log three days with a vaccination document, a self-assessment, summary, charts, CSV export', async ({
    page,
    server,
    context,
    shot,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInVerifiedParent(server, context, 'Sam Rivera');
    const kidId = await createKid(page, 'Mia');

    // The Health Tracker tile lists the kids; choosing one opens its tracker.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /^Health Tracker/ }).click();
    await page.waitForURL('**/dashboard/health');
    await expect(page.getByRole('link', { name: /Mia/ })).toBeVisible();
    await shot(page, 'health-kid-picker');
    await page.getByRole('link', { name: /Mia/ }).click();
    await page.waitForURL(`**/dashboard/kids/${kidId}/health`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Health Tracker for Mia' }),
    ).toBeVisible();
    await expect(page.getByText('Charts appear here once you add a health log.')).toBeVisible();
    // The log list is drawn when the parent scrolls near it (issue 29); once drawn it stays.
    await page.getByRole('heading', { name: 'Health logs' }).scrollIntoViewIfNeeded();
    await expect(
      page.getByText('No health logs yet. Add the first one with the form above.'),
    ).toBeVisible();
    await expect(page.getByRole('img')).toHaveCount(0);
    await shot(page, 'health-empty');

    const logForm = page.getByRole('form', { name: 'Add a health log' });
    // The page names the kid: the form does not ask for the name again.
    await expect(logForm.getByLabel('Kid Name')).toHaveCount(0);
    const dateField = logForm.getByLabel('Date', { exact: true });
    await expect(dateField).toHaveValue(daysAgo(0));

    // Nothing is sent without a date.
    await dateField.fill('');
    await logForm.getByRole('button', { name: 'Add Health Log' }).click();
    await expect(logForm.getByText(HEALTH_MESSAGES.nameAndDateRequired)).toBeVisible();
    await expect(dateField).toBeFocused();

    // Three days of mood and sleep; the middle one with the vaccination record.
    const days = [
      { date: daysAgo(2), mood: '😊 Happy', sleep: '9' },
      { date: daysAgo(1), mood: '😐 Okay', sleep: '8.5', vaccination: 'MMR, second dose' },
      { date: daysAgo(0), mood: '😊 Happy', sleep: '10' },
    ];
    const entries = page.getByRole('article');
    for (const [index, day] of days.entries()) {
      await logForm.getByLabel('Mood').selectOption({ label: day.mood });
      await logForm.getByLabel('Sleep (hours)').fill(day.sleep);
      await dateField.fill(day.date);
      if (day.vaccination) {
        await logForm.getByLabel('Vaccination').fill(day.vaccination);
        await logForm.getByLabel('Notes').fill('Brave at the clinic, a little tired after.');
        await logForm.getByLabel('Document (optional)').setInputFiles({
          name: 'vaccination-record.pdf',
          mimeType: 'application/pdf',
          buffer: PDF,
        });
      }
      await logForm.getByRole('button', { name: 'Add Health Log' }).click();
      await expect(logForm.getByText(HEALTH_MESSAGES.logAdded)).toBeVisible();
      await expect(entries).toHaveCount(index + 1);
    }

    // The child's self-assessment.
    const assessment = page.getByRole('form', { name: 'Self-assessment' });
    await assessment.getByRole('button', { name: 'Submit Self-Assessment' }).click();
    await expect(assessment.getByText(HEALTH_MESSAGES.selectRequired)).toHaveCount(4);
    await assessment.getByLabel('How do you feel today?').selectOption({ label: '😊 Happy' });
    await assessment.getByLabel('Did you enjoy your day?').selectOption({ label: '👍 Yes' });
    await assessment.getByLabel('How was school today?').selectOption({ label: '🟢 Great' });
    await assessment.getByLabel('Did anyone bully you today?').selectOption({ label: 'No' });
    await assessment.getByLabel('What made you happy?').fill('Painting with Leo');
    await assessment.getByRole('button', { name: 'Submit Self-Assessment' }).click();
    await expect(assessment.getByText('✅ Self-assessment submitted successfully!')).toBeVisible();
    await expect(entries).toHaveCount(4);
    await expect(entries.first()).toContainText('Self-assessment');
    await expect(entries.first()).toContainText('Painting with Leo');

    // Weekly summary: Happy three times out of four; sleep (9 + 8.5 + 10) / 3 = 9.2 hours.
    const summary = page.locator('section', {
      has: page.getByRole('heading', { name: 'Weekly summary' }),
    });
    await expect(summary.getByText('Most frequent mood').locator('..')).toContainText('😊 Happy');
    await expect(summary.getByText('Average sleep').locator('..')).toContainText('9.2 hours');
    await expect(summary.getByText('Entries').locator('..')).toContainText('4');

    // The three charts, loaded when they come into view (issue 29), drawn, each named for
    // screen readers.
    await page.getByRole('heading', { name: 'Overview' }).scrollIntoViewIfNeeded();
    const charts = page.getByRole('img');
    await expect(charts).toHaveCount(3);
    await expect(
      page.getByRole('img', { name: /^Mood chart: 4 entries over 3 days/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Sleep trend line chart over 3 days/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Mood distribution bar chart: Happy 3, Okay 1, Sad 0.' }),
    ).toBeVisible();
    for (const chart of await charts.all()) {
      await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    }
    await expect(charts.first().locator('.recharts-yAxis-tick-labels')).toContainText('Happy');
    // A dot per mood and day (today's two Happy entries are one bigger dot), no line between.
    await expect(charts.first().locator('.recharts-scatter-symbol')).toHaveCount(3);
    await expect(charts.first().locator('.recharts-line')).toHaveCount(0);
    await expect(charts.nth(2).locator('.recharts-bar-rectangle path')).toHaveCount(2);

    // The vaccination document can be downloaded by its owner.
    const documentLink = page.getByRole('link', { name: /vaccination-record\.pdf/ });
    await expect(documentLink).toBeVisible();
    const documentResponse = await page.request.get(
      (await documentLink.getAttribute('href')) ?? '',
    );
    expect(documentResponse.status()).toBe(200);
    expect(documentResponse.headers()['content-type']).toContain('application/pdf');

    // Export CSV: a real download with the header row and one row per entry.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: /Export CSV/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^health-Mia-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Date,Entry,Mood,Sleep (hours),Notes,Medical info,Vaccination,Enjoyed the day,School day,Bullied,Happy because,Sad because,Document',
    );
    expect(lines).toHaveLength(5);
    expect(csv).toContain('MMR');

    // A correction opens in a dialog prefilled with the entry; Escape closes it, focus returns.
    const editButton = page.getByRole('button', { name: /^Edit health log of/ }).nth(1);
    await editButton.click();
    const dialog = page.getByRole('dialog', { name: /^Edit health log of/ });
    await expect(dialog.getByLabel('Sleep (hours)')).toHaveValue('8.5');
    await expect(dialog.getByLabel('Vaccination', { exact: true })).toHaveValue('MMR, second dose');
    await expect(dialog.getByText(/Remove the attached document/)).toBeVisible();
    await shot(page, 'health-edit-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(editButton).toBeFocused();

    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'health-filled-1280');

    // Readable on a 360 px phone: the charts fit the screen — once they have followed the
    // resize (their container measures itself with a ResizeObserver, a frame or more later).
    await page.setViewportSize({ width: 360, height: 800 });
    for (const chart of await charts.all()) {
      const width = async () => (await chart.boundingBox())?.width ?? 0;
      await expect.poll(width).toBeLessThanOrEqual(360);
      expect(await width()).toBeGreaterThan(200);
    }
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
    await shot(page, 'health-filled-360');
  });

  test('at 390 px the keyboard goes from the header to the log form, then to the self-assessment', async ({
    page,
    server,
    context,
  }) => {
    // The forms' code is asked for once the header has been presented (issue 29, useAfterPaint);
    // both are then drawn together, so no form is still an inert frame when focus comes to it
    // (tbt29d's forms "when seen" let the keyboard pass the self-assessment: reverted).
    await page.setViewportSize({ width: 390, height: 844 });
    await signInVerifiedParent(server, context, 'Sam Rivera');
    const kidId = await createKid(page, 'Mia');
    await page.goto(`/dashboard/kids/${kidId}/health`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Health Tracker for Mia' }),
    ).toBeVisible();
    const logForm = page.getByRole('form', { name: 'Add a health log' });
    const assessment = page.getByRole('form', { name: 'Self-assessment' });
    const mood = logForm.getByLabel('Mood');
    const firstQuestion = assessment.getByLabel('How do you feel today?');
    await expect(mood).toBeEnabled();

    // From the header's back link, Tab only: no scrolling, no waiting between the keys.
    await page.getByRole('link', { name: 'Back to Kids Profile' }).focus();
    const reached: string[] = [];
    for (let step = 0; step < 40 && reached.at(-1) !== 'assessment'; step += 1) {
      await page.keyboard.press('Tab');
      if (await mood.evaluate((element) => element === document.activeElement)) {
        reached.push('log form');
      }
      if (await firstQuestion.evaluate((element) => element === document.activeElement)) {
        reached.push('assessment');
      }
    }
    expect(reached).toEqual(['log form', 'assessment']);
    await expect(firstQuestion).toBeFocused();
    await expect(firstQuestion).toBeInViewport();
  });
});
