import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_MESSAGES, type Notification } from '@nestling/shared';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { mockApi, type MockAnswer } from '@/testing/mock-api';

const PATH = '/dashboard/notifications';

const notification: Notification = {
  id: 1,
  kind: 'friend-request-received',
  message: 'Sam Carter would like a playdate with Mila. Accept or reject the request.',
  link: '/dashboard/explore?requests=pending',
  startsAt: null,
  createdAt: '2030-05-20T08:00:00.000Z',
  isRead: false,
};

/** The notifications screen's API, its page answered by `page`. */
function mockNotifications(page: MockAnswer, parent: unknown = buildParent()) {
  return mockApi({
    'GET /api/auth/me': { status: 200, body: { parent } },
    'GET /api/notifications/summary/me': { status: 200, body: { total: 1, unread: 1 } },
    'GET /api/notifications/me': page,
  });
}

/**
 * Renders the app at `path` as main.tsx starts it: the session asked, the answers checked late.
 * Each test loads the app's modules afresh, as a page load does: a schema loaded by one test's
 * late check would otherwise check the next test's answers first.
 */
async function renderFirstLoad(path: string) {
  const [{ renderApp }, { checkFirstAnswersAfterFirstScreen }] = await Promise.all([
    import('./testing/render-app'),
    import('./check-first-answers'),
  ]);
  const view = renderApp(path);
  checkFirstAnswersAfterFirstScreen(view.queryClient);
  return view;
}

beforeEach(() => {
  vi.resetModules();
});

/** How many times the fake API was asked for `path`. */
function asked(requests: { path: string }[], path: string): number {
  return requests.filter((request) => request.path === path).length;
}

describe(
  'the first screen drawn before zod, its answers checked after it (issue 29)',
  { timeout: 60_000 },
  () => {
    it('draws the answers at once and, once they pass their check, asks for nothing again', async () => {
      const { requests } = mockNotifications({
        status: 200,
        body: { items: [notification], total: 1, page: 1, pageSize: 10 },
      });
      await renderFirstLoad(PATH);
      expect(await screen.findByText(/Sam Carter would like a playdate/)).toBeTruthy();
      // The check runs once the first screen has been shown (at most a few seconds).
      await new Promise((resolve) => setTimeout(resolve, 5000));
      expect(screen.getByText(/Sam Carter would like a playdate/)).toBeTruthy();
      expect(asked(requests, '/api/notifications/me')).toBe(1);
      expect(asked(requests, '/api/auth/me')).toBe(1);
    });

    it("a malformed answer on the first screen ends in the screen's error state, as when checked first", async () => {
      const { requests } = mockNotifications({
        status: 200,
        body: { items: [{ ...notification, isRead: 'no' }], total: 1, page: 1, pageSize: 10 },
      });
      await renderFirstLoad(PATH);
      expect(await screen.findByText(/Sam Carter would like a playdate/)).toBeTruthy();
      const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
      expect(alert.textContent).toContain(NOTIFICATION_MESSAGES.fetchFailed);
      expect(screen.queryByText(/Sam Carter would like a playdate/)).toBeNull();
      expect(asked(requests, '/api/notifications/me')).toBe(2);
    });

    it('a malformed session leaves the parent signed out, as when checked first', async () => {
      mockNotifications(
        { status: 200, body: { items: [], total: 0, page: 1, pageSize: 10 } },
        { ...buildParent(), role: 'king' },
      );
      const { location } = await renderFirstLoad(PATH);
      expect(
        await screen.findByRole('heading', { level: 1, name: NOTIFICATION_MESSAGES.title }),
      ).toBeTruthy();
      expect(
        await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 15_000 }),
      ).toBeTruthy();
      await waitFor(() => expect(location()).toBe(`/login?next=${encodeURIComponent(PATH)}`));
    });
  },
);
