/**
 * The query keys of chat messages (decision 009): each conversation's pages and the hub's unread
 * previews. Socket events (receiveMessage, messagesRead, deletions) update or invalidate them.
 */
export const messageKeys = {
  all: ['messages'] as const,
  /** Prefix of every conversation. */
  conversations: ['messages', 'conversation'] as const,
  /** GET /api/messages/:friendId pages (keyset, newest first). */
  conversation: (friendId: number) => ['messages', 'conversation', friendId] as const,
  /** GET /api/messages/unread-preview. */
  unreadPreview: () => ['messages', 'unread-preview'] as const,
};
