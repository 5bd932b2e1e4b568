import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import {
  MESSAGE_PAGE_SIZE,
  getMessagePageSchema,
  type Message,
  type MessagePage,
} from '@nestling/shared';
import { messageKeys } from '@/entities/messages/api/message-keys';
import { apiClient } from '@/lib/api-client';

/** One page of a conversation (issue 12): oldest first, and the cursor of the next older page. */
export type { MessagePage };

/**
 * One page of the conversation with a friend (spec §7.8 GET /messages/{friendId}?limit=25
 * with an optional cursor; keyset paging, issue 12).
 * @param friendId the friend's parent id
 * @param cursor the `nextCursor` of the previous (newer) page; undefined for the newest page
 * @returns up to MESSAGE_PAGE_SIZE messages and the cursor of the next older page
 * @throws ApiError: 404 for someone who is not a friend, 0 network
 */
export async function getConversationPage(
  friendId: number,
  cursor: string | undefined,
): Promise<MessagePage> {
  return apiClient.get(`/messages/${friendId}`, getMessagePageSchema(), {
    query: { limit: MESSAGE_PAGE_SIZE, cursor },
  });
}

/** The cached pages of a conversation, newest page first. */
export type ConversationData = InfiniteData<MessagePage, unknown>;

/** The conversation query: newest page first, older pages by `fetchNextPage`. */
export function conversationQueryOptions(friendId: number) {
  return infiniteQueryOptions({
    queryKey: messageKeys.conversation(friendId),
    queryFn: ({ pageParam }) => getConversationPage(friendId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The conversation with `friendId` (see getConversationPage). */
export function useConversation(friendId: number) {
  return useInfiniteQuery(conversationQueryOptions(friendId));
}

/**
 * The messages of the cached pages in display order: oldest first by (timestamp, id), each id
 * once (a message the socket delivered may come again in a page).
 */
export function conversationMessages(data: ConversationData | undefined): Message[] {
  if (!data) return [];
  const byId = new Map<number, Message>();
  for (const page of data.pages) for (const message of page.items) byId.set(message.id, message);
  return [...byId.values()].sort(compareMessages);
}

/** Orders messages oldest first: by timestamp, then id. */
export function compareMessages(a: Message, b: Message): number {
  const time = Date.parse(a.timestamp) - Date.parse(b.timestamp);
  return time !== 0 ? time : a.id - b.id;
}
