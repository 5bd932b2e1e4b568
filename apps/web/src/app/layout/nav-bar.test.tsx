import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, type MockAnswer } from '@/testing/mock-api';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';

describe('navigation bar (spec §2.3, §4 Logout)', () => {
  it('shows the signed-in links and Logout', async () => {
    renderApp('/dashboard/privacy', { parent: buildParent() });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Nestling',
      'Dashboard',
      'Parent Hub',
      'Explore Kids',
      'Messages',
      'Notifications',
    ]);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('shows Moderation to a moderator only (issue 27)', async () => {
    renderApp('/dashboard/privacy', { parent: buildParent({ role: 'moderator' }) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: 'Moderation' });
    expect(link.getAttribute('href')).toBe('/dashboard/moderation');
  });

  it("asks for the unread count once the screen's own reads have answered (issue 29)", async () => {
    const kids = deferred<MockAnswer>();
    const { requests } = mockApi({
      'GET /api/kids': () => kids.promise,
      'GET /api/notifications/summary/me': { status: 200, body: { total: 2, unread: 2 } },
    });
    renderApp('/dashboard/kidsprofile', { parent: buildParent() });
    const asked = (path: string) => requests.some((request) => request.path === path);
    await waitFor(() => expect(asked('/api/kids')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked('/api/notifications/summary/me')).toBe(false);

    kids.resolve({ status: 200, body: [] });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      await within(nav).findByRole('link', { name: /^Notifications ?, 2 unread$/ }),
    ).toBeTruthy();
  });

  it('is hidden on the account screens', async () => {
    renderApp('/login', { parent: null });
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it.each([
    { name: 'the call succeeds', answer: { status: 204 } },
    {
      name: 'the call fails',
      answer: { status: 500, body: { error: 'Internal error.', code: 'INTERNAL' } },
    },
  ])('logs out to /login and clears the local session when $name', async ({ answer }) => {
    const { requests } = mockApi({ 'POST /api/auth/logout': answer });
    window.localStorage.setItem('parentId', '7');
    const { user, location, router } = renderApp('/dashboard/privacy', { parent: buildParent() });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(location()).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    // Besides the unread badge's summary poll, only the logout call.
    expect(
      requests
        .filter((request) => request.path !== '/api/notifications/summary/me')
        .map((request) => `${request.method} ${request.path}`),
    ).toEqual(['POST /api/auth/logout']);
    expect(window.localStorage.getItem('parentId')).toBeNull();
  });
});
