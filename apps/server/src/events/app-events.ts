import type { Message, Notification } from '@nestling/shared';

/**
 * What services announce (issue 8): one entry per event, its name and its payload. A service
 * gets the narrow {@link AppEvents} (emit only); a plugin that acts on events (the Socket.IO
 * layer of issue 12) gets the {@link AppEventBus} and subscribes.
 *
 * To add an event, add one line here and its name to {@link APP_EVENT_NAMES}, emit it from the
 * service where it happens (after the transaction that made it true has committed), and
 * subscribe where it is acted on: an event no one subscribes to fails a test
 * (events/app-events.test.ts).
 */
export interface AppEventMap {
  /** A login session stopped being valid: its sockets must be disconnected. */
  sessionEnded: SessionEnded;
  /**
   * A friend or meetup request was sent. The socket layer tells both parents their requests
   * changed (`friendRequestsChanged`); the receiver's notification comes as its own event.
   */
  friendRequestReceived: FriendRequestReceived;
  /**
   * A pending request was accepted or rejected by its receiver, or cancelled by its sender or
   * by a block between the two families: both parents' requests changed.
   */
  friendRequestAnswered: FriendRequestAnswered;
  /**
   * Two parents became friends (an accepted request) or stopped being friends (unfriending, a
   * block, an account deletion): both friend lists changed (`refreshFriendList` to both), and
   * an ended friendship ends a call between the two. This is how a block reaches the
   * real-time layer (decision 047): a block ends the friendship in its transaction, and
   * messages and calls need one — the blocked family is never told more than an unfriending.
   */
  friendshipChanged: FriendshipChanged;
  /**
   * A notification was committed for `parentId`: push it (`notification`, the presented shape
   * of spec §3) to that parent's sockets.
   */
  notificationCreated: NotificationCreated;
  /**
   * A parent's own row changed in what a signed-in request carries of it (name, date of
   * birth, gender, photo, e-mail verified, language): the session cache forgets the parent's
   * sessions (decision 011), so the next request reads the row again, and the parent's open
   * sockets, on every instance, read it again before their next event (issue 28: their acks
   * in the new language).
   */
  parentChanged: ParentChanged;
  /**
   * A parent's membership changed (issue 24): they joined a family, were removed from it,
   * left it, or their role changed. Emitted with `parentChanged` (which makes the session
   * caches forget); the socket layer tells the parent's open tabs (`familyChanged`) to fetch
   * their family and kids again, on every instance.
   */
  familyChanged: ParentChanged;
  /** A message was stored: the receiver (and the sender's other tabs) get `receiveMessage`. */
  messageSent: MessageSent;
  /** `readerId` read `ids`, which `senderId` sent: the sender gets `messagesRead`. */
  messagesRead: MessagesRead;
  /** The sender deleted a message: both parents get `messageDeleted`. */
  messageDeleted: MessageDeleted;
  /**
   * A block deleted the whole conversation of two parents: both get `messagesBulkDeleted`
   * (the blocked family sees it as its friend's conversation gone, like an unfriending).
   */
  conversationDeleted: ConversationDeleted;
}

export interface MessageSent {
  /** The stored message, presented (the one presenter of REST and socket). */
  message: Message;
}

export interface MessagesRead {
  readerId: number;
  senderId: number;
  ids: number[];
}

export interface MessageDeleted {
  id: number;
  senderId: number;
  /** Null when the receiver deleted their account (decision 029). */
  receiverId: number | null;
}

export interface ConversationDeleted {
  /** The two parents, lower id first. */
  parentIds: [number, number];
  ids: number[];
}

export interface ParentChanged {
  parentId: number;
}

export interface FriendRequestReceived {
  requestId: number;
  senderId: number;
  receiverId: number;
  /** Every guardian of the two families (decision 058): whose requests changed. */
  guardianIds: number[];
}

export interface FriendRequestAnswered {
  requestId: number;
  senderId: number;
  receiverId: number;
  /** Every guardian of the two families (decision 058): whose requests changed. */
  guardianIds: number[];
  /** What became of it. */
  status: 'accepted' | 'rejected' | 'cancelled';
}

export interface FriendshipChanged {
  /** The two parents, lower id first. */
  parentIds: [number, number];
  change: 'started' | 'ended';
}

export interface NotificationCreated {
  parentId: number;
  notification: Notification;
}

export interface SessionEnded {
  /** The ended session's row id (`sessions.id`; a socket keeps it from its handshake). */
  sessionId: number;
  /** Its parent. */
  parentId: number;
  /**
   * Why: the parent logged out; a new login replaced it on the same browser; a password
   * reset ended the parent's other sessions; or every session of the parent was ended (the
   * account deletion of issue 14), or a moderator suspended the account (issue 27).
   */
  reason:
    'logout' | 'login-rotation' | 'password-reset' | 'all-ended' | 'account-deleted' | 'suspended';
}

export type AppEventName = keyof AppEventMap;

/** Every event's name once, at run time (a name missing here, or extra, does not compile). */
const appEventNames: Record<AppEventName, true> = {
  sessionEnded: true,
  friendRequestReceived: true,
  friendRequestAnswered: true,
  friendshipChanged: true,
  notificationCreated: true,
  parentChanged: true,
  familyChanged: true,
  messageSent: true,
  messagesRead: true,
  messageDeleted: true,
  conversationDeleted: true,
};

/** The names of {@link AppEventMap}, in its order. */
export const APP_EVENT_NAMES = Object.keys(appEventNames) as AppEventName[];

/** A listener of one event. It may be async; its failures are logged, never thrown. */
export type AppEventListener<Name extends AppEventName> = (
  payload: AppEventMap[Name],
) => void | Promise<void>;

/** The dependency services get: announce that something happened. */
export interface AppEvents {
  /**
   * Announces `name` to every listener, in the order they subscribed. Returns at once:
   * listeners run as background work (drained at shutdown), and a listener that throws or
   * rejects is logged without reaching the caller.
   */
  emit<Name extends AppEventName>(name: Name, payload: AppEventMap[Name]): void;
}

/** Emit and subscribe: what the app and its plugins hold. */
export interface AppEventBus extends AppEvents {
  /**
   * Calls `listener` for every `name` event from now on.
   * @returns a function that unsubscribes it
   */
  subscribe<Name extends AppEventName>(name: Name, listener: AppEventListener<Name>): () => void;
  /** How many listeners `name` has now (diagnostics: every event must have one). */
  listenerCount(name: AppEventName): number;
}
