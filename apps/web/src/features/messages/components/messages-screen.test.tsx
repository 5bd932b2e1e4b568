import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  MESSAGE_PAGE_SIZE,
  CHAT_TEXTS,
  CHAT_TYPING_HIDE_MS,
  CHAT_TYPING_STOP_MS,
  DELETED_ACCOUNT_NAME,
  BLOCK_MESSAGES,
  REPORT_MESSAGES,
  type Message,
  type UnreadPreviewItem,
} from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { buildFriend } from '@/entities/friends/testing/build-friend';
import { buildReport } from '@/entities/reports/testing/build-report';
import { fileReport } from '@/entities/reports/testing/file-report';
import { deferred, mockApi, type MockAnswer } from '@/testing/mock-api';

const ME = 7;
const SAM = 9;
const friend = buildFriend;

/** A message at minute `minute` of a fixed day. */
function message(id: number, from: number, content: string, minute: number, read = false): Message {
  return {
    id,
    senderId: from,
    receiverId: from === ME ? SAM : ME,
    content,
    timestamp: new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString(),
    read,
  };
}

/**
 * Renders Messages at `path` for parent ME with Sam and Alex as friends, the API answering
 * `routes` too; the shell's socket connects at once, or once `connected` resolves.
 */
function renderMessages(
  path: string,
  routes: Record<string, MockAnswer> = {},
  connected?: Promise<void>,
) {
  const api = mockApi({
    'GET /api/friends/list': {
      status: 200,
      body: [friend(SAM, 'Sam Park', 2), friend(12, 'Alex Kim')],
    },
    'POST /api/messages/mark-read': { status: 204 },
    ...routes,
  });
  const view = renderApp(path, { parent: buildParent({ id: ME }), connected });
  return { ...api, ...view };
}

const chatList = () => screen.getByRole('list', { name: CHAT_TEXTS.chatWith('Sam Park') });

describe('Messages screen (spec §2.20)', () => {
  it('lists friends by name with e-mail and unread badge, and links each conversation', async () => {
    renderMessages('/dashboard/messages');
    const friends = within(
      (await screen.findByRole('heading', { name: 'Friends' })).closest('section')!,
    );
    const links = await friends.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Alex Kimalex@example.com',
      'Sam Parksam@example.com22 unread',
    ]);
    expect(links[1]!.getAttribute('href')).toBe(`/dashboard/messages?chatWith=${SAM}`);
    expect(screen.getByRole('heading', { name: 'Select a friend to start chatting' })).toBeTruthy();
  });

  it('after a reconnection, fetches the open conversation again: a message sent while away shows (issue 15)', async () => {
    let items = [message(2, SAM, 'Playdate?', 2)];
    const { requests, socketStatus } = renderMessages(`/dashboard/messages?chatWith=${SAM}`, {
      [`GET /api/messages/${SAM}`]: () => ({ status: 200, body: { items, nextCursor: null } }),
    });
    await screen.findByText('Playdate?');
    const fetches = () => requests.filter((r) => r.path === `/api/messages/${SAM}`).length;
    const before = fetches();

    // The instance this socket was on restarts: Sam's message is sent while it is away.
    act(() => socketStatus('reconnecting'));
    expect(
      await screen.findByText('Reconnecting… messages will arrive when the connection is back.'),
    ).toBeTruthy();
    items = [message(3, SAM, 'Sent while you were away', 3), ...items];
    expect(screen.queryByText('Sent while you were away')).toBeNull();

    act(() => socketStatus('connected'));
    expect(await screen.findByText('Sent while you were away')).toBeTruthy();
    expect(fetches()).toBe(before + 1);
    expect(
      screen.queryByText('Reconnecting… messages will arrive when the connection is back.'),
    ).toBeNull();
  });

  it("shows 'No friends yet.' with a link to Explore, and the load failure", async () => {
    mockApi({ 'GET /api/friends/list': { status: 200, body: [] } });
    renderApp('/dashboard/messages', { parent: buildParent({ id: ME }) });
    expect(await screen.findByText('No friends yet.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Explore kids to make friends' }).getAttribute('href'),
    ).toBe('/dashboard/explore');
  });

  it("says 'Failed to load friends.' when the list cannot be loaded", async () => {
    mockApi({ 'GET /api/friends/list': { status: 400, body: { error: 'x', code: 'X' } } });
    renderApp('/dashboard/messages', { parent: buildParent({ id: ME }) });
    expect((await screen.findByRole('alert')).textContent).toBe(CHAT_TEXTS.loadFriendsFailed);
  });

  it('opens ?chatWith=, marks it read, and pages older messages by cursor', async () => {
    const { requests } = renderMessages(`/dashboard/messages?chatWith=${SAM}`, {
      [`GET /api/messages/${SAM}`]: (request) =>
        request.query.get('cursor') === 'c1'
          ? {
              status: 200,
              body: { items: [message(1, SAM, 'Oldest hello', 1, true)], nextCursor: null },
            }
          : {
              status: 200,
              body: {
                items: [message(3, ME, 'Tuesday works', 3, true), message(2, SAM, 'Playdate?', 2)],
                nextCursor: 'c1',
              },
            },
    });
    expect(await screen.findByRole('heading', { name: 'Chat with Sam Park' })).toBeTruthy();
    await screen.findByText('Tuesday works');
    expect(
      within(chatList())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Playdate?'), expect.stringContaining('Tuesday works')]);
    expect(chatList().lastElementChild!.textContent).toContain('Read');
    const first = requests.find((r) => r.path === `/api/messages/${SAM}`)!;
    expect(first.query.get('limit')).toBe(String(MESSAGE_PAGE_SIZE));
    expect(first.query.has('cursor')).toBe(false);
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/messages/mark-read')?.body).toEqual({
        friendId: SAM,
      }),
    );
    // The badge of the open friend is gone.
    expect(screen.queryByText('2 unread')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Scroll up for older messages' }));
    await screen.findByText('Oldest hello');
    expect(within(chatList()).getAllByRole('listitem')[0]!.textContent).toContain('Oldest hello');
    expect(
      requests
        .filter((r) => r.path === `/api/messages/${SAM}`)
        .at(-1)!
        .query.get('cursor'),
    ).toBe('c1');
    expect(screen.queryByRole('button', { name: 'Scroll up for older messages' })).toBeNull();
  });

  it('shows a sent message at once, then the server copy; a failed send can be retried', async () => {
    const answer = deferred<MockAnswer>();
    let attempt = 0;
    const { requests, user } = renderMessages(`/dashboard/messages?chatWith=${SAM}`, {
      [`GET /api/messages/${SAM}`]: { status: 200, body: { items: [], nextCursor: null } },
      'POST /api/messages': () => {
        attempt += 1;
        return attempt === 1 ? answer.promise : { status: 500, body: { error: 'Oops', code: 'X' } };
      },
    });
    expect(await screen.findByText(CHAT_TEXTS.empty)).toBeTruthy();
    const input = screen.getByLabelText('Message');
    // Blank text sends nothing (spec §5).
    await user.type(input, '   {Enter}');
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/messages')).toBe(false);

    await user.clear(input);
    await user.type(input, '  Hello there  {Enter}');
    expect(within(chatList()).getByText('Hello there')).toBeTruthy();
    expect(within(chatList()).getByText('Sending…')).toBeTruthy();
    expect((input as HTMLTextAreaElement).value).toBe('');
    expect(requests.find((r) => r.path === '/api/messages' && r.method === 'POST')!.body).toEqual({
      receiverId: SAM,
      text: 'Hello there',
    });
    answer.resolve({ status: 201, body: message(50, ME, 'Hello there', 5) });
    expect(await within(chatList()).findByText('Sent')).toBeTruthy();
    expect(within(chatList()).queryByText('Sending…')).toBeNull();
    expect(within(chatList()).getAllByText('Hello there')).toHaveLength(1);

    // Shift+Enter makes a new line; the second message fails and stays, with Retry.
    await user.type(input, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect((input as HTMLTextAreaElement).value).toBe('Line one\nLine two');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CHAT_TEXTS.sendFailed);
    expect(within(chatList()).getByText(/Line one\s+Line two/)).toBeTruthy();
    expect(within(chatList()).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('deletes an own message after the confirmation, and live events change the list', async () => {
    const { requests, user, socket } = renderMessages(`/dashboard/messages?chatWith=${SAM}`, {
      [`GET /api/messages/${SAM}`]: {
        status: 200,
        body: {
          items: [message(21, ME, 'Mine to delete', 3), message(20, SAM, 'From Sam', 2, true)],
          nextCursor: null,
        },
      },
      'DELETE /api/messages/21': { status: 204 },
    });
    await screen.findByText('Mine to delete');
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(CHAT_TEXTS.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Mine to delete')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/messages/21')).toBe(true);

    // A live message from Sam is appended (and marked read: the conversation is open).
    act(() => socket.serverEmit('receiveMessage', message(30, SAM, 'Live hello', 10)));
    // (TanStack Query tells the screen of a cache change on its next tick.)
    await waitFor(() =>
      expect(within(chatList()).getAllByRole('listitem').at(-1)!.textContent).toContain(
        'Live hello',
      ),
    );
    // One of mine, from another tab; then Sam reads it.
    act(() => socket.serverEmit('receiveMessage', message(31, ME, 'From my phone', 11)));
    await waitFor(() => expect(chatList().lastElementChild!.textContent).toContain('Sent'));
    act(() => socket.serverEmit('messagesRead', { by: SAM, ids: [31] }));
    await waitFor(() => expect(chatList().lastElementChild!.textContent).toContain('Read'));
    // Sam deleted one of theirs; a block took others.
    act(() => socket.serverEmit('messageDeleted', { id: 20 }));
    await waitFor(() => expect(screen.queryByText('From Sam')).toBeNull());
    act(() => socket.serverEmit('messagesBulkDeleted', { ids: [30, 31] }));
    expect(await screen.findByText(CHAT_TEXTS.empty)).toBeTruthy();
    // A message from another friend counts on their badge.
    act(() =>
      socket.serverEmit('receiveMessage', {
        ...message(40, 12, 'Hi from Alex', 12),
        receiverId: ME,
      }),
    );
    expect(await screen.findByText('1 unread')).toBeTruthy();
  });

  it('sends typing once per burst and stop after 900 ms idle; shows the friend typing for 1,200 ms', async () => {
    const { socket } = renderMessages(`/dashboard/messages?chatWith=${SAM}`, {
      [`GET /api/messages/${SAM}`]: { status: 200, body: { items: [], nextCursor: null } },
    });
    const input = await screen.findByLabelText('Message');
    await screen.findByText(CHAT_TEXTS.empty);
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: 'H' } });
    fireEvent.change(input, { target: { value: 'Hi' } });
    act(() => vi.advanceTimersByTime(CHAT_TYPING_STOP_MS - 1));
    fireEvent.change(input, { target: { value: 'Hi!' } });
    act(() => vi.advanceTimersByTime(CHAT_TYPING_STOP_MS - 1));
    expect(socket.sent('typing').map((p) => [p.receiverId, p.isTyping])).toEqual([[SAM, true]]);
    act(() => vi.advanceTimersByTime(1));
    expect(socket.sent('typing').map((p) => [p.receiverId, p.isTyping])).toEqual([
      [SAM, true],
      [SAM, false],
    ]);

    const typing = CHAT_TEXTS.isTyping('Sam Park');
    act(() =>
      socket.serverEmit('typing', { senderId: SAM, senderName: 'Sam Park', isTyping: true }),
    );
    expect(screen.getByText(typing)).toBeTruthy();
    // Someone else typing to this parent is not shown in Sam's conversation.
    act(() =>
      socket.serverEmit('typing', { senderId: 12, senderName: 'Alex Kim', isTyping: true }),
    );
    expect(screen.queryByText(CHAT_TEXTS.isTyping('Alex Kim'))).toBeNull();
    act(() => vi.advanceTimersByTime(CHAT_TYPING_HIDE_MS - 1));
    expect(screen.getByText(typing)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(typing)).toBeNull();
    act(() =>
      socket.serverEmit('typing', { senderId: SAM, senderName: 'Sam Park', isTyping: true }),
    );
    act(() =>
      socket.serverEmit('typing', { senderId: SAM, senderName: 'Sam Park', isTyping: false }),
    );
    expect(screen.queryByText(typing)).toBeNull();
  });

  /** Sam's conversation opened by a link (empty), its socket held back until `connect()`. */
  async function openChatBeforeSocket() {
    const connection = deferred<void>();
    const { socket } = renderMessages(
      `/dashboard/messages?chatWith=${SAM}`,
      { [`GET /api/messages/${SAM}`]: { status: 200, body: { items: [], nextCursor: null } } },
      connection.promise,
    );
    const input = await screen.findByLabelText('Message');
    await screen.findByText(CHAT_TEXTS.empty);
    vi.useFakeTimers();
    return {
      input,
      connect: () => act(async () => connection.resolve()),
      typingSent: () => socket.sent('typing').map((p) => [p.receiverId, p.isTyping]),
    };
  }

  it('a chat opened by a link and typed in before the socket is there: Sam is told as it arrives', async () => {
    // The socket connects after the first screen, or at the first key (lib/socket/connect-socket).
    const { input, connect, typingSent } = await openChatBeforeSocket();
    fireEvent.change(input, { target: { value: 'H' } });
    fireEvent.change(input, { target: { value: 'Hi' } });
    expect(typingSent()).toEqual([]);
    await connect();
    expect(typingSent()).toEqual([[SAM, true]]);
    act(() => vi.advanceTimersByTime(CHAT_TYPING_STOP_MS));
    expect(typingSent()).toEqual([
      [SAM, true],
      [SAM, false],
    ]);
  });

  it('a burst that ended before the socket came is not told late', async () => {
    const { input, connect, typingSent } = await openChatBeforeSocket();
    fireEvent.change(input, { target: { value: 'H' } });
    act(() => vi.advanceTimersByTime(CHAT_TYPING_STOP_MS));
    await connect();
    expect(typingSent()).toEqual([]);
    // The next burst goes out at its first key, as usual.
    fireEvent.change(input, { target: { value: 'Hi' } });
    expect(typingSent()).toEqual([[SAM, true]]);
  });
});

describe('reporting and blocking from the chat (issue 27)', () => {
  it('reports a received message, then blocks the friend’s family from the offer: the chat closes', async () => {
    let blocked = false;
    const { requests, user } = renderMessages(`/dashboard/messages?chatWith=${SAM}`, {
      'GET /api/friends/list': () => ({
        status: 200,
        body: blocked
          ? [friend(12, 'Alex Kim')]
          : [friend(SAM, 'Sam Park'), friend(12, 'Alex Kim')],
      }),
      [`GET /api/messages/${SAM}`]: {
        status: 200,
        body: { items: [message(2, SAM, 'Rude words', 2)], nextCursor: null },
      },
      'POST /api/reports': {
        status: 201,
        body: buildReport({ targetType: 'message', targetId: 2, reason: 'harassment' }),
      },
      'POST /api/blocks': () => {
        blocked = true;
        return {
          status: 201,
          body: { id: 4, kid: null, guardianFirstName: 'Sam', createdAt: '2030-01-01T10:00:00Z' },
        };
      },
    });
    await screen.findByText('Rude words');
    await user.click(screen.getByRole('button', { name: 'Report message' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report message' }));
    await fileReport(user, 'harassment', dialog);
    expect(requests.find((request) => request.path === '/api/reports')?.body).toMatchObject({
      targetType: 'message',
      targetId: 2,
    });
    await user.click(
      await dialog.findByRole('button', { name: REPORT_MESSAGES.blockFamily('Sam Park') }),
    );
    const confirm = within(
      await screen.findByRole('alertdialog', { name: BLOCK_MESSAGES.confirmTitle }),
    );
    expect(confirm.getByText(BLOCK_MESSAGES.confirm('Sam Park'))).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: BLOCK_MESSAGES.block }));

    expect(await screen.findByText('🚫 Family blocked')).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/blocks')?.body).toEqual({
      parentId: SAM,
    });
    // Sam leaves the friend list and the chat with him closes.
    expect(
      await screen.findByRole('heading', { name: 'Select a friend to start chatting' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Chat with Sam Park' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Sam Park/ })).toBeNull();
  });

  it('offers the block after reporting the family from the chat header; Cancel blocks nothing', async () => {
    const { requests, user } = renderMessages(`/dashboard/messages?chatWith=${SAM}`, {
      [`GET /api/messages/${SAM}`]: { status: 200, body: { items: [], nextCursor: null } },
      'POST /api/reports': { status: 201, body: buildReport({ targetId: SAM }) },
    });
    await screen.findByRole('heading', { name: 'Chat with Sam Park' });
    await user.click(screen.getByRole('button', { name: 'Report family' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report family' }));
    await fileReport(user, 'spam', dialog);
    expect(requests.find((request) => request.path === '/api/reports')?.body).toMatchObject({
      targetType: 'family',
      targetId: SAM,
    });
    expect(await dialog.findByText(REPORT_MESSAGES.blockOffer('Sam Park'))).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: REPORT_MESSAGES.blockFamily('Sam Park') }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: BLOCK_MESSAGES.confirmTitle }),
    );
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: BLOCK_MESSAGES.confirmTitle })).toBeNull(),
    );
    expect(requests.some((request) => request.path === '/api/blocks')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Chat with Sam Park' })).toBeTruthy();
  });
});

describe('Messages with a deleted account (issue 14, decision 029)', () => {
  const DELETED = '/api/messages/deleted-accounts';
  /** A message with a parent who deleted their account: their side is null. */
  function withDeleted(id: number, mine: boolean, content: string, minute: number, read = false) {
    return {
      ...message(id, ME, content, minute, read),
      senderId: mine ? ME : null,
      receiverId: mine ? null : ME,
    };
  }
  const deletedEntry = () => screen.findByRole('link', { name: DELETED_ACCOUNT_NAME });

  it('lists "Deleted account" and opens it read-only: no input, no Call, no delete; older pages by cursor', async () => {
    // The fake server remembers the marking, as the real one does.
    let markedRead = false;
    const { requests, user } = renderMessages('/dashboard/messages', {
      [`POST ${DELETED}/mark-read`]: () => {
        markedRead = true;
        return { status: 200, body: { ids: [2] } };
      },
      [`GET ${DELETED}`]: (request) =>
        request.query.get('cursor') === 'd1'
          ? {
              status: 200,
              body: { items: [withDeleted(1, false, 'First words', 1, true)], nextCursor: null },
            }
          : {
              status: 200,
              body: {
                items: [
                  withDeleted(2, false, 'Goodbye, all', 2, markedRead),
                  withDeleted(3, true, 'Take care', 3, true),
                ],
                nextCursor: 'd1',
              },
            },
    });
    const entry = await deletedEntry();
    expect(entry.getAttribute('href')).toBe('/dashboard/messages?chatWith=deleted');
    await user.click(entry);

    expect(await screen.findByRole('heading', { name: DELETED_ACCOUNT_NAME })).toBeTruthy();
    expect(
      screen.getByText(
        'These messages were exchanged with parents who have deleted their account. You can read them, but not reply.',
      ),
    ).toBeTruthy();
    const list = () => screen.getByRole('list', { name: DELETED_ACCOUNT_NAME });
    await within(list()).findByText('Take care');
    expect(
      within(list())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Goodbye, all'), expect.stringContaining('Take care')]);
    // Own message keeps its Read tick; nothing to write, call or delete.
    expect(list().lastElementChild!.textContent).toContain('Read');
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Call' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete message' })).toBeNull();
    expect((await deletedEntry()).getAttribute('aria-current')).toBe('true');
    expect(requests.find((r) => r.path === DELETED)!.query.get('limit')).toBe(
      String(MESSAGE_PAGE_SIZE),
    );
    // Opening it marks the deleted accounts' messages read; no friend's.
    await waitFor(() =>
      expect(requests.filter((r) => r.path === `${DELETED}/mark-read`)).toHaveLength(1),
    );
    expect(requests.some((r) => r.path === '/api/messages/mark-read')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Scroll up for older messages' }));
    await within(list()).findByText('First words');
    expect(within(list()).getAllByRole('listitem')[0]!.textContent).toContain('First words');
    expect(
      requests
        .filter((r) => r.path === DELETED)
        .at(-1)!
        .query.get('cursor'),
    ).toBe('d1');
    expect(screen.queryByRole('button', { name: 'Scroll up for older messages' })).toBeNull();
  });

  it('has no entry when there are no such messages', async () => {
    renderMessages('/dashboard/messages', {
      [`GET ${DELETED}`]: { status: 200, body: { items: [], nextCursor: null } },
    });
    await screen.findByRole('link', { name: /Sam Park/ });
    expect(screen.queryByRole('link', { name: DELETED_ACCOUNT_NAME })).toBeNull();
  });

  it('shows loading, then the empty line, at ?chatWith=deleted', async () => {
    const answer = deferred<MockAnswer>();
    renderMessages('/dashboard/messages?chatWith=deleted', {
      [`GET ${DELETED}`]: () => answer.promise,
    });
    expect((await screen.findByRole('heading', { name: DELETED_ACCOUNT_NAME })).tagName).toBe('H2');
    expect(screen.getByText(CHAT_TEXTS.loadingMessages)).toBeTruthy();
    answer.resolve({ status: 200, body: { items: [], nextCursor: null } });
    expect(await screen.findByText('No messages with deleted accounts.')).toBeTruthy();
    expect(screen.queryByText(CHAT_TEXTS.loadingMessages)).toBeNull();
  });

  it("says 'Failed to load messages.' when they cannot be loaded", async () => {
    renderMessages('/dashboard/messages?chatWith=deleted', {
      [`GET ${DELETED}`]: { status: 400, body: { error: 'x', code: 'X' } },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(CHAT_TEXTS.loadMessagesFailed);
    expect(screen.queryByText('No messages with deleted accounts.')).toBeNull();
  });
});

describe("parent hub's messages card (spec §2.10)", () => {
  it('shows up to 3 unread previews (limit=3) with View All, refreshed by a live message', async () => {
    let previews: UnreadPreviewItem[] = [
      {
        id: 1,
        senderId: SAM,
        senderName: 'Sam Park',
        content: 'Hello!',
        timestamp: '2026-11-01T09:00:00.000Z',
      },
    ];
    const { requests } = mockApi({
      'GET /api/kids': { status: 200, body: [] },
      'GET /api/messages/unread-preview': () => ({ status: 200, body: previews }),
    });
    const { socket } = renderApp('/dashboard/parent-hub', { parent: buildParent({ id: ME }) });
    const card = within(
      (await screen.findByRole('heading', { name: CHAT_TEXTS.cardTitle })).closest(
        'section, [role=region]',
      )!,
    );
    expect(await card.findByText('Hello!')).toBeTruthy();
    expect(
      requests.find((r) => r.path === '/api/messages/unread-preview')!.query.get('limit'),
    ).toBe('3');
    expect(card.getByRole('link', { name: CHAT_TEXTS.viewAll }).getAttribute('href')).toBe(
      '/dashboard/messages',
    );
    expect(card.getByRole('link', { name: /Sam Park/ }).getAttribute('href')).toBe(
      `/dashboard/messages?chatWith=${SAM}`,
    );
    previews = [
      { ...previews[0]!, id: 2, senderId: null, senderName: DELETED_ACCOUNT_NAME, content: 'Bye' },
    ];
    act(() => socket.serverEmit('receiveMessage', message(2, SAM, 'x', 1)));
    expect(await card.findByText('Bye')).toBeTruthy();
    // A deleted account's message opens the read-only "Deleted account" conversation.
    expect(
      card.getByRole('link', { name: new RegExp(DELETED_ACCOUNT_NAME) }).getAttribute('href'),
    ).toBe('/dashboard/messages?chatWith=deleted');
    previews = [];
    act(() => socket.serverEmit('receiveMessage', message(3, SAM, 'x', 1)));
    expect(await card.findByText(CHAT_TEXTS.noNewMessages)).toBeTruthy();
  });
});
