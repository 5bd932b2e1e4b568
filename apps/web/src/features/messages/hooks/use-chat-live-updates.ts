import { useQueryClient } from '@tanstack/react-query';
import { messageKeys } from '@/entities/messages/api/message-keys';
import { useSession } from '@/entities/parent/api/get-session';
import { useSocketEvent } from '@/lib/socket/socket-context';
import { addToConversation, setFriendUnread, updateCachedMessages } from '../api/message-cache';
import { markRead } from '../api/mark-read';

/**
 * Keeps the Messages screen live (spec §4 Chat, §7.9): a received message is appended to its
 * conversation — and marked read at once when it comes from the friend on screen, else it adds
 * one to that friend's unread badge; `messagesRead` turns this parent's messages' Sent dot into
 * the Read tick; `messageDeleted` and `messagesBulkDeleted` take messages away for both.
 * @param openFriendId the friend whose conversation is on screen, or null
 */
export function useChatLiveUpdates(openFriendId: number | null) {
  const queryClient = useQueryClient();
  const { parent } = useSession();

  useSocketEvent('receiveMessage', (message) => {
    if (!parent) return;
    const fromMe = message.senderId === parent.id;
    const friendId = fromMe ? message.receiverId : message.senderId;
    // A live message is between two friends; a deleted account's side (null) never sends.
    if (friendId === null) return;
    addToConversation(queryClient, friendId, message);
    if (fromMe) return;
    if (friendId === openFriendId) {
      void markRead(friendId);
      updateCachedMessages(queryClient, (item) =>
        item.id === message.id ? { ...item, read: true } : item,
      );
    } else {
      setFriendUnread(queryClient, friendId, (count) => count + 1);
    }
  });

  useSocketEvent('messagesRead', ({ ids }) => {
    const read = new Set(ids);
    updateCachedMessages(queryClient, (message) => {
      if (!read.has(message.id)) return message;
      read.delete(message.id);
      return { ...message, read: true };
    });
    // A message read before this parent's own copy of it arrived is not cached yet: the
    // conversation is fetched again, and the server's copy says it is read.
    if (read.size > 0) void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
  });

  useSocketEvent('messageDeleted', ({ id }) => {
    updateCachedMessages(queryClient, (message) => (message.id === id ? null : message));
  });

  useSocketEvent('messagesBulkDeleted', ({ ids }) => {
    const gone = new Set(ids);
    updateCachedMessages(queryClient, (message) => (gone.has(message.id) ? null : message));
  });
}
