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

/** The texts of the Messages screen and the hub's messages card (spec §2.10, §2.20, §5, §8.2). */
export const CHAT_TEXTS = {
  title: 'Messages',
  friendsHeading: 'Friends',
  refresh: 'Refresh',
  noFriends: 'No friends yet.',
  findFriends: 'Explore kids to make friends',
  chatWith: (name: string) => `Chat with ${name}`,
  selectFriend: 'Select a friend to start chatting',
  isTyping: (name: string) => `${name} is typing…`,
  call: 'Call',
  scrollForOlder: 'Scroll up for older messages',
  loadingOlder: 'Loading older…',
  empty: CHAT_MESSAGES.noMessages,
  inputLabel: 'Message',
  inputPlaceholder: 'Type a message…',
  send: 'Send',
  sending: 'Sending…',
  read: 'Read',
  sent: 'Sent',
  retry: 'Retry',
  deleteLabel: 'Delete message',
  deleteTitle: 'Delete message',
  deleteConfirm: CHAT_MESSAGES.deleteConfirm,
  deleteButton: 'Delete',
  deleting: 'Deleting...',
  backToFriends: 'Friends',
  unread: (count: number) => `${count} unread`,
  loadingFriends: 'Loading friends...',
  loadingMessages: 'Loading messages...',
  reconnecting: 'Reconnecting… messages will arrive when the connection is back.',
  // Messages with parents who deleted their account (issue 14, decision 029): read-only
  deletedAccountNote:
    'These messages were exchanged with parents who have deleted their account. You can read them, but not reply.',
  deletedAccountEmpty: 'No messages with deleted accounts.',
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

/** The texts of the video call (spec §2.20 video call modal, §4 Call, §8.2 Call). */
export const CALL_TEXTS = {
  title: (name: string) => `Video call with ${name}`,
  starting: 'Starting…',
  ringing: 'Ringing…',
  connected: 'Connected',
  ended: 'Call ended',
  toggleVideo: 'Toggle Video',
  toggleMic: 'Toggle Mic',
  endCall: 'End Call',
  localVideo: 'Your camera',
  remoteVideo: (name: string) => `${name}'s camera`,
  incoming: (name: string) => `${name} is calling you`,
  answer: 'Answer',
  decline: 'Decline',
  // spec §8.2 Call
  permissionDenied: 'Camera/mic permission denied.',
  startFailed: 'Failed to start call.',
  answerFailed: 'Failed to answer call.',
  connectFailed: 'Failed to connect.',
  genericError: 'Call error',
} as const;
