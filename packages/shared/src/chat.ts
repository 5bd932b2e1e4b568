import { CHAT_MESSAGES } from './schemas/message-texts.js';

/**
 * The chat and call constants and texts of the web client (spec §2.10, §2.20, §5 Chat send,
 * §8.2 Chat and Call, §9). Written once here so screens and tests spell them alike; the texts
 * the server shares (spec §8.2 Chat) are `CHAT_MESSAGES`'s, and the page sizes are
 * `MESSAGE_PAGE_SIZE` and `UNREAD_PREVIEW_LIMIT` beside the message schemas.
 */

/** Older pages load when the list is scrolled within this many pixels of its top (spec §9). */
export const CHAT_LOAD_OLDER_THRESHOLD_PX = 60;
/** A stop-typing event is sent after this much input inactivity, in ms (spec §9). */
export const CHAT_TYPING_STOP_MS = 900;
/** The receiver hides the typing indicator after this long without news, in ms (spec §9). */
export const CHAT_TYPING_HIDE_MS = 1200;

/**
 * Socket.IO client reconnection (spec §9 "Chat socket"): infinite attempts, delay from 500 ms
 * growing up to 5,000 ms, a 20 s connection timeout. The app keeps one socket for chat and
 * calls, so the chat socket's infinite attempts apply to both (the spec's separate call socket
 * had 10 attempts with the same delays).
 */
export const SOCKET_RECONNECTION = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 500,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
} as const;

/**
 * The Messages screen's and the hub's messages card's texts that code beyond their catalogues
 * says (spec §2.10, §2.20, §5, §8.2): those with values, the server's, the profile area's; the
 * screens' other words are the chat and conversation catalogues' (en.json), said there only.
 */
export const CHAT_TEXTS = {
  chatWith: (name: string) => `Chat with ${name}`,
  isTyping: (name: string) => `${name} is typing…`,
  empty: CHAT_MESSAGES.noMessages,
  deleteConfirm: CHAT_MESSAGES.deleteConfirm,
  unread: (count: number) => `${count} unread`,
  loadingMessages: 'Loading messages...',
  // spec §8.2 Chat
  loadFriendsFailed: CHAT_MESSAGES.loadFriendsFailed,
  loadMessagesFailed: CHAT_MESSAGES.loadMessagesFailed,
  sendFailed: CHAT_MESSAGES.sendFailed,
  deleteFailed: CHAT_MESSAGES.deleteFailed,
  // spec §2.10 messages card
  cardTitle: 'Messages',
  noNewMessages: 'No new messages.',
  viewAll: 'View All',
  previewUnavailable: 'New messages could not be loaded.',
} as const;

/**
 * The video call's texts with a name (spec §2.20 video call modal, §8.2 Call); its other words
 * are the calls catalogue's (en.json), said there only.
 */
export const CALL_TEXTS = {
  title: (name: string) => `Video call with ${name}`,
  remoteVideo: (name: string) => `${name}'s camera`,
  incoming: (name: string) => `${name} is calling you`,
} as const;
