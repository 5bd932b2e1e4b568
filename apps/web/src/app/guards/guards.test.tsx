import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@nestling/shared';
import { createQueryClient } from '@/lib/query-client';
import { sessionQueryKey } from '@/entities/parent/api/get-session';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { ProtectedRoute } from './protected-route';

describe('protected routes (spec §2.2)', () => {
  it('sends a visitor to /login?next={encoded path and query}', async () => {
    const { location } = renderApp('/dashboard/health?kid=3&view=week', { parent: null });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(location()).toBe('/login?next=%2Fdashboard%2Fhealth%3Fkid%3D3%26view%3Dweek');
    expect(screen.getByText(MESSAGES.common.notAuthenticated)).toBeTruthy();
  });

  it.each([
    '/dashboard',
    '/dashboard/parent-hub/settings',
    '/dashboard/kids/4/calendar',
    '/my-requests',
    '/premium',
  ])('guards %s', async (path) => {
    const { location } = renderApp(path, { parent: null });
    await screen.findByRole('button', { name: 'Login' });
    expect(location()).toBe(`/login?next=${encodeURIComponent(path)}`);
  });

  it('sends a parent whose e-mail is not verified from a social route to /verify-email', async () => {
    const { location } = renderApp('/dashboard/explore', {
      parent: buildParent({ emailVerified: false }),
    });
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(location()).toBe('/verify-email');
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
    // Signed in: the server knows the address, so there is no e-mail field.
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('lets an unverified parent use the dashboard, with the verification banner', async () => {
    renderApp('/dashboard', { parent: buildParent({ emailVerified: false }) });
    expect(await screen.findByRole('heading', { name: 'Hi, Maya' })).toBeTruthy();
    expect(
      screen.getByRole('complementary', { name: 'E-mail verification' }).textContent,
    ).toContain(MESSAGES.verify.banner);
  });

  it('lets a verified parent into a social route', async () => {
    mockApi({ 'GET /api/friends/list': { status: 200, body: [] } });
    renderApp('/dashboard/messages', { parent: buildParent() });
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
    expect(await screen.findByText('No friends yet.')).toBeTruthy();
  });

  it('sends a role that is not allowed to /dashboard', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, buildParent({ role: 'parent' }));
    const router = createMemoryRouter(
      [
        {
          path: '/admin',
          element: <ProtectedRoute allowedRoles={['admin']}>Admin area</ProtectedRoute>,
        },
        { path: '/dashboard', element: <p>Dashboard page</p> },
      ],
      { initialEntries: ['/admin'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(screen.queryByText('Admin area')).toBeNull();
  });

  it('shows "Checking authentication..." until the first session check answers', async () => {
    mockApi({ 'GET /api/auth/me': { status: 200, body: { parent: buildParent() } } });
    renderApp('/dashboard');
    expect(screen.getByText('Checking authentication...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hi, Maya' })).toBeTruthy();
    expect(screen.queryByText('Checking authentication...')).toBeNull();
    expect(window.localStorage.getItem('parentId')).toBe('7');
    expect(window.localStorage.getItem('parentName')).toBe('Maya Lopez');
  });
});

describe('public-only routes (spec §2.2)', () => {
  it.each(['/login', '/register', '/forgot-password', '/new-password?token=abc'])(
    'sends a signed-in parent from %s to /dashboard',
    async (path) => {
      const { location } = renderApp(path, { parent: buildParent() });
      expect(await screen.findByRole('heading', { name: 'Hi, Maya' })).toBeTruthy();
      expect(location()).toBe('/dashboard');
    },
  );

  it('sends a signed-in parent to a safe `next` instead', async () => {
    const { location } = renderApp('/login?next=%2Fdashboard%2Fprivacy', { parent: buildParent() });
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeTruthy();
    expect(location()).toBe('/dashboard/privacy');
  });

  it('ignores an unsafe `next`', async () => {
    const { location } = renderApp('/login?next=%2F%2Fevil.example%2Fx', { parent: buildParent() });
    await screen.findByRole('heading', { name: 'Hi, Maya' });
    expect(location()).toBe('/dashboard');
  });

  it('sends a verified parent opening /verify-email without a token to /dashboard', async () => {
    const { location } = renderApp('/verify-email', { parent: buildParent() });
    await screen.findByRole('heading', { name: 'Hi, Maya' });
    expect(location()).toBe('/dashboard');
  });

  it('keeps /verify-email reachable for a signed-in parent who is not verified', async () => {
    const { location } = renderApp('/verify-email', {
      parent: buildParent({ emailVerified: false }),
    });
    expect(await screen.findByText(MESSAGES.verify.checkInbox, { exact: false })).toBeTruthy();
    expect(location()).toBe('/verify-email');
  });

  it('runs the verify flow for a signed-in verified parent who opens a link with a token', async () => {
    mockApi({ 'GET /api/parents/verify': { status: 200, body: { parent: buildParent() } } });
    const { location } = renderApp('/verify-email?token=abc', { parent: buildParent() });
    expect(await screen.findByText(MESSAGES.verify.success)).toBeTruthy();
    expect(location()).toBe('/verify-email?token=abc');
  });
});

describe('redirects (spec §2.1, product.md)', () => {
  it.each([
    { from: '/', parent: null, to: '/login' },
    { from: '/', parent: buildParent(), to: '/dashboard' },
    { from: '/no/such/page', parent: null, to: '/login' },
    { from: '/no/such/page', parent: buildParent(), to: '/dashboard' },
    { from: '/messages?chatWith=12', parent: buildParent(), to: '/dashboard/messages?chatWith=12' },
    { from: '/dashboard/explore-kids', parent: buildParent(), to: '/dashboard/explore' },
  ])('$from → $to', async ({ from, parent, to }) => {
    const { location } = renderApp(from, { parent });
    await waitFor(() => expect(location()).toBe(to));
    // The screen it lands on is drawn (its lazy code loaded before the test ends).
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});
