import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@nestling/shared';
import { mockApi } from '@/testing/mock-api';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';

describe('verify-email screen (spec §2.6, §8.2 Verify, product.md)', () => {
  it('verifies once, says so, refreshes the session and goes to /dashboard after 2 s', async () => {
    const { requests } = mockApi({
      'GET /api/parents/verify': { status: 200, body: { parent: buildParent() } },
      'GET /api/auth/me': { status: 200, body: { parent: buildParent() } },
    });
    const { location } = renderApp('/verify-email?token=tok-123', { parent: null });
    expect(await screen.findByText(MESSAGES.verify.verifying)).toBeTruthy();
    expect(await screen.findByText(MESSAGES.verify.success)).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Hi, Maya' }, { timeout: 3_500 }),
    ).toBeTruthy();
    expect(location()).toBe('/dashboard');
    const verifyCalls = requests.filter((request) => request.path === '/api/parents/verify');
    expect(verifyCalls).toHaveLength(1);
    expect(verifyCalls[0]?.query.get('token')).toBe('tok-123');
    expect(requests.some((request) => request.path === '/api/auth/me')).toBe(true);
  });

  it.each([
    {
      name: '400 INVALID_TOKEN',
      answer: { status: 400, body: { error: 'Invalid or missing token.', code: 'INVALID_TOKEN' } },
      text: MESSAGES.verify.invalidToken,
    },
    {
      name: 'another 4xx',
      answer: { status: 429, body: { error: 'Too many attempts.', code: 'RATE_LIMITED' } },
      text: MESSAGES.verify.failed,
    },
    {
      name: 'a 5xx',
      answer: { status: 500, body: { error: 'Internal error.', code: 'INTERNAL' } },
      text: MESSAGES.verify.somethingWrong,
    },
  ])('shows the spec text for $name and offers a new link', async ({ answer, text }) => {
    mockApi({ 'GET /api/parents/verify': answer });
    renderApp('/verify-email?token=used', { parent: null });
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
  });

  it('without a token: says to check the inbox, and resends to a typed address when signed out', async () => {
    const { requests } = mockApi({
      'POST /api/auth/resend-verification': {
        status: 200,
        body: { message: MESSAGES.verify.resent },
      },
    });
    const { user } = renderApp('/verify-email', { parent: null });
    expect(await screen.findByText(MESSAGES.verify.checkInbox)).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.verify.resent);
    expect(requests[0]?.body).toEqual({ email: 'maya@example.com' });
  });

  it('signed in and unverified: resends for the session without an e-mail field', async () => {
    const { requests } = mockApi({
      'POST /api/auth/resend-verification': {
        status: 200,
        body: { message: MESSAGES.verify.resent },
      },
    });
    const { user } = renderApp('/verify-email', { parent: buildParent({ emailVerified: false }) });
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.verify.resent);
    expect(requests[0]?.body).toEqual({});
  });
});
