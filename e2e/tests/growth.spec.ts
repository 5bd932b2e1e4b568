import { readFile } from 'node:fs/promises';
import {
  growthCatalogue,
  inchesToCm,
  poundsOuncesToKg,
  todayIsoDate,
  type GrowthAnswer,
} from '@nestling/shared';
import { expect, test } from '../fixtures.js';
import { catalogueTexts } from '../languages.js';
import { api, createKid, signInVerifiedParent } from '../support.js';

/** The browser's time zone (playwright.config.ts), so "today" is the page's today. */
const TIME_ZONE = 'Europe/London';

/** A `YYYY-MM-DD` date moved by whole months and days (UTC calendar arithmetic). */
function shifted(isoDate: string, months: number, days = 0): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.describe('growth journey (issue 26)', () => {
  test('three measurements of a 14-month-old in imperial units: points on the curves, the percentile in words, the CSV', async ({
    page,
    server,
    context,
    shot,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInVerifiedParent(server, context, 'Robin Ash');
    const today = todayIsoDate(new Date(), TIME_ZONE);
    // Fourteen months old today (and a few days).
    const dob = shifted(today, -14, -3);
    const kidId = await createKid(page, 'Ivy', { dob, age: '1', gender: 'Female' });

    await page.goto(`/dashboard/kids/${kidId}/health`);
    const growth = page.locator('section', {
      has: page.getByRole('heading', { name: 'Growth', exact: true }),
    });
    // The section loads as the parent scrolls near it (issue 29: below the fold on a phone).
    await page
      .getByText('Loading growth...')
      .or(growth.getByRole('heading', { name: 'Growth', level: 2 }))
      .first()
      .scrollIntoViewIfNeeded();
    await expect(growth.getByRole('heading', { name: 'Growth', level: 2 })).toBeVisible();
    await expect(
      growth.getByText('Percentiles appear here once you add a measurement.'),
    ).toBeVisible();
    await expect(growth.getByText('No measurements yet. Add the first one above.')).toBeVisible();

    // Imperial units, remembered on this device.
    await growth.getByRole('button', { name: 'Imperial (lb, in)' }).click();
    await expect(growth.getByRole('button', { name: 'Imperial (lb, in)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const form = growth.getByRole('form', { name: 'Add a measurement' });
    const visits = [
      { date: shifted(dob, 9), lb: '18', oz: '2', length: '27.6', head: '17.1' },
      { date: shifted(dob, 12), lb: '20', oz: '4', length: '29.5', head: '17.6' },
      { date: shifted(dob, 14), lb: '21', oz: '8', length: '30.4', head: '17.9' },
    ];
    for (const [index, visit] of visits.entries()) {
      await form.getByLabel('Date', { exact: true }).fill(visit.date);
      await form.getByLabel('Weight (lb)').fill(visit.lb);
      await form.getByLabel('and oz').fill(visit.oz);
      await form.getByLabel('Length/height (in)').fill(visit.length);
      await form.getByLabel('Measured').selectOption('lying');
      await form.getByLabel('Head circumference (in)').fill(visit.head);
      await form.getByRole('button', { name: 'Add measurement' }).click();
      await expect(form.getByText('Measurement added.')).toBeVisible();
      await expect(growth.getByRole('button', { name: /^Edit the measurement of/ })).toHaveCount(
        index + 1,
      );
    }
    // The list shows them in the chosen units, newest first.
    await expect(
      growth.getByRole('listitem').filter({ hasText: 'Weight 21 lb 8 oz' }),
    ).toBeVisible();

    // The latest percentiles in words, as the API scored the newest measurement.
    const answer = (await api(page, 'GET', `/api/kids/${kidId}/growth`)) as unknown as GrowthAnswer;
    expect(answer.measurements).toHaveLength(3);
    const latestWeight = answer.measurements
      .at(-1)!
      .scores.find((score) => score.indicator === 'weightForAge')!;
    // The growth catalogue's words (a percentile between the 1st and the 99th).
    const say = await catalogueTexts('en', [growthCatalogue]);
    const percentile = Math.round(latestWeight.percentile);
    expect(percentile).toBeGreaterThan(0);
    expect(percentile).toBeLessThan(100);
    const ordinal = say(growthCatalogue, 'percentile.of', { percentile });
    const words = `weight: ${ordinal}`;
    await expect(growth.getByText(words, { exact: true })).toBeVisible();
    await expect(growth.getByText(/^length\/height: .*percentile$/)).toBeVisible();
    await expect(growth.getByText(/^head circumference: .*percentile$/)).toBeVisible();

    // The charts: each indicator drawn over the WHO's five curves, Ivy's three points on them.
    await growth.getByRole('heading', { name: 'Charts' }).scrollIntoViewIfNeeded();
    const weightChart = growth.getByRole('img', { name: /^Weight-for-age: the WHO's 3rd/ });
    await expect(weightChart).toBeVisible();
    await expect(weightChart).toHaveAccessibleName(
      new RegExp(`with 3 measurements; the latest, on .+, is on the ${ordinal}\\.$`),
    );
    await expect(weightChart.locator('.recharts-line')).toHaveCount(5);
    await expect(weightChart.locator('.recharts-scatter-symbol')).toHaveCount(3);
    await expect(growth.getByRole('img', { name: /^Length\/height-for-age/ })).toBeVisible();
    await expect(growth.getByRole('img', { name: /^Head circumference-for-age/ })).toBeVisible();
    await expect(growth.getByRole('group', { name: 'Age range' })).toBeVisible();
    await expect(growth.getByRole('button', { name: '0–2 y' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The table alternative lists the same three measurements.
    await growth.getByText('Show the measurements as a table').first().click();
    const table = growth.getByRole('table', { name: 'Weight-for-age' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByText('14 months')).toBeVisible();
    await shot(page, 'growth-phone');

    // Another range redraws the curves.
    await growth.getByRole('button', { name: '0–5 y' }).click();
    await expect(growth.getByRole('button', { name: '0–5 y' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(weightChart.locator('.recharts-scatter-symbol')).toHaveCount(3);

    // Export CSV: metric values, as stored, with the WHO's scores.
    const downloadPromise = page.waitForEvent('download');
    await growth.getByRole('link', { name: /Export CSV/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`measurements-kid-${kidId}.csv`);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^Date,Age \(days\),Age for the standards \(days\),Weight \(kg\),Length\/height \(cm\),Position,Head circumference \(cm\),Weight-for-age z,Weight-for-age percentile,/,
    );
    expect(lines[3]).toContain(`${visits[2]!.date},`);
    expect(lines[3]).toContain(`,${poundsOuncesToKg(21, 8)},${inchesToCm(30.4)},lying,`);
    expect(lines[3]).toContain(`,${latestWeight.z},${latestWeight.percentile},`);

    // Desktop, dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'growth-desktop-dark');
  });
});
