import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '@nestling/shared';
import { friendKeys } from '@/entities/friends/api/friend-keys';
import type { ChatFriend } from '@/entities/friends/api/get-friends';
import { messageKeys } from '@/entities/messages/api/message-keys';
import type { ConversationData } from './get-conversation';

/**
 * Adds a message to its conversation's cached pages (the newest page), once: a message already
 * there (by id) is replaced — but a message once read stays read, since the `messagesRead` of
 * a friend may arrive before the sender's own copy of the message (its POST answer, or its
 * echo to the sender's sockets) does. Does nothing when the conversation was never loaded.
 * @param friendId the other participant
 */
export function addToConversation(queryClient: QueryClient, friendId: number, message: Message) {
  queryClient.setQueryData<ConversationData>(messageKeys.conversation(friendId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const known = data.pages.some((page) => page.items.some((item) => item.id === message.id));
    if (known)
      return mapMessages(data, (item) =>
        item.id === message.id ? { ...message, read: item.read || message.read } : item,
      );
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest!, items: [message, ...newest!.items] }, ...older] };
  });
}

/** Changes every cached message of every conversation with `change` (null removes it). */
export function updateCachedMessages(
  queryClient: QueryClient,
  change: (message: Message) => Message | null,
) {
  queryClient.setQueriesData<ConversationData>(
    { queryKey: messageKeys.conversations },
    (data) => data && mapMessages(data, change),
  );
}

function mapMessages(
  data: ConversationData,
  change: (message: Message) => Message | null,
): ConversationData {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((item) => {
        const next = change(item);
        return next ? [next] : [];
      }),
    })),
  };
}

/** Sets one friend's unread count in the cached friends list (`count` from the old one). */
export function setFriendUnread(
  queryClient: QueryClient,
  friendId: number,
  count: (previous: number) => number,
) {
  queryClient.setQueryData<ChatFriend[]>(friendKeys.list(), (friends) =>
    friends?.map((friend) =>
      friend.id === friendId ? { ...friend, unread: count(friend.unread) } : friend,
    ),
  );
}
