import type { z } from 'zod';
import type { clientToServerPayloads } from '@nestling/shared';
import {
  SOCKET_ERRORS,
  type ClientToServerEvent,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketErrorCode,
} from '@nestling/shared';
import type { Server, Socket } from 'socket.io';
import type { SessionParent } from '../lib/request-context.js';
import type { CallRegistry } from './call-registry.js';
import type { EventBucket } from './event-bucket.js';
import { parentRoom } from './rooms.js';

/** What a socket carries from its handshake. */
export interface SocketData {
  /**
   * The session's parent (who sends is never taken from a payload); its saved language says
   * the acks' refusals (read at the handshake, and again after a membership change or a change
   * of the parent's row — a new language saved in Settings, issue 28).
   */
  parent: Pick<SessionParent, 'id' | 'name' | 'familyRole' | 'locale'>;
  /** The login session's row id: `sessionEnded` closes its sockets. */
  sessionId: number;
  /** The socket's event rate limit. */
  bucket: EventBucket;
  /**
   * The parent this socket is in a call with (set by its callUser or answerCall, cleared by
   * its endCall): when the socket goes, the call ends unless another of its parent's sockets
   * is in that call (decision 030).
   */
  callPeer?: number | undefined;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** A refused event: its ack answers `{ ok: false, code, error }`. */
export class SocketEventError extends Error {
  constructor(
    public readonly code: SocketErrorCode,
    message: string = SOCKET_ERRORS[code],
  ) {
    super(message);
    this.name = 'SocketEventError';
  }
}

/** What the handlers need: who are friends, who is in a call, and the server to emit on. */
export interface ClientEventContext {
  io: RealtimeServer;
  /** Whether the two parents are friends now (a block ends a friendship). */
  areFriends(a: number, b: number): Promise<boolean>;
  calls: CallRegistry;
  /** Pushes of calls (issue 25): a ring to the callee's devices, withdrawn once settled. */
  callPushes?: CallPushes | undefined;
}

/** What the call handlers tell Web Push (the push service's functions, given by the app). */
export interface CallPushes {
  /** A new call rings `calleeId` (not a renegotiation). */
  ringing(call: { callerId: number; callerName: string; calleeId: number }): Promise<void>;
  /** The call between the two was answered or ended: its push is withdrawn. */
  settled(call: { callerId: number; calleeId: number }): Promise<void>;
}

type Payload<Event extends ClientToServerEvent> = z.output<(typeof clientToServerPayloads)[Event]>;

/**
 * One handler per client event (spec §7.9 "Client emits", plus trickle ICE), and
 * `disconnected` for a socket that went.
 */
export type ClientEventHandlers = {
  [Event in ClientToServerEvent]: (
    socket: RealtimeSocket,
    payload: Payload<Event>,
  ) => Promise<void>;
} & {
  /**
   * A socket went (tab closed, network lost, logout): a call it was in ends — the peer hears
   * `callEnded` and the registry lets both go — unless another socket of its parent, on any
   * instance, is in that same call.
   */
  disconnected(socket: RealtimeSocket): Promise<void>;
};

/**
 * The client events' handlers (decision 022): each gets a payload already validated by the
 * shared schema and the socket whose session says who sends. Relays go to the other parent's
 * room — every socket of theirs, on any instance — and only between friends (product.md);
 * a refusal throws {@link SocketEventError}, which the caller turns into the ack.
 */
export function clientEventHandlers(context: ClientEventContext): ClientEventHandlers {
  const { io, areFriends, calls, callPushes } = context;

  /** Withdraws the pushed ring of a call between `a` and `b`, whoever called. */
  async function settlePushes(a: number, b: number): Promise<void> {
    await callPushes?.settled({ callerId: a, calleeId: b });
    await callPushes?.settled({ callerId: b, calleeId: a });
  }

  /** A caregiver's socket may hear its notifications but not use the social layer. */
  function requireGuardian(socket: RealtimeSocket): number {
    if (socket.data.parent.familyRole !== 'guardian') throw new SocketEventError('GUARDIAN_ONLY');
    return socket.data.parent.id;
  }

  async function requireFriend(socket: RealtimeSocket, otherId: number): Promise<number> {
    const me = requireGuardian(socket);
    if (otherId === me || !(await areFriends(me, otherId))) {
      throw new SocketEventError('NOT_FOUND');
    }
    return me;
  }

  return {
    async disconnected(socket) {
      const me = socket.data.parent.id;
      const peer = socket.data.callPeer;
      if (peer === undefined || !(await calls.between(me, peer))) return;
      // Another tab of the parent (on any instance) in the same call keeps it going.
      const others = await io.in(parentRoom(me)).fetchSockets();
      if (others.some((other) => other.id !== socket.id && other.data.callPeer === peer)) return;
      await calls.end(me, peer);
      io.to(parentRoom(peer)).emit('callEnded', { from: me });
      await settlePushes(me, peer);
    },

    async join(socket, parentId) {
      // Every socket joined its parent's room at the handshake; any other room is refused.
      if (parentId !== socket.data.parent.id) throw new SocketEventError('FORBIDDEN');
      // The client listens now (it sends `join` once its listeners are on, at each connect): a
      // call still ringing this parent rings this socket too — the app opened by tapping the
      // call's push (issue 25, decision 066) — with the candidates the caller sent meanwhile.
      const ringing = await calls.ringingFor(parentId);
      if (!ringing) return;
      const { from, name, signal, candidates } = ringing;
      socket.emit('callIncoming', { from, name, signal });
      for (const candidate of candidates) socket.emit('iceCandidate', { from, candidate });
    },

    async typing(socket, { receiverId, isTyping }) {
      const me = await requireFriend(socket, receiverId);
      io.to(parentRoom(receiverId)).emit('typing', {
        senderId: me,
        senderName: socket.data.parent.name,
        isTyping,
      });
    },

    async callUser(socket, { to, signalData }) {
      const me = await requireFriend(socket, to);
      const renegotiation = await calls.between(me, to);
      if (!(await calls.ring(me, to))) throw new SocketEventError('BUSY');
      socket.data.callPeer = to;
      // Kept before the emit: a socket of the callee that joins in between hears it (twice at
      // worst, the same offer), never not at all.
      const name = socket.data.parent.name;
      if (!renegotiation) await calls.keepRinging(to, { from: me, name, signal: signalData });
      io.to(parentRoom(to)).emit('callIncoming', { from: me, name, signal: signalData });
      if (!renegotiation)
        await callPushes?.ringing({ callerId: me, callerName: name, calleeId: to });
    },

    async answerCall(socket, { to, signal }) {
      const me = await requireFriend(socket, to);
      // Only a call that rings (or goes on: a renegotiation's answer) can be answered.
      if (!(await calls.between(me, to))) throw new SocketEventError('NO_CALL');
      await calls.answer(me, to);
      socket.data.callPeer = to;
      io.to(parentRoom(to)).emit('callAnswered', { from: me, signal });
      await callPushes?.settled({ callerId: to, calleeId: me });
    },

    async endCall(socket, { to }) {
      const me = requireGuardian(socket);
      // Hanging up is allowed on the call one is in, even if the friendship ended meanwhile.
      if (!(await calls.between(me, to))) await requireFriend(socket, to);
      await calls.end(me, to);
      if (socket.data.callPeer === to) socket.data.callPeer = undefined;
      io.to(parentRoom(to)).emit('callEnded', { from: me });
      await settlePushes(me, to);
    },

    async iceCandidate(socket, { to, candidate }) {
      const me = await requireFriend(socket, to);
      if (!(await calls.between(me, to))) throw new SocketEventError('NO_CALL');
      await calls.keepCandidate(to, me, candidate);
      io.to(parentRoom(to)).emit('iceCandidate', { from: me, candidate });
    },
  };
}
