import { linkIn } from '@nestling/testing';
import { MESSAGES } from '@nestling/shared';
import { expect, expectConsoleErrors, test } from '../fixtures.js';
import { PASSWORD, uniqueEmail } from '../support.js';

test.describe('accounts journey (issue 2)', () => {
  test('register → verify by mail → dashboard → logout → next= → login → reset password → login', async ({
    page,
    server,
    shot,
  }) => {
    const email = uniqueEmail('journey');

    // Register.
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await shot(page, 'register-empty');
    await page.getByLabel('Name').fill('Robin Harper');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect(page.getByText('Weak (min 8 chars)')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(page.getByText('Strong')).toBeVisible();
    await page.getByLabel('Gender').selectOption('Other');
    await page.getByLabel('Date of birth', { exact: true }).fill('1986-02-20');
    await shot(page, 'register-filled');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(MESSAGES.register.success)).toBeVisible();
    // /login reminds the new parent to look for the verification mail.
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('registered')).toBe('1');
    await expect(page.getByText(MESSAGES.verify.checkInbox)).toBeVisible();
    await shot(page, 'login-after-register');

    // The verification mail arrives; its link signs the parent in and lands on the dashboard.
    const mail = await server.mail.waitFor(email, /Verify/);
    const link = linkIn(mail, '/verify-email');
    expect(link.startsWith(server.baseUrl)).toBe(true);
    await page.goto(link);
    await expect(page.getByText(MESSAGES.verify.success)).toBeVisible();
    await shot(page, 'verify-success');
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { name: 'Hi, Robin', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Health Tracker/ })).toBeVisible();
    await shot(page, 'dashboard');

    // The link opened again says the e-mail is verified and goes on, with no red error. (The
    // server answers 409 ALREADY_VERIFIED, which the browser notes in its console.)
    expectConsoleErrors(page, [/status of 409/]);
    await page.goto(link);
    await expect(
      page.getByRole('status').filter({ hasText: MESSAGES.verify.alreadyVerified }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shot(page, 'verify-already-verified');
    await page.waitForURL('**/dashboard');

    // The profile menu opens and closes with the keyboard.
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
    await shot(page, 'dashboard-profile-menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    // Log out from the navigation bar.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await page.waitForURL('**/login');

    // A protected page sends the visitor to /login?next=…, and logging in returns there.
    await page.goto('/dashboard/privacy');
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next') === '/dashboard/privacy',
    );
    await shot(page, 'login-with-next');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(MESSAGES.login.success)).toBeVisible();
    await page.waitForURL('**/dashboard/privacy');
    await expect(page.getByRole('heading', { name: /Privacy Policy/ })).toBeVisible();
    await expect(page.getByText('2025-01-05').first()).toBeVisible();
    await shot(page, 'privacy');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await page.waitForURL('**/login');

    // Forgot password → reset mail → new password → log in with it.
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await shot(page, 'forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(MESSAGES.resetRequest.success)).toBeVisible();
    const reset = await server.mail.waitFor(email, /Reset/);
    await page.goto(linkIn(reset, '/new-password'));
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Fresh-Start8');
    await page.getByLabel('Confirm password', { exact: true }).fill('Fresh-Start9');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText(MESSAGES.newPassword.mismatch)).toBeVisible();
    await page.getByLabel('Confirm password', { exact: true }).fill('Fresh-Start8');
    await shot(page, 'new-password');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText(MESSAGES.newPassword.success)).toBeVisible();
    await page.waitForURL('**/login');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Fresh-Start8');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { name: 'Hi, Robin', exact: true })).toBeVisible();
  });

  test('the account screens on a 360 px phone, and the check-your-inbox page', async ({
    page,
    shot,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const [path, name] of [
      ['/login', 'login-phone'],
      ['/register', 'register-phone'],
      ['/forgot-password', 'forgot-password-phone'],
      ['/verify-email', 'verify-check-inbox-phone'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await shot(page, name);
    }
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(MESSAGES.login.required)).toBeVisible();
    await shot(page, 'login-validation-phone');
  });

  test('the password strength hint keeps its room while the parent types (issue 29)', async ({
    page,
    shot,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/register');
      const password = page.getByLabel('Password', { exact: true });
      const gender = page.getByLabel('Gender');
      await expect(password).toBeVisible();
      const before = (await gender.boundingBox())?.y;
      for (const typed of ['a', 'bcdefgh', 'X', '7', '!', 'Longer-Password-1234']) {
        await password.pressSequentially(typed);
        await expect(page.getByText('Password strength:')).toBeVisible();
        expect((await gender.boundingBox())?.y).toBe(before);
      }
      await password.fill('');
      expect((await gender.boundingBox())?.y).toBe(before);
      await shot(page, `register-password-hint-${width}`);
    }
  });
});
