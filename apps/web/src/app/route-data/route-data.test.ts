import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { heldFirstScreen } from '@/testing/held-first-screen';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { kidKeys } from '@/entities/kids/api/kid-keys';
import { familyQueryOptions } from '@/entities/parent/api/get-family';
import { buildFamily } from '@/entities/parent/testing/build-family';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { sessionQueryKey } from '@/entities/parent/api/get-session';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/testing/mock-api';
import { kidQueryOptions } from '@/entities/kids/api/get-kid';
import { createAppRoutes } from '../router';
import { LIST_READS } from './list-reads';

vi.mock('@/hooks/use-first-screen-shown', () => import('@/testing/held-first-screen'));

/** The paths the fake server was asked for, without queries. */
const asked = (requests: { method: string; path: string }[]) =>
  requests.map((request) => `${request.method} ${request.path}`);

describe('route loaders start a screen’s data with its code (issue 29, decision 051)', () => {
  it('asks for the parent hub’s kids as the navigation starts, its cards’ data once the first screen has been shown', async () => {
    const { requests } = mockApi({
      'GET /api/kids': { status: 200, body: [buildKid({ id: 5 })] },
      'GET /api/messages/unread-preview': { status: 200, body: [] },
      'GET /api/schedules': { status: 200, body: [] },
      'GET /api/notifications/summary/me': { status: 200, body: { unreadCount: 0 } },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, buildParent());
    createMemoryRouter(createAppRoutes(queryClient), {
      initialEntries: ['/dashboard/parent-hub'],
    });
    await waitFor(() => expect(queryClient.getQueryData(kidKeys.lists)).toHaveLength(1));
    // The messages and schedule cards come after the profile, the hub's first screen (issue 29):
    // their reads wait for it on a first load — and start with the code once it has been shown.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked(requests)).toEqual(['GET /api/kids']);

    heldFirstScreen.end();
    await waitFor(() =>
      expect(asked(requests)).toEqual(
        expect.arrayContaining(['GET /api/messages/unread-preview', 'GET /api/schedules']),
      ),
    );
    // The navigation bar's unread count is no route's data: the bar asks for it once the first
    // screen has painted (issue 29), so no loader sends it before the screen's own reads.
    expect(asked(requests)).not.toContain('GET /api/notifications/summary/me');
  });

  it.each(['calendar', 'health', 'achievements'])(
    'asks for the kid alone as a kid’s %s starts: the rest waits for its title (issue 29)',
    async (screen) => {
      const { requests } = mockApi({
        'GET /api/kids/5': { status: 200, body: buildKid({ id: 5 }) },
        'GET /api/schedules/5': { status: 200, body: [] },
        'GET /api/health': { status: 200, body: { logs: [], total: 0 } },
        'GET /api/kids': { status: 200, body: [buildKid({ id: 5 })] },
        'GET /api/milestones': { status: 200, body: { milestones: [], total: 0 } },
        'GET /api/certificates': { status: 200, body: [] },
        'GET /api/notifications/summary/me': { status: 200, body: { unreadCount: 0 } },
      });
      const queryClient = createQueryClient();
      queryClient.setQueryData(sessionQueryKey, buildParent());
      createMemoryRouter(createAppRoutes(queryClient), {
        initialEntries: [`/dashboard/kids/5/${screen}`],
      });
      await waitFor(() => expect(queryClient.getQueryData(kidKeys.detail(5))).toBeTruthy());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked(requests)).toEqual(['GET /api/kids/5']);
    },
  );

  it('asks for the Notifications Center’s first page with its code', async () => {
    const { requests } = mockApi({
      'GET /api/notifications/summary/me': { status: 200, body: { total: 0, unread: 0 } },
      'GET /api/notifications/me': {
        status: 200,
        body: { items: [], total: 0, page: 1, pageSize: 10 },
      },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, buildParent());
    createMemoryRouter(createAppRoutes(queryClient), {
      initialEntries: ['/dashboard/notifications'],
    });
    await waitFor(() =>
      expect(
        requests.find((request) => request.path === '/api/notifications/me')?.query.toString(),
      ).toBe('page=1&pageSize=10'),
    );
  });

  it('asks for the friends and the deleted accounts’ messages with the Messages screen’s code', async () => {
    const { requests } = mockApi({
      'GET /api/friends/list': { status: 200, body: [] },
      'GET /api/messages/deleted-accounts': { status: 200, body: { items: [], nextCursor: null } },
      'GET /api/notifications/summary/me': { status: 200, body: { total: 0, unread: 0 } },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, buildParent());
    createMemoryRouter(createAppRoutes(queryClient), { initialEntries: ['/dashboard/messages'] });
    await waitFor(() =>
      expect(asked(requests)).toEqual(
        expect.arrayContaining(['GET /api/friends/list', 'GET /api/messages/deleted-accounts']),
      ),
    );
  });

  it('asks for Explore’s cards for the URL’s filters with its code once the kids and the family are known', async () => {
    const { requests } = mockApi({
      'GET /api/kids': { status: 200, body: [buildKid({ id: 5 }), buildKid({ id: 6 })] },
      'GET /api/family': {
        status: 200,
        body: buildFamily({ area: { placeId: 1, name: 'York', country: 'GB' } }),
      },
      'GET /api/friends/incoming': { status: 200, body: [] },
      'GET /api/kids/public': {
        status: 200,
        body: { items: [], total: 0, totalCapped: false, page: 2, pageSize: 12 },
      },
      'GET /api/notifications/summary/me': { status: 200, body: { total: 0, unread: 0 } },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, buildParent());
    // A navigation inside the app: another screen has read the kids and the family already.
    queryClient.setQueryData(kidKeys.lists, [buildKid({ id: 5 }), buildKid({ id: 6 })]);
    queryClient.setQueryData(
      familyQueryOptions.queryKey,
      buildFamily({ area: { placeId: 1, name: 'York', country: 'GB' } }),
    );
    createMemoryRouter(createAppRoutes(queryClient), {
      initialEntries: ['/dashboard/explore?interest=drawing&forKid=6&page=2'],
    });
    await waitFor(() => expect(asked(requests)).toContain('GET /api/friends/incoming'));
    // The screen's own query: matching for the kid chosen, within the default 25 km.
    await waitFor(() =>
      expect(
        Object.fromEntries(
          requests.find((request) => request.path === '/api/kids/public')?.query ?? [],
        ),
      ).toEqual({ interests: 'drawing', forKid: '6', withinKm: '25', page: '2', pageSize: '12' }),
    );
  });

  it('leaves Explore’s cards to the screen on a first load: the kids, family and requests only', async () => {
    const { requests } = mockApi({
      'GET /api/kids': { status: 200, body: [buildKid({ id: 5 })] },
      'GET /api/family': { status: 200, body: buildFamily() },
      'GET /api/friends/incoming': { status: 200, body: [] },
      'GET /api/notifications/summary/me': { status: 200, body: { total: 0, unread: 0 } },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, buildParent());
    createMemoryRouter(createAppRoutes(queryClient), { initialEntries: ['/dashboard/explore'] });
    await waitFor(() =>
      expect(asked(requests)).toEqual(
        expect.arrayContaining(['GET /api/kids', 'GET /api/family', 'GET /api/friends/incoming']),
      ),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData(familyQueryOptions.queryKey)).toBeDefined(),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Nothing renders here (no router provider): the screen, once its header has painted,
    // would ask for the page (explore-screen.test.tsx).
    expect(asked(requests)).not.toContain('GET /api/kids/public');
  });

  it('asks for nothing but the session while nobody is signed in', async () => {
    const { requests } = mockApi({ 'GET /api/auth/me': { status: 200, body: { parent: null } } });
    const queryClient = createQueryClient();
    const router = createMemoryRouter(createAppRoutes(queryClient), {
      initialEntries: ['/dashboard/parent-hub'],
    });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await waitFor(() => expect(queryClient.getQueryState(sessionQueryKey)?.status).toBe('success'));
    // The loaders' prefetches read the answer in the next turn; then nothing more was asked.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked(requests)).toEqual(['GET /api/auth/me']);
  });

  it.each(Object.entries(LIST_READS))(
    '%s: each read its HTML preloads is one its loader asks for, by the same URL (decision 075)',
    async (route, reads) => {
      // Every read answers 404 but the kids and the family: the URLs asked are what counts here.
      const { requests } = mockApi({
        'GET /api/kids': { status: 200, body: [buildKid({ id: 5 })] },
        'GET /api/family': { status: 200, body: buildFamily() },
      });
      const queryClient = createQueryClient();
      queryClient.setQueryData(sessionQueryKey, buildParent());
      createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [route] });
      const urls = () =>
        requests.map(({ path, query }) => (query.size > 0 ? `${path}?${query}` : path));
      await waitFor(() => expect(urls()).toEqual(expect.arrayContaining([...reads])));
    },
  );

  it('does not ask again for a kid whose read has already failed (a 404 stays one request)', async () => {
    const { requests } = mockApi({
      'GET /api/kids/6': { status: 404, body: { message: 'Kid not found' } },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, buildParent());
    // The screen's code came first and its read of the kid has already answered 404.
    await queryClient.prefetchQuery(kidQueryOptions(6));
    expect(asked(requests)).toEqual(['GET /api/kids/6']);
    createMemoryRouter(createAppRoutes(queryClient), {
      initialEntries: ['/dashboard/kids/6/profile'],
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked(requests)).toEqual(['GET /api/kids/6']);
  });
});
