import { z } from 'zod';
import { textSchema } from './text.js';
import { getMessageSchema } from './messages.js';
import { getNotificationSchema } from './notifications.js';

/**
 * The real-time contract (spec §7.9, product.md "Children's privacy and safety"): every
 * Socket.IO event's name and the zod schema of its one payload, in both directions — what the
 * server emits here, what a client emits in socket-requests.ts (the web checks the server's
 * payloads and builds none of the client's: issue 29). The server validates what a client
 * sends with those schemas (a bad payload gets an error ack); the typed maps plug into
 * Socket.IO's generics on both sides: `Server<ClientToServerEvents, ServerToClientEvents>` and
 * `Socket<ServerToClientEvents, ClientToServerEvents>`.
 *
 * Who sends is never taken from a payload: the server knows the sender from the socket's
 * session cookie, so `senderId`, `from` and `name` that a client sends are ignored.
 */

/** Longest SDP we relay, in characters (real offers and answers are a few kilobytes). */
export const SDP_MAX_LENGTH = 20_000;
/** Longest ICE candidate line we relay, in characters. */
export const ICE_CANDIDATE_MAX_LENGTH = 1_000;

/**
 * A WebRTC session description (RTCSessionDescriptionInit): a call's offer or answer. Its text
 * is the one text schema's, as every other text (no NUL, no lone surrogate; issue 27). Built on
 * its first use (`z.lazy`, as every payload below; the two other answers share are their one
 * instance, `getMessageSchema` and `getNotificationSchema`, built on first use too): the web
 * loads this module once a signed-in first screen has been shown, and building every payload's
 * schema then was one long task on a phone (issue 29); a call's builds when the first call comes.
 */
export const sessionDescriptionSchema = z.lazy(() =>
  z.strictObject({
    type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
    sdp: textSchema().max(SDP_MAX_LENGTH).optional(),
  }),
);
export type SessionDescription = z.infer<typeof sessionDescriptionSchema>;

/** One ICE candidate for trickle ICE (RTCIceCandidateInit; RFC 8838); texts and `z.lazy` as above. */
export const iceCandidateSchema = z.lazy(() =>
  z.strictObject({
    candidate: textSchema().max(ICE_CANDIDATE_MAX_LENGTH).optional(),
    sdpMid: textSchema().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(1024).nullable().optional(),
    usernameFragment: textSchema().max(256).nullable().optional(),
  }),
);
export type IceCandidate = z.infer<typeof iceCandidateSchema>;

/** A payload-free event. */
const noPayload = z.undefined();

/**
 * What the server emits (spec §7.9 "Client listens for", plus `notification`, `familyChanged`,
 * `friendRequestsChanged` and `iceCandidate`).
 */
export const serverToClientPayloads = {
  /** A message for this parent, or this parent's own from another tab. */
  receiveMessage: z.lazy(getMessageSchema),
  /** A friend is typing to this parent, or stopped. */
  typing: z.lazy(() =>
    z.object({ senderId: z.number().int(), senderName: z.string(), isTyping: z.boolean() }),
  ),
  /** `by` read this parent's messages `ids`. */
  messagesRead: z.lazy(() => z.object({ by: z.number().int(), ids: z.array(z.number().int()) })),
  /** A message was deleted for both participants. */
  messageDeleted: z.lazy(() => z.object({ id: z.number().int() })),
  /** Several messages were deleted (a block or an account deletion). */
  messagesBulkDeleted: z.lazy(() => z.object({ ids: z.array(z.number().int()) })),
  /**
   * This parent's friend list changed — a request was accepted, a friend removed, or a block
   * ended a friendship: fetch `GET /api/friends/list` again. Sent to both parents (the server's
   * `friendshipChanged` event), so a blocked family sees a friend go without being told why.
   */
  refreshFriendList: noPayload,
  /**
   * This parent's requests changed — one arrived, was accepted, rejected or cancelled (by its
   * sender or by a block): fetch `GET /api/friends/incoming` and `/my-requests` again. Sent to
   * both parents of the request (the server's `friendRequestReceived` and
   * `friendRequestAnswered` events); a new request or an answer also comes as a `notification`.
   */
  friendRequestsChanged: noPayload,
  /**
   * This parent's family changed for them (issue 24): they joined one, left it or were
   * removed (and are now in a family of their own), or their role changed. Fetch
   * `GET /api/family` and the kids again; the next request already carries the new family.
   */
  familyChanged: noPayload,
  /**
   * A moderator suspended this parent's account (issue 27, decision 060): sent to the sockets
   * of each of its sessions just before the server disconnects them. The tab forgets the
   * session and shows the sign-in screen with `MESSAGES.login.accountSuspended`.
   */
  accountSuspended: noPayload,
  /** `from` (named `name`) is calling with this offer. */
  callIncoming: z.lazy(() =>
    z.object({ from: z.number().int(), name: z.string(), signal: sessionDescriptionSchema }),
  ),
  /** `from` answered this parent's call. */
  callAnswered: z.lazy(() =>
    z.object({ from: z.number().int(), signal: sessionDescriptionSchema }),
  ),
  /** `from` ended the call (or declined it). */
  callEnded: z.lazy(() => z.object({ from: z.number().int() })),
  /** An ICE candidate from `from`. */
  iceCandidate: z.lazy(() => z.object({ from: z.number().int(), candidate: iceCandidateSchema })),
  /**
   * A notification of this parent's, as it is created (product.md: pushed live besides the
   * 30 s summary poll): add it to the list and count it as unread. The server's
   * `notificationCreated` event, emitted after the notification's transaction committed.
   */
  notification: z.lazy(getNotificationSchema),
} as const;

/**
 * What a refused client event answers (its ack's `code` and `error`), and why a handshake is
 * refused (the `connect_error`'s message is the code). Decision 022.
 */
export const SOCKET_ERRORS = {
  /** Handshake: no session cookie, or one that names no live session. */
  NOT_AUTHENTICATED: 'Please log in again.',
  /** Handshake: an Origin that is neither the app's nor one of CORS_ORIGINS. */
  ORIGIN_NOT_ALLOWED: 'This origin may not connect.',
  /** The payload does not match the event's schema (`details` says where). */
  VALIDATION_FAILED: 'The event’s payload is not valid.',
  /** `join` for an id other than the session's own parent. */
  FORBIDDEN: 'You can only join your own room.',
  /**
   * A caregiver's socket sends messages' typing or a call's signalling: the social layer is a
   * guardian's (issue 24, decision 056). The text is `MESSAGES.common.guardianOnly`'s.
   */
  GUARDIAN_ONLY: 'Only a guardian of the family can do this.',
  /** The other parent is not a friend (or a block stands between them). */
  NOT_FOUND: 'Friend not found.',
  /** `callUser` to a parent who is in another call. */
  BUSY: 'is in another call.',
  /** `answerCall` or `iceCandidate` to a parent with whom no call is ringing or going on. */
  NO_CALL: 'There is no call with this parent.',
  /** Too many events from this socket: slow down. */
  RATE_LIMITED: 'Too many events. Please slow down.',
  /** The server failed; try again. */
  INTERNAL: 'Something went wrong. Please try again.',
} as const;
export type SocketErrorCode = keyof typeof SOCKET_ERRORS;

type ServerPayloads = typeof serverToClientPayloads;

/** Names of the events the server emits. */
export type ServerToClientEvent = keyof ServerPayloads;

/** Listeners a client registers: each takes the payload the server sends (or none). */
export type ServerToClientEvents = {
  [Event in ServerToClientEvent]: ServerPayloads[Event] extends typeof noPayload
    ? () => void
    : (payload: z.output<ServerPayloads[Event]>) => void;
};

/** Every event name the server emits (for a handler table that must cover them all). */
export const SERVER_TO_CLIENT_EVENTS = Object.keys(serverToClientPayloads) as ServerToClientEvent[];
