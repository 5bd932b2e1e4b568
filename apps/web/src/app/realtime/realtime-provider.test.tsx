import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGE_PAGE_SIZE, type Message, type MessagePage } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { kidKeys } from '@/entities/kids/api/kid-keys';
import { messageKeys } from '@/entities/messages/api/message-keys';
import { notificationKeys } from '@/entities/notifications/api/notification-keys';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { buildFriend } from '@/entities/friends/testing/build-friend';
import { deferred, mockApi, type RecordedRequest } from '@/testing/mock-api';
import {
  conversationMessages,
  type ConversationData,
} from '@/features/messages/api/get-conversation';

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

  it('familyChanged fetches everything again: the family, its kids and their records changed (issue 24)', async () => {
    mockApi({ 'GET /api/friends/list': () => ({ status: 200, body: [friend(9, 'Sam Park')] }) });
    const { socket, queryClient } = renderApp('/dashboard/messages', { parent: buildParent() });
    expect(await screen.findByText('Sam Park')).toBeTruthy();
    queryClient.setQueryData(kidKeys.list(), []);
    act(() => socket.serverEmit('familyChanged'));
    expect(queryClient.getQueryState(kidKeys.list())?.isInvalidated).toBe(true);
  });

  it('accountSuspended signs the tab out and says why on the sign-in screen (issue 27)', async () => {
    mockApi({ 'GET /api/friends/list': () => ({ status: 200, body: [friend(9, 'Sam Park')] }) });
    const { socket } = renderApp('/dashboard/messages', { parent: buildParent() });
    expect(await screen.findByText('Sam Park')).toBeTruthy();
    act(() => socket.serverEmit('accountSuspended'));
    expect(await screen.findByText(MESSAGES.login.accountSuspended)).toBeTruthy();
    expect(screen.queryByText('Sam Park')).toBeNull();
  });

  it('does not connect for a parent whose e-mail is not verified', async () => {
    mockApi({});
    const { socket } = renderApp('/dashboard', { parent: buildParent({ emailVerified: false }) });
    expect(await screen.findByRole('heading', { name: 'Hi, Maya' })).toBeTruthy();
    expect(socket.listenerCount('notification')).toBe(0);
  });
});

const ME = 7;
const SAM = 9;

/** Sam's message number `n`, sent at minute `n` of a fixed day. */
function fromSam(n: number): Message {
  return {
    id: n,
    senderId: SAM,
    receiverId: ME,
    content: `Message #${n}.`,
    timestamp: new Date(Date.UTC(2026, 10, 1, 9, n)).toISOString(),
    read: false,
  };
}

/**
 * A fake of GET /api/messages/:friendId (keyset paging, spec §7.8) over `stored()`, oldest
 * first: the newest page without a cursor, else the page older than the cursor (an id).
 */
function conversationServer(stored: () => Message[]) {
  return (request: RecordedRequest): { status: number; body: MessagePage } => {
    const cursor = request.query.get('cursor');
    const older = stored().filter((m) => cursor === null || m.id < Number(cursor));
    const items = older.slice(-MESSAGE_PAGE_SIZE);
    const more = older.length > items.length;
    return { status: 200, body: { items, nextCursor: more ? String(items[0]!.id) : null } };
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => fromSam(from + i));

function renderConversation(answer: (request: RecordedRequest) => unknown) {
  const api = mockApi({
    'GET /api/friends/list': { status: 200, body: [friend(SAM, 'Sam Park')] },
    'POST /api/messages/mark-read': { status: 204 },
    'GET /api/messages/unread-preview': { status: 200, body: [] },
    'GET /api/notifications/summary/me': { status: 200, body: { total: 0, unread: 0 } },
    [`GET /api/messages/${SAM}`]: answer as never,
  });
  const view = renderApp(`/dashboard/messages?chatWith=${SAM}`, {
    parent: buildParent({ id: ME }),
  });
  const cachedIds = () =>
    conversationMessages(
      view.queryClient.getQueryData<ConversationData>(messageKeys.conversation(SAM)),
    ).map((m) => m.id);
  return { ...api, ...view, cachedIds };
}

describe('after a reconnection, the conversation on screen is caught up (issue 15)', () => {
  it('40 messages sent while the socket was away are all in the conversation, in order, once', async () => {
    let stored = range(1, 30);
    const { socketStatus, cachedIds, queryClient, requests } = renderConversation(
      conversationServer(() => stored),
    );
    await screen.findByText('Message #30.');
    // The newest page, and any older one the list's scrolling asked for.
    await waitFor(() => expect(cachedIds().at(-1)).toBe(30));
    const before = cachedIds();
    expect(before).toEqual(range(before[0]!, 30).map((m) => m.id));

    // The instance restarts; Sam sends 40 messages meanwhile (more than a page).
    act(() => socketStatus('reconnecting'));
    stored = range(1, 70);
    // The hub's unread previews, cached from an earlier screen, and the nav badge's summary.
    queryClient.setQueryData(messageKeys.unreadPreview(), []);
    const summaries = () => requests.filter((r) => r.path === '/api/notifications/summary/me');
    const summariesBefore = summaries().length;
    act(() => socketStatus('connected'));

    // Every message once, in order, from the oldest cached (older pages may have come since).
    await waitFor(() => expect(cachedIds().at(-1)).toBe(70));
    const after = cachedIds();
    expect(after[0]).toBeLessThanOrEqual(before[0]!);
    expect(after).toEqual(range(after[0]!, 70).map((m) => m.id));
    // The first message of the gap shows without "load older"; older ones still page in.
    expect(await screen.findByText('Message #31.')).toBeTruthy();
    // The previews and the badge are fetched again when next shown (now, if on show).
    expect(queryClient.getQueryState(messageKeys.unreadPreview())?.isInvalidated).toBe(true);
    await waitFor(() => expect(summaries().length).toBeGreaterThan(summariesBefore));
  });

  it('keeps a message that arrives live during the catch-up, and drops one deleted while away', async () => {
    let stored = range(1, 10);
    const held = deferred<{ status: number; body: MessagePage }>();
    let holdNext = false;
    const server = conversationServer(() => stored);
    const { socket, socketStatus, cachedIds } = renderConversation((request) => {
      if (!holdNext) return server(request);
      holdNext = false;
      const answer = server(request);
      return held.promise.then(() => answer);
    });
    await screen.findByText('Message #10.');

    act(() => socketStatus('reconnecting'));
    // While away: Sam deletes #4 and sends #11–#12.
    stored = [...range(1, 3), ...range(5, 12)];
    holdNext = true;
    act(() => socketStatus('connected'));
    // The catch-up's page is read before #13 is sent; #13 arrives live before the page does.
    await waitFor(() => expect(holdNext).toBe(false));
    act(() => socket.serverEmit('receiveMessage', fromSam(13)));
    act(() => held.resolve({ status: 200, body: { items: [], nextCursor: null } }));

    const expected = [...range(1, 3), ...range(5, 13)].map((m) => m.id);
    await waitFor(() => expect(cachedIds()).toEqual(expected));
    expect(screen.queryByText('Message #4.')).toBeNull();
    expect(await screen.findByText('Message #13.')).toBeTruthy();
  });
});
