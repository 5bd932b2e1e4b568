import { expect, test } from '../fixtures.js';
import { signInVerifiedParent } from '../support.js';

/**
 * Explore's filters on a phone (issue 29, defect 4; decision 059): folded behind "Filters", and
 * their fields' code loaded only when the parent unfolds them — pressing the button shows the
 * fields, a ticked interest filters, and folding hides them again.
 */
test('on a phone, "Filters" unfolds the filter fields, which then filter', async ({
  page,
  server,
  context,
}) => {
  await signInVerifiedParent(server, context, 'Fay Folded');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/explore');
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Gender')).toHaveCount(0);
  await toggle.click();
  await expect(page.getByLabel('Gender')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Art' }).check();
  await expect(page).toHaveURL(/interest=Art/);
  await expect(toggle).toContainText('1');
  await toggle.click();
  await expect(page.getByLabel('Gender')).toBeHidden();
});
