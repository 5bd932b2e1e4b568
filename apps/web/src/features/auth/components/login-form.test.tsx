import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@nestling/shared';
import { deferred, jsonResponse, mockApi } from '@/testing/mock-api';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';

describe('login screen (spec §2.4, §5 Login, §8.2 Login)', () => {
  it.each([
    { name: 'both fields empty', email: '', password: '' },
    { name: 'password empty', email: 'maya@example.com', password: '' },
    { name: 'email blank', email: '   ', password: 'secret' },
    { name: 'password blank', email: 'maya@example.com', password: '   ' },
  ])(
    'says "Please enter email and password." when $name, without calling the server',
    async ({ email, password }) => {
      const { fetchMock } = mockApi({});
      const { user } = renderApp('/login', { parent: null });
      if (email) await user.type(await screen.findByLabelText('Email'), email);
      if (password) await user.type(screen.getByLabelText('Password'), password);
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.login.required);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('shows a disabled "Logging in..." button while the call runs, then the server message', async () => {
    const answer = deferred<Response>();
    const { requests } = mockApi({ 'POST /api/auth/login': () => answer.promise });
    const { user } = renderApp('/login', { parent: null });
    await user.type(await screen.findByLabelText('Email'), '  maya@example.com ');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(requests[0]?.body).toEqual({ email: 'maya@example.com', password: 'wrong-password' });

    answer.resolve(
      jsonResponse(401, { error: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says "Login failed. Please try again." when the server could not be reached', async () => {
    mockApi({
      'POST /api/auth/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/login', { parent: null });
    await user.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.login.failed);
  });

  it('says "Login successful!" and goes to the safe `next` page after 0.8 s', async () => {
    mockApi({ 'POST /api/auth/login': { status: 200, body: { parent: buildParent() } } });
    const { user, location } = renderApp('/login?next=%2Fdashboard%2Fprivacy', { parent: null });
    await user.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const statuses = await screen.findAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toContain(MESSAGES.login.success);
    expect(location()).toBe('/login?next=%2Fdashboard%2Fprivacy');
    expect(
      await screen.findByRole('heading', { name: 'Privacy Policy' }, { timeout: 2_000 }),
    ).toBeTruthy();
    expect(location()).toBe('/dashboard/privacy');
  });

  it('goes to /dashboard when `next` is not a same-origin path', async () => {
    mockApi({ 'POST /api/auth/login': { status: 200, body: { parent: buildParent() } } });
    const { user, location } = renderApp('/login?next=https%3A%2F%2Fevil.example', {
      parent: null,
    });
    await user.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { name: 'Hi, Maya' }, { timeout: 2_000 }),
    ).toBeTruthy();
    expect(location()).toBe('/dashboard');
  });

  it('shows the session-expired notice', async () => {
    renderApp('/login?sessionExpired=true', { parent: null });
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.login.sessionExpired);
  });

  it('remembers the e-mail when "Remember me" is ticked, and pre-fills it next time', async () => {
    mockApi({ 'POST /api/auth/login': { status: 200, body: { parent: buildParent() } } });
    const first = renderApp('/login', { parent: null });
    await first.user.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await first.user.type(screen.getByLabelText('Password'), 'Secret-123');
    await first.user.click(screen.getByLabelText('Remember me'));
    await first.user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText(MESSAGES.login.success);
    expect(window.localStorage.getItem('rememberedEmail')).toBe('maya@example.com');
    first.unmount();

    renderApp('/login', { parent: null });
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe(
      'maya@example.com',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Remember me').checked).toBe(true);
  });

  it('shows and hides the password with a pressed toggle', async () => {
    const { user } = renderApp('/login', { parent: null });
    const password = await screen.findByLabelText<HTMLInputElement>('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('links to forgot-password and register', async () => {
    renderApp('/login', { parent: null });
    expect(
      (await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href'),
    ).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('after a 401 elsewhere, lands on /login?sessionExpired=true with the page to return to', async () => {
    mockApi({
      'GET /api/parents/me': {
        status: 401,
        body: { error: 'Please log in to continue.', code: 'UNAUTHENTICATED' },
      },
    });
    const { location } = renderApp('/dashboard/health', { parent: buildParent() });
    await screen.findByRole('heading', { name: 'Health Tracker' });
    const { apiClient } = await import('@/lib/api-client');
    await apiClient.get('/parents/me').catch(() => undefined);
    await waitFor(() =>
      expect(location()).toBe('/login?sessionExpired=true&next=%2Fdashboard%2Fhealth'),
    );
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.login.sessionExpired);
    expect(window.localStorage.getItem('parentId')).toBeNull();
  });
});
