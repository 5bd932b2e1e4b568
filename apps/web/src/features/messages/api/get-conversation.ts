import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE, messageSchema, type Message } from '@nestling/shared';
import { z } from 'zod';
import { messageKeys } from '@/entities/messages/api/message-keys';
import { apiClient } from '@/lib/api-client';

/**
 * A message as the chat receives it (spec §3 Message): `content` may also arrive as `text` or
 * `message`.
 */
const incomingMessageSchema = z.preprocess((value) => {
  if (value && typeof value === 'object' && !('content' in value)) {
    const record = value as Record<string, unknown>;
    return { ...record, content: record.text ?? record.message };
  }
  return value;
}, messageSchema);

/** One page of a conversation: `{items, nextCursor}`, or a plain array (spec §3, §7.8). */
export interface MessagePage {
  items: Message[];
  /** The cursor of the next older page; null when this was the oldest. */
  nextCursor: string | null;
}

const messagePageSchema = z
  .union([
    z.object({
      items: z.array(incomingMessageSchema),
      nextCursor: z.union([z.string(), z.number()]).nullish(),
    }),
    z.array(incomingMessageSchema),
  ])
  .transform((answer): MessagePage =>
    Array.isArray(answer)
      ? { items: answer, nextCursor: null }
      : {
          items: answer.items,
          nextCursor: answer.nextCursor == null ? null : String(answer.nextCursor),
        },
  );

/**
 * One page of the conversation with a friend (spec §7.8 GET /messages/{friendId}?limit=25
 * with an optional cursor; keyset paging, issue 12).
 * @param friendId the friend's parent id
 * @param cursor the `nextCursor` of the previous (newer) page; undefined for the newest page
 * @returns up to CHAT_PAGE_SIZE messages and the cursor of the next older page
 * @throws ApiError: 404 for someone who is not a friend, 0 network
 */
export async function getConversationPage(
  friendId: number,
  cursor: string | undefined,
): Promise<MessagePage> {
  return apiClient.get(`/messages/${friendId}`, messagePageSchema, {
    query: { limit: CHAT_PAGE_SIZE, cursor },
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
