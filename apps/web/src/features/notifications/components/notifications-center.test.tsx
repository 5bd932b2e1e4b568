import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_LINKS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TEXTS,
  type Notification,
} from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { formatDateTime } from '@/lib/dates';
import { mockApi, type MockAnswer } from '@/testing/mock-api';

const PATH = '/dashboard/notifications';

function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind: 'friend-request-received',
    message: 'Sam Carter would like a playdate with Mila. Accept or reject the request.',
    link: '/dashboard/explore?requests=pending',
    startsAt: '2030-06-01T09:00:00.000Z',
    createdAt: '2030-05-20T08:00:00.000Z',
    isRead: false,
    ...overrides,
  };
}

function mockCenter(routes: Record<string, MockAnswer> = {}) {
  return mockApi({
    'GET /api/notifications/summary/me': { status: 200, body: { total: 2, unread: 1 } },
    'GET /api/notifications/me': (request) => ({
      status: 200,
      body: {
        items: [
          buildNotification(),
          buildNotification({
            id: 2,
            kind: 'event-reminder',
            message: 'Reminder: “Swimming” for Mila is coming up within 24 hours.',
            link: '/dashboard/kids/11/calendar',
            isRead: true,
          }),
        ],
        total: 2,
        page: Number(request.query.get('page') ?? 1),
        pageSize: Number(request.query.get('pageSize') ?? 10),
      },
    }),
    ...routes,
  });
}

describe('Notifications Center (spec §2.16, §7.6, §9)', { timeout: 60_000 }, () => {
  it('shows the counters and each notification with its times and its link', async () => {
    const { requests } = mockCenter();
    renderApp(PATH, { parent: buildParent() });
    expect(
      await screen.findByRole('heading', { level: 1, name: NOTIFICATION_MESSAGES.title }),
    ).toBeTruthy();
    const first = await screen.findByText(/Sam Carter would like a playdate/);
    const item = within(first.closest('li')!);
    expect(
      item.getByText(`Proposed for ${formatDateTime('2030-06-01T09:00:00.000Z')}`),
    ).toBeTruthy();
    expect(item.getByText(formatDateTime('2030-05-20T08:00:00.000Z'))).toBeTruthy();
    expect(item.getByRole('link', { name: 'Answer the request' }).getAttribute('href')).toBe(
      '/dashboard/explore?requests=pending',
    );
    expect(item.getByRole('link', { name: 'My Requests' }).getAttribute('href')).toBe(
      '/my-requests',
    );
    expect(item.getByRole('button', { name: NOTIFICATION_MESSAGES.markRead })).toBeTruthy();
    const second = within(screen.getByText(/Swimming/).closest('li')!);
    expect(second.queryByRole('button', { name: NOTIFICATION_MESSAGES.markRead })).toBeNull();
    const counters = screen.getByText(NOTIFICATION_MESSAGES.unread).closest('dl')!;
    await waitFor(() => expect(counters.textContent).toBe('Unread1Total2'));
    const pageCall = requests.find((request) => request.path === '/api/notifications/me');
    expect(pageCall?.query.get('pageSize')).toBe('10');
    expect(screen.getByRole('button', { name: '10' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('an answered request’s notification leads to the chat, not to answering it (issue 29)', async () => {
    mockCenter({
      'GET /api/notifications/me': {
        status: 200,
        body: {
          items: [
            buildNotification({
              message: NOTIFICATION_TEXTS.requestReceivedClosed({
                senderName: 'Sam Carter',
                meetingType: 'Playdate',
                kidFirstName: 'Mila',
                status: 'accepted',
              }),
              link: NOTIFICATION_LINKS.chatWith(7),
            }),
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      },
    });
    renderApp(PATH, { parent: buildParent() });
    const text = await screen.findByText(/Sam Carter would like a playdate with Mila/);
    expect(text.textContent).not.toContain('Accept or reject');
    expect(text.textContent).toContain('You accepted');
    const item = within(text.closest('li')!);
    expect(item.queryByRole('link', { name: 'Answer the request' })).toBeNull();
    expect(item.getByRole('link', { name: 'Send a message' }).getAttribute('href')).toBe(
      '/dashboard/messages?chatWith=7',
    );
    expect(item.getByRole('link', { name: 'My Requests' })).toBeTruthy();
  });

  it('asks for 20 or 50 a page and pages with Prev and Next', async () => {
    const { requests } = mockCenter({
      'GET /api/notifications/me': (request) => ({
        status: 200,
        body: {
          items: [
            buildNotification({
              id: Number(request.query.get('page')),
              message: `Page ${request.query.get('page')} item`,
            }),
          ],
          total: 45,
          page: Number(request.query.get('page')),
          pageSize: Number(request.query.get('pageSize')),
        },
      }),
    });
    const { user } = renderApp(PATH, { parent: buildParent() });
    await screen.findByText('Page 1 item');
    expect(screen.getByText('Page 1 of 5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: NOTIFICATION_MESSAGES.next }));
    expect(await screen.findByText('Page 2 item')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '20' }));
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    const last = requests.filter((request) => request.path === '/api/notifications/me').at(-1);
    expect([last?.query.get('page'), last?.query.get('pageSize')]).toEqual(['1', '20']);
    await user.click(screen.getByRole('button', { name: '50' }));
    expect(await screen.findByText('Page 1 of 1')).toBeTruthy();
  });

  it('marks one read, and all read in one call', async () => {
    const { requests } = mockCenter({
      'PATCH /api/notifications/1/read': { status: 200, body: buildNotification({ isRead: true }) },
      'POST /api/notifications/read-all': { status: 200, body: { total: 2, unread: 0 } },
    });
    const { user } = renderApp(PATH, { parent: buildParent() });
    await user.click(await screen.findByRole('button', { name: NOTIFICATION_MESSAGES.markRead }));
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.method === 'PATCH' && request.path === '/api/notifications/1/read',
        ),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: NOTIFICATION_MESSAGES.markAllRead }));
    const counters = screen.getByText(NOTIFICATION_MESSAGES.unread).closest('dl')!;
    await waitFor(() => expect(counters.textContent).toBe('Unread0Total2'));
    expect(
      requests.filter((request) => request.path === '/api/notifications/read-all'),
    ).toHaveLength(1);
  });

  it('says the spec’s empty text', async () => {
    mockCenter({
      'GET /api/notifications/summary/me': { status: 200, body: { total: 0, unread: 0 } },
      'GET /api/notifications/me': {
        status: 200,
        body: { items: [], total: 0, page: 1, pageSize: 10 },
      },
    });
    renderApp(PATH, { parent: buildParent() });
    expect(await screen.findByText(NOTIFICATION_MESSAGES.empty)).toBeTruthy();
    expect(screen.getByRole('button', { name: NOTIFICATION_MESSAGES.markAllRead })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says "Failed to fetch notifications." and Refresh tries again', async () => {
    let calls = 0;
    mockCenter({
      'GET /api/notifications/me': () => {
        calls += 1;
        return calls <= 2
          ? { status: 500, body: { error: 'Down.', code: 'X' } }
          : { status: 200, body: { items: [], total: 0, page: 1, pageSize: 10 } };
      },
    });
    const { user } = renderApp(PATH, { parent: buildParent() });
    expect((await screen.findByRole('alert')).textContent).toContain(
      NOTIFICATION_MESSAGES.fetchFailed,
    );
    await user.click(screen.getByRole('button', { name: NOTIFICATION_MESSAGES.refresh }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.empty)).toBeTruthy();
  });

  it('shows the unread count on the navigation bar’s Notifications link', async () => {
    mockCenter({
      'GET /api/notifications/summary/me': { status: 200, body: { total: 9, unread: 3 } },
    });
    renderApp('/dashboard/privacy', { parent: buildParent() });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toContain('Notifications3, 3 unread'),
    );
    expect(within(nav).getByRole('link', { name: /^Notifications ?, 3 unread$/ })).toBeTruthy();
  });
});
