import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@nestling/shared';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

describe('forgot-password screen (spec §2.7, §5 Reset request, §8.2)', () => {
  it('says "Enter a valid email" for an empty address', async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderApp('/forgot-password', { parent: null });
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Enter a valid email');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    {
      name: 'sent',
      answer: { status: 200, body: { message: 'If that address is registered…' } },
      text: '📧 Reset link sent to your email.',
    },
    {
      name: 'failed',
      answer: { status: 500, body: { error: 'Internal error.', code: 'INTERNAL' } },
      text: 'Failed to send reset link',
    },
  ])('shows the $name text', async ({ answer, text }) => {
    mockApi({ 'POST /api/auth/reset-password-request': answer });
    const { user } = renderApp('/forgot-password', { parent: null });
    await user.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(text)).toBeTruthy();
  });
});

describe('new-password screen (spec §2.8, §5 New password, §8.2)', () => {
  it('says the link is invalid when it has no token', async () => {
    renderApp('/new-password', { parent: null });
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.newPassword.invalidToken);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('says "Passwords do not match." and applies the strength rule', async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderApp('/new-password?token=abc', { parent: null });
    await user.type(await screen.findByLabelText('New password'), 'weak');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual([`${MESSAGES.register.password}`, `${MESSAGES.newPassword.mismatch}`]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password, then goes to /login after 1.5 s', async () => {
    const { requests } = mockApi({
      'POST /api/reset-password': { status: 200, body: { message: 'Password updated.' } },
    });
    const { user, location } = renderApp('/new-password?token=abc', { parent: null });
    await user.type(await screen.findByLabelText('New password'), 'Brand-New-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Brand-New-42');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(MESSAGES.newPassword.success)).toBeTruthy();
    expect(requests[0]?.body).toEqual({ token: 'abc', password: 'Brand-New-42' });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 2_500 }),
    ).toBeTruthy();
    expect(location()).toBe('/login');
  });

  it.each([
    {
      name: 'the server’s text',
      answer: {
        status: 400,
        body: { error: 'Invalid or expired reset token.', code: 'INVALID_TOKEN' },
      },
      text: 'Invalid or expired reset token.',
    },
    {
      name: '"Password reset failed"',
      answer: { status: 500, body: {} },
      text: 'Password reset failed',
    },
    {
      name: '"Could not connect to server."',
      answer: () => {
        throw new TypeError('Failed to fetch');
      },
      text: 'Could not connect to server.',
    },
  ])('shows $name on failure', async ({ answer, text }) => {
    mockApi({ 'POST /api/reset-password': answer });
    const { user } = renderApp('/new-password?token=abc', { parent: null });
    await user.type(await screen.findByLabelText('New password'), 'Brand-New-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Brand-New-42');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});
