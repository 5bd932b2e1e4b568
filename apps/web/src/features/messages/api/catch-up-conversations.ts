import type { Query, QueryClient } from '@tanstack/react-query';
import type { Message, MessagePage } from '@nestling/shared';
import { messageKeys } from '@/entities/messages/api/message-keys';
import { compareMessages, getConversationPage, type ConversationData } from './get-conversation';

/**
 * At most this many pages (of MESSAGE_PAGE_SIZE) are fetched by one conversation's catch-up
 * (500 messages): a longer absence keeps only the newest pages, and the rest comes by "load
 * older" from their cursor — never a gap.
 */
export const CATCH_UP_MAX_PAGES = 20;

/**
 * Brings the cached conversations up to date after the socket reconnected (issue 15): the
 * server does not replay the `receiveMessage`, `messagesRead` and deletion events of the time the
 * socket was away, and refetching a conversation's loaded pages would bring only as many
 * newest pages as were loaded — the messages of a longer gap between the last cached message and
 * those would show only on "load older".
 *
 * A friend's conversation on screen (a query with observers and data) is caught up by
 * `catchUpConversation`; one not on screen is marked stale (it refetches when next shown); one
 * on screen still loading its first page is fetched again (its answer may predate the gap). The
 * "Deleted account" pane (keyed under the conversations, not by a friend) is refetched.
 * @param queryClient the app's query client
 * @returns settles when every catch-up has settled (a failed one falls back to a refetch)
 */
export async function catchUpConversations(queryClient: QueryClient): Promise<void> {
  const queries = queryClient.getQueryCache().findAll({ queryKey: messageKeys.conversations });
  await Promise.all(
    queries.map(async (query) => {
      const friendId = query.queryKey[2];
      if (typeof friendId !== 'number') {
        // Not a friend's conversation (the "Deleted account" pane): refetched as it was.
        await queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
        return;
      }
      if (query.getObserversCount() === 0) {
        await queryClient.invalidateQueries({
          queryKey: query.queryKey,
          exact: true,
          refetchType: 'none',
        });
      } else if (!isConversationData(query)) {
        await queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      } else {
        await catchUpConversation(queryClient, friendId);
      }
    }),
  );
}

function isConversationData(query: Query): boolean {
  const data = query.state.data as ConversationData | undefined;
  return data !== undefined && data.pages.length > 0;
}

/**
 * Catches one cached conversation up with the server (keyset `GET /api/messages/:friendId`,
 * spec §7.8): pages are fetched from the newest back until one reaches the oldest cached
 * message (so read ticks and deletions of the loaded messages are fresh too, as a refetch of the
 * loaded pages made them), the pages end, or CATCH_UP_MAX_PAGES were fetched. The fetched pages
 * then replace the cached messages of their range, without gaps or repeats:
 * - a message that arrived live (socket) or a page "load older" brought while the pages were
 *   fetched is kept, and a message read meanwhile stays read;
 * - a cached message of the fetched range the server no longer has (deleted while away), or one
 *   a deletion event removed while the pages were fetched, is gone;
 * - cached messages older than the fetched range are kept only when the fetched pages reach back
 *   to the cache (else a gap would lie between them): the conversation then goes on by "load
 *   older" from the last fetched page's cursor.
 *
 * A fetch in flight for the conversation is cancelled first (its answer may predate the gap). On
 * a failed page the conversation is refetched as TanStack does (its loaded pages, newest first).
 * Does nothing when the conversation is not cached.
 * @param queryClient the app's query client
 * @param friendId the friend of the conversation
 */
export async function catchUpConversation(
  queryClient: QueryClient,
  friendId: number,
): Promise<void> {
  const queryKey = messageKeys.conversation(friendId);
  await queryClient.cancelQueries({ queryKey, exact: true });
  const snapshot = queryClient.getQueryData<ConversationData>(queryKey);
  const cached = snapshot ? allMessages(snapshot) : [];
  if (!snapshot || snapshot.pages.length === 0) return;
  const oldestCached = oldestOf(cached);

  const fetched: MessagePage[] = [];
  const params: (string | undefined)[] = [];
  let cursor: string | undefined;
  try {
    do {
      const page = await getConversationPage(friendId, cursor);
      fetched.push(page);
      params.push(cursor);
      cursor = page.nextCursor ?? undefined;
      const oldestFetched = page.items[0];
      if (oldestCached && oldestFetched && compareMessages(oldestFetched, oldestCached) <= 0) break;
    } while (cursor !== undefined && fetched.length < CATCH_UP_MAX_PAGES);
  } catch {
    await queryClient.invalidateQueries({ queryKey, exact: true });
    return;
  }

  queryClient.setQueryData<ConversationData>(queryKey, (current) =>
    current && current.pages.length > 0 ? mergeCaughtUp(current, cached, fetched, params) : current,
  );
}

/**
 * The conversation after a catch-up (see catchUpConversation).
 * @param current the cached pages now (live messages, older pages, deletions since the start)
 * @param snapshot the messages cached when the catch-up started
 * @param fetched the pages fetched, newest first, each `items` oldest first
 * @param params the cursor each fetched page was asked with (undefined for the newest)
 * @returns the pages: the fetched ones (the first with what arrived meanwhile), then the cached
 *   pages' messages older than them when they join up (each asked for by the cursor of the page
 *   before it)
 */
export function mergeCaughtUp(
  current: ConversationData,
  snapshot: readonly Message[],
  fetched: readonly MessagePage[],
  params: readonly (string | undefined)[],
): ConversationData {
  const snapshotIds = new Set(snapshot.map((message) => message.id));
  const now = new Map(allMessages(current).map((message) => [message.id, message]));
  const oldestNow = oldestOf([...now.values()]);
  // Removed from the cache while the pages were fetched: a deletion event. (A refetch that
  // dropped older pages meanwhile removes only messages older than those it kept.)
  const deletedMeanwhile = (message: Message) =>
    snapshotIds.has(message.id) &&
    !now.has(message.id) &&
    oldestNow !== undefined &&
    compareMessages(message, oldestNow) > 0;

  const fetchedItems = fetched.flatMap((page) => page.items);
  const fetchedIds = new Set(fetchedItems.map((message) => message.id));
  const oldestFetched = oldestOf(fetchedItems);
  const newestCached = oldestOf(snapshot, -1);
  // The fetched pages reach back to the cache as it was: no message lies between them.
  const joinsCache =
    fetched.at(-1)?.nextCursor !== null &&
    oldestFetched !== undefined &&
    newestCached !== undefined &&
    compareMessages(oldestFetched, newestCached) <= 0;
  const olderThanFetched = (message: Message) =>
    oldestFetched !== undefined && compareMessages(message, oldestFetched) < 0;

  const pages: MessagePage[] = fetched.map((page) => ({
    ...page,
    items: page.items.flatMap((message) => {
      if (deletedMeanwhile(message)) return [];
      const known = now.get(message.id);
      return [known ? { ...message, read: message.read || known.read } : message];
    }),
  }));
  const pageParams: unknown[] = [...params];

  // Cached meanwhile and not in the fetched pages: live messages (also one whose row committed
  // after a newer one was read), kept in the newest page.
  const meanwhile = [...now.values()].filter(
    (message) =>
      !fetchedIds.has(message.id) && !snapshotIds.has(message.id) && !olderThanFetched(message),
  );
  if (meanwhile.length > 0) {
    const first = pages[0]!;
    pages[0] = { ...first, items: [...first.items, ...meanwhile].sort(compareMessages) };
  }

  // The cached messages older than the fetched pages, in their pages (with their cursors).
  if (joinsCache) {
    for (const page of current.pages) {
      const older = page.items.filter(
        (message) => !fetchedIds.has(message.id) && olderThanFetched(message),
      );
      if (older.length === 0) continue;
      // Its messages follow the page before: they are what that page's cursor asks for.
      pageParams.push(pages.at(-1)!.nextCursor ?? undefined);
      pages.push({ ...page, items: older });
    }
  }
  return { pages, pageParams };
}

/** The oldest message of `messages` (`sign` -1: the newest), by compareMessages. */
function oldestOf(messages: readonly Message[], sign: 1 | -1 = 1): Message | undefined {
  return messages.reduce<Message | undefined>(
    (best, message) => (!best || sign * compareMessages(message, best) < 0 ? message : best),
    undefined,
  );
}

function allMessages(data: ConversationData): Message[] {
  return data.pages.flatMap((page) => page.items);
}
