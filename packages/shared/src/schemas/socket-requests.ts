import { z } from 'zod';
import { getErrorBodySchema, getIdSchema, textSchema } from './common.js';
import { iceCandidateSchema, sessionDescriptionSchema } from './socket.js';

// What a client emits on the real-time connection and what its acknowledgement answers (spec
// §7.9), beside what the server emits (socket.ts). The server validates each payload with these
// schemas; the web only emits, so its socket, checked once a signed-in first screen has been
// shown (decision 092), does not build them (issue 29).

const senderName = textSchema().max(100);

/** What a client emits (spec §7.9 "Client emits", plus `iceCandidate` for trickle ICE). */
export const clientToServerPayloads = {
  /**
   * join(parent id): refused unless it is the session's own parent (product.md). The socket
   * is in its room from the handshake; `join` says it listens now, and a call still ringing the
   * parent is sent to it (`callIncoming`, then the caller's `iceCandidate`s; decision 066).
   */
  join: getIdSchema(),
  /** The sender is typing to `receiverId`, or stopped (spec §9: after 900 ms idle). */
  typing: z.strictObject({
    receiverId: getIdSchema(),
    isTyping: z.boolean(),
    senderId: getIdSchema().optional(),
    senderName: senderName.optional(),
  }),
  /** Ring `to` with a call offer. */
  callUser: z.strictObject({
    to: getIdSchema(),
    signalData: sessionDescriptionSchema,
    from: getIdSchema().optional(),
    name: senderName.optional(),
  }),
  /** Answer the call of `to`. */
  answerCall: z.strictObject({ to: getIdSchema(), signal: sessionDescriptionSchema }),
  /** Hang up on `to`. */
  endCall: z.strictObject({ to: getIdSchema() }),
  /** Relay one ICE candidate to `to`. */
  iceCandidate: z.strictObject({ to: getIdSchema(), candidate: iceCandidateSchema }),
} as const;

/** The answer of an acknowledged client event: done, or the one error shape of the API. */
export const socketAckSchema = z.union([
  z.object({ ok: z.literal(true) }),
  getErrorBodySchema().extend({ ok: z.literal(false) }),
]);
export type SocketAck = z.infer<typeof socketAckSchema>;

type ClientPayloads = typeof clientToServerPayloads;

/** Names of the events a client emits. */
export type ClientToServerEvent = keyof ClientPayloads;
/** Listeners the server registers: each takes the payload a client sends and an optional ack. */
export type ClientToServerEvents = {
  [Event in ClientToServerEvent]: (
    payload: z.input<ClientPayloads[Event]>,
    ack?: (answer: SocketAck) => void,
  ) => void;
};

/** Every event name a client emits (for a handler table that must cover them all). */
export const CLIENT_TO_SERVER_EVENTS = Object.keys(clientToServerPayloads) as ClientToServerEvent[];
