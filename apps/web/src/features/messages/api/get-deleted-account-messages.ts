import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MESSAGE_PAGE_SIZE, type MessagePage } from '@nestling/shared';
import { messageKeys } from '@/entities/messages/api/message-keys';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const messagePageBody = new LazySchema(() =>
  import('./message-schemas').then((module) => module.getMessagePageSchema()),
);

/**
 * `?chatWith=` of the read-only conversation with parents who deleted their account (issue 14):
 * never a friend id, which is digits.
 */
export const CHAT_WITH_DELETED_ACCOUNT = 'deleted';

/**
 * The query key of the messages with deleted accounts: under the conversations' prefix, so the
 * socket's deletions, read ticks and a reconnection's refetch reach it like any conversation.
 */
export const deletedAccountMessagesKey = [
  ...messageKeys.conversations,
  'deleted-accounts',
] as const;

/**
 * One page of this parent's messages with parents who deleted their account (issue 14,
 * decision 029: `GET /api/messages/deleted-accounts`; the other side's id is null). Paged like a
 * conversation: `items` oldest first, `nextCursor` the next older page (null at the start).
 * Every deleted account's messages come in this one list: the API keeps nothing that tells them
 * apart, by design.
 * @param cursor the `nextCursor` of the previous (newer) page; undefined for the newest page
 * @returns up to MESSAGE_PAGE_SIZE messages and the cursor of the next older page
 * @throws ApiError: 401/403 without a verified session, 0 network
 */
export async function getDeletedAccountMessagesPage(
  cursor: string | undefined,
): Promise<MessagePage> {
  return apiClient.get('/messages/deleted-accounts', messagePageBody, {
    query: { limit: MESSAGE_PAGE_SIZE, cursor },
  });
}

/**
 * Query options of the messages with deleted accounts (the Messages screen's hook, and its
 * route's prefetch of the newest page: decision 051).
 */
export const deletedAccountMessagesQueryOptions = infiniteQueryOptions({
  queryKey: deletedAccountMessagesKey,
  queryFn: ({ pageParam }) => getDeletedAccountMessagesPage(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

/** The messages with deleted accounts: newest page first, older pages by `fetchNextPage`. */
export function useDeletedAccountMessages() {
  return useInfiniteQuery(deletedAccountMessagesQueryOptions);
}

/**
 * Marks read what parents who deleted their account sent this parent (issue 14:
 * `POST /api/messages/deleted-accounts/mark-read`), as opening a conversation does. A failure
 * is ignored, like the friends' mark-read (spec §7.8): the next view marks them again.
 * @returns settles always
 */
export async function markDeletedAccountMessagesRead(): Promise<void> {
  try {
    await apiClient.post('/messages/deleted-accounts/mark-read');
  } catch {
    // Ignored (spec §7.8); the next view tries again.
  }
}
