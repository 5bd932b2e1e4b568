// Chat's texts and limits, apart from the messages' schemas (messages.ts): the screens showing
// messages draw them without zod on their first load (decision 082).

/** Longest chat message, in characters (issue 12: text trimmed, 1–4,000 characters). */
export const MESSAGE_TEXT_MAX = 4000;

/** Messages of one page of a conversation: the default and the most (spec §9: 25). */
export const MESSAGE_PAGE_SIZE = 25;
export const MESSAGE_PAGE_SIZE_MAX = 100;
/** Unread previews the parent hub shows (spec §7.8, §9: 3), and the most one call answers. */
export const UNREAD_PREVIEW_LIMIT = 3;
export const UNREAD_PREVIEW_LIMIT_MAX = 20;

/** The texts of chat (spec §2.20, §5 Chat send, §8.2 Chat) and the server's errors. */
export const CHAT_MESSAGES = {
  // The Messages screen (spec §2.20, §8.2)
  loadFriendsFailed: 'Failed to load friends.',
  loadMessagesFailed: 'Failed to load messages.',
  sendFailed: 'Failed to send message.',
  deleteFailed: 'Failed to delete message.',
  deleteConfirm: 'Delete this message for both participants?',
  noMessages: 'No messages yet. Say hello 👋',
  // Validation and server errors (ours)
  textRequired: 'Please type a message.',
  textTooLong: `A message can be at most ${MESSAGE_TEXT_MAX} characters.`,
  receiverRequired: 'Choose a friend to message.',
  /** Another parent who is not a friend, or across a block: 404, like one that is not there. */
  friendNotFound: 'Friend not found.',
  messageNotFound: 'Message not found.',
  /** Over the per-parent send limit (MESSAGES_PER_MINUTE): 429. */
  rateLimited: 'You are sending messages too fast. Please wait a moment and try again.',
  badCursor: 'This page link is not valid any more. Reload the conversation.',
  limit: (max: number) => `Limit must be a whole number from 1 to ${max}.`,
} as const;
