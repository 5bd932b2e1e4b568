import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { notificationKeys } from '@/entities/notifications/api/notification-keys';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { buildFriend } from '@/entities/friends/testing/build-friend';
import { mockApi } from '@/testing/mock-api';

const friend = buildFriend;

describe('the real-time layer refreshes what server events change (issue 12)', () => {
  it('refreshFriendList fetches the friends again; notification invalidates the notifications', async () => {
    let friends = [friend(9, 'Sam Park')];
    mockApi({ 'GET /api/friends/list': () => ({ status: 200, body: friends }) });
    const { socket, queryClient } = renderApp('/dashboard/messages', { parent: buildParent() });
    expect(await screen.findByText('Sam Park')).toBeTruthy();

    friends = [friend(9, 'Sam Park'), friend(12, 'Alex Kim')];
    act(() => socket.serverEmit('refreshFriendList'));
    expect(await screen.findByText('Alex Kim')).toBeTruthy();

    queryClient.setQueryData([...notificationKeys.all, 'summary'], { total: 1, unread: 0 });
    act(() =>
      socket.serverEmit('notification', {
        id: 1,
        kind: 'friend-request-accepted',
      } as never),
    );
    expect(queryClient.getQueryState([...notificationKeys.all, 'summary'])?.isInvalidated).toBe(
      true,
    );
  });

  it('does not connect for a parent whose e-mail is not verified', async () => {
    mockApi({});
    const { socket } = renderApp('/dashboard', { parent: buildParent({ emailVerified: false }) });
    expect(await screen.findByRole('heading', { name: 'Hi, Maya!' })).toBeTruthy();
    expect(socket.listenerCount('notification')).toBe(0);
  });
});
