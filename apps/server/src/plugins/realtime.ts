import type { IncomingMessage, ServerResponse } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import {
  CLIENT_TO_SERVER_EVENTS,
  SOCKET_ERRORS,
  clientToServerPayloads,
  type ClientToServerEvent,
  type NotificationKind,
  type Locale,
  type SocketAck,
} from '@nestling/shared';
import type { AppEventBus } from '../events/app-events.js';
import { HttpError } from '../lib/http-errors.js';
import type { RedisConnections } from '../lib/redis.js';
import { errorBodyIn } from '../lib/request-locale.js';
import { ValidationFailedError, parseWith } from '../lib/validation.js';
import type { SessionContext } from '../modules/auth/auth.service.js';
import type { CallRegistry } from '../realtime/call-registry.js';
import {
  SocketEventError,
  clientEventHandlers,
  type RealtimeServer,
  type RealtimeSocket,
  type CallPushes,
} from '../realtime/client-events.js';
import { EventBucket } from '../realtime/event-bucket.js';
import { PARENT_CHANGED_ROOM, parentRoom, sessionRoom } from '../realtime/rooms.js';

/** The largest message a client may send, in bytes: an SDP offer is a few kilobytes. */
export const SOCKET_MAX_MESSAGE_BYTES = 64 * 1024;

export interface RealtimeOptions {
  /**
   * The live session a Cookie header names, or null (`auth.resolveSessionParent`, as HTTP
   * requests): the handshake's check.
   */
  resolveSessionParent(
    cookieHeader: string | undefined,
    options?: { fresh?: boolean },
  ): Promise<SessionContext | null>;
  /** Whether two parents are friends now (`friends.areFriends`): messages and calls need it. */
  areFriends(a: number, b: number): Promise<boolean>;
  /** The services' events (decision 007): the layer subscribes and pushes them to rooms. */
  events: AppEventBus;
  /**
   * Who is in a call now (`redisCallRegistry` with Redis, so the busy state spans every
   * instance; `memoryCallRegistry` on one): made by the app, like the other dependencies.
   */
  calls: CallRegistry;
  /** The app's public origin (APP_URL): its pages may connect. */
  appUrl: string;
  /** Other origins that may connect (CORS_ORIGINS). */
  corsOrigins: string[];
  /** Events one socket may send a minute (SOCKET_EVENTS_PER_MINUTE); a quarter at once. */
  eventsPerMinute: number;
  /** With Redis, rooms span every instance (the adapter). */
  redis?: RedisConnections | undefined;
  /** The Redis key and channel prefix of one deployment (tests give each group of apps one). */
  channel?: string | undefined;
  /** This instance's name (INSTANCE_ID), sent as `X-Instance` on Socket.IO's answers too. */
  instance?: string | undefined;
  /** Web Push of calls (issue 25): rings pushed to the callee, withdrawn once settled. */
  callPushes?: CallPushes | undefined;
  /**
   * Whether a parent wants a notification of this kind live (issue 25: the "In the app" switch;
   * `push.inAppAllowed`); default: every one.
   */
  inAppAllowed?: ((parentId: number, kind: NotificationKind) => Promise<boolean>) | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Socket.IO server on this app's HTTP server (issue 12). */
    io: RealtimeServer;
  }
}

/** `scheme://host[:port]` of a URL, or undefined when it is not one. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Resolves once `connection` is ready, or after `timeoutMs` (whichever comes first). */
function whenReady(connection: Redis, timeoutMs: number): Promise<void> {
  if (connection.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    timer.unref();
    connection.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The ack of a refused event: the API's one error shape with `ok: false`, its texts in the
 * socket parent's saved language where a catalogue has them (decision 076), the code the same.
 */
function refusal(error: unknown, locale: Locale): SocketAck | undefined {
  if (error instanceof SocketEventError)
    return errorBodyIn(locale, { ok: false, code: error.code, error: error.message });
  if (error instanceof HttpError) {
    const details =
      error instanceof ValidationFailedError ? error.detailsIn(locale) : error.details;
    return errorBodyIn(locale, {
      ok: false,
      code: error.code,
      error: details?.[0]?.message ?? error.message,
      ...(details ? { details } : {}),
    });
  }
  return undefined;
}

/**
 * The real-time layer (spec §7.9; product.md; decision 022): Socket.IO 4 on the app's own HTTP
 * server at `/socket.io`, websocket and polling.
 *
 * - **Headers.** Every answer Engine.IO writes (polling, the websocket upgrade) carries the
 *   API's security headers, `app.securityHeaders.api` (so `securityHeadersPlugin` is registered
 *   before; decision 042), and X-Instance when INSTANCE_ID is set — its HTTP refusals (a
 *   foreign Origin's 403, a bad handshake's 400) included; a refused upgrade is a bare status
 *   line on the socket.
 * - **Handshake.** The Origin must be the app's (APP_URL) or one of CORS_ORIGINS — a request
 *   without one is not a browser's cross-site request and may go on; any other is refused with
 *   403 before Socket.IO sees it. The session cookie must name a live session
 *   (`resolveSessionParent`, as HTTP requests), else `connect_error` NOT_AUTHENTICATED.
 *   The socket joins its parent's room and its session's room; who sends is the session's.
 * - **Client events** (`realtime/client-events.ts`): per-socket rate limit, then the shared
 *   zod schema, then the handler; the ack answers `{ ok: true }` or the error shape. A bad
 *   payload or a failing handler never reaches the process.
 * - **Server events** come from the services' events (decision 007), emitted to parents'
 *   rooms; with REDIS_URL `@socket.io/redis-adapter` carries each emit to every instance.
 * - **Sessions.** `sessionEnded` disconnects the sockets of that session, on every instance.
 * - **Membership and the parent's row.** `familyChanged` (a parent joined, left or was removed
 *   from a family, or their role changed) tells that parent's sockets to fetch their family
 *   again; it and `parentChanged` (name, language, photo… — issue 28: `PATCH /parents/edit
 *   {locale}`) put the parent's sockets in `PARENT_CHANGED_ROOM` (on every instance): such a
 *   socket reads its session's parent — the role its guarded events check, the name `typing`
 *   shows, the language its acks speak — again, from the database, before its next event.
 * - **Calls.** A socket in a call that disconnects ends the call (the peer hears `callEnded`)
 *   unless another socket of its parent is in it (decision 030) — not when this instance stops.
 *   A socket that sends `join` (the web client does at each connect, once it listens) hears a
 *   call still ringing its parent — offer and early candidates, kept by the call registry —
 *   so an app opened by tapping a call's push rings (issue 25, decision 066).
 * - **Close.** Before the HTTP server closes, this instance's transports are closed (no
 *   Socket.IO goodbye), so clients reconnect to another instance at once.
 */
export const realtimePlugin = fp<RealtimeOptions>(async (app: FastifyInstance, options) => {
  const { redis, events } = options;
  const channel = options.channel ?? 'nestling';
  const allowedOrigins = new Set(
    [options.appUrl, ...options.corsOrigins].map(originOf).filter(Boolean),
  );

  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_MESSAGE_BYTES,
    allowRequest: (request: IncomingMessage, callback) => {
      const origin = request.headers.origin;
      callback(null, origin === undefined || allowedOrigins.has(origin));
    },
    ...(options.corsOrigins.length > 0
      ? { cors: { origin: options.corsOrigins, credentials: true } }
      : {}),
  });
  // Engine.IO's answers (the polling transport's, the websocket upgrade's) carry the API's
  // security headers (issue 14: every answer; decision 042) and X-Instance (issue 15).
  const { instance } = options;
  const answerHeaders: Record<string, string> = {
    ...app.securityHeaders.api,
    ...(instance ? { 'x-instance': instance } : {}),
  };
  io.engine.on('headers', (headers: Record<string, string>) => {
    Object.assign(headers, answerHeaders);
  });
  // Its refusals over HTTP too (a foreign Origin's 403, a bad handshake's 400): Engine.IO runs
  // its middlewares before it verifies a request, and its refusal's `writeHead` keeps the
  // headers set here. (An upgrade it refuses is a bare status line on the socket.)
  io.engine.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
    app.applySecurityHeaders?.(request, response);
    if (instance) response.setHeader('x-instance', instance);
    next();
  });
  // No command timeout on the adapter's two: it publishes and subscribes without awaiting, so a
  // timed-out command would be an unhandled rejection, and no request waits for them.
  const adapterConnections = redis
    ? [
        redis.duplicate({ commandTimeout: undefined }),
        redis.duplicate({ commandTimeout: undefined }),
      ]
    : [];
  const [publisher, subscriber] = adapterConnections;
  if (publisher && subscriber) {
    io.adapter(createAdapter(publisher, subscriber, { key: `${channel}:socket.io` }));
  }
  const handlers = clientEventHandlers({
    io,
    calls: options.calls,
    areFriends: options.areFriends,
    callPushes: options.callPushes,
  });

  io.use((socket, next) => {
    options.resolveSessionParent(socket.request.headers.cookie).then(
      (session) => {
        if (!session) {
          next(new Error('NOT_AUTHENTICATED'));
          return;
        }
        socket.data.parent = {
          id: session.parent.id,
          name: session.parent.name,
          familyRole: session.parent.familyRole,
          locale: session.parent.locale,
        };
        socket.data.sessionId = session.sessionId;
        socket.data.bucket = new EventBucket(options.eventsPerMinute);
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket handshake failed');
        next(new Error('INTERNAL'));
      },
    );
  });

  /** Set when this instance stops: its sockets' disconnects then end no call. */
  let closing = false;

  io.on('connection', (socket: RealtimeSocket) => {
    void socket.join([parentRoom(socket.data.parent.id), sessionRoom(socket.data.sessionId)]);

    // Every incoming event takes a token first; over the limit it is answered and dropped.
    socket.use((packet, next) => {
      if (socket.data.bucket.take()) {
        next();
        return;
      }
      const ack = packet.at(-1);
      if (typeof ack === 'function') {
        (ack as (answer: SocketAck) => void)(
          errorBodyIn(socket.data.parent.locale, {
            ok: false,
            code: 'RATE_LIMITED',
            error: SOCKET_ERRORS.RATE_LIMITED,
          }),
        );
      }
    });

    // After a change of the parent (PARENT_CHANGED_ROOM) the session's parent is read again
    // before the next event, so a role change reaches the guarded events at once and a new
    // language the next ack; a session gone meanwhile closes the socket. Read from the
    // database: this instance's session cache may not have heard the other instance's
    // invalidation yet (a separate Redis channel), and would keep the old parent on the socket.
    socket.use((_packet, next) => {
      if (!socket.rooms.has(PARENT_CHANGED_ROOM)) {
        next();
        return;
      }
      options.resolveSessionParent(socket.request.headers.cookie, { fresh: true }).then(
        (session) => {
          if (!session) {
            socket.disconnect(true);
            return;
          }
          socket.data.parent = {
            id: session.parent.id,
            name: session.parent.name,
            familyRole: session.parent.familyRole,
            locale: session.parent.locale,
          };
          void socket.leave(PARENT_CHANGED_ROOM);
          next();
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'socket parent refresh failed');
          next(new Error('INTERNAL'));
        },
      );
    });

    socket.on('disconnect', () => {
      // An instance that stops sends its clients to another one; their calls go on.
      if (closing) return;
      handlers.disconnected(socket).catch((error: unknown) => {
        app.log.error({ err: error, parentId: socket.data.parent.id }, 'socket disconnect failed');
      });
    });

    for (const event of CLIENT_TO_SERVER_EVENTS) {
      (socket as unknown as { on(name: string, listener: (...args: unknown[]) => void): void }).on(
        event,
        (...args: unknown[]) => {
          const last = args.at(-1);
          const ack =
            typeof last === 'function' ? (last as (answer: SocketAck) => void) : undefined;
          const payload = ack ? args.slice(0, -1)[0] : args[0];
          void handle(socket, event, payload).then(ack);
        },
      );
    }
  });

  /** Validates and runs one client event; answers its ack, never throws. */
  async function handle(
    socket: RealtimeSocket,
    event: ClientToServerEvent,
    payload: unknown,
  ): Promise<SocketAck> {
    try {
      const parsed = parseWith(clientToServerPayloads[event], payload) as never;
      await (handlers[event] as (socket: RealtimeSocket, payload: never) => Promise<void>)(
        socket,
        parsed,
      );
      return { ok: true };
    } catch (error) {
      const locale = socket.data.parent.locale;
      const answer = refusal(error, locale);
      if (answer) return answer;
      app.log.error({ err: error, event, parentId: socket.data.parent.id }, 'socket event failed');
      return errorBodyIn(locale, { ok: false, code: 'INTERNAL', error: SOCKET_ERRORS.INTERNAL });
    }
  }

  /**
   * Puts `parentId`'s sockets in PARENT_CHANGED_ROOM: this instance's at once (the Redis
   * adapter applies a cluster-wide join only when its own request comes back from Redis), then
   * every instance's.
   */
  function rereadParent(parentId: number): void {
    io.local.in(parentRoom(parentId)).socketsJoin(PARENT_CHANGED_ROOM);
    io.in(parentRoom(parentId)).socketsJoin(PARENT_CHANGED_ROOM);
  }

  // What services announce, to the rooms of the parents concerned (decision 007).
  // A party who deleted their account (null, decision 029) has no room.
  const to = (...parentIds: (number | null)[]) =>
    io.to(parentIds.filter((id): id is number => id !== null).map(parentRoom));
  const unsubscribe = [
    events.subscribe('messageSent', ({ message }) => {
      to(message.receiverId, message.senderId).emit('receiveMessage', message);
    }),
    events.subscribe('messagesRead', ({ readerId, senderId, ids }) => {
      to(senderId).emit('messagesRead', { by: readerId, ids });
    }),
    events.subscribe('messageDeleted', ({ id, senderId, receiverId }) => {
      to(senderId, receiverId).emit('messageDeleted', { id });
    }),
    events.subscribe('conversationDeleted', ({ parentIds, ids }) => {
      to(...parentIds).emit('messagesBulkDeleted', { ids });
    }),
    events.subscribe('friendshipChanged', async ({ parentIds, change }) => {
      to(...parentIds).emit('refreshFriendList');
      const [a, b] = parentIds;
      // A friendship that ends (unfriending, a block) ends a call between the two.
      if (change === 'ended' && (await options.calls.between(a, b))) {
        await options.calls.end(a, b);
        to(a).emit('callEnded', { from: b });
        to(b).emit('callEnded', { from: a });
        // A ring pushed to either is withdrawn (issue 25), as when one hangs up.
        await options.callPushes?.settled({ callerId: a, calleeId: b });
        await options.callPushes?.settled({ callerId: b, calleeId: a });
      }
    }),
    // Requests are between families (decision 058): every guardian of both hears of them.
    // (No rooms would mean every socket: an empty list emits nothing.)
    events.subscribe('friendRequestReceived', ({ guardianIds }) => {
      if (guardianIds.length > 0) to(...guardianIds).emit('friendRequestsChanged');
    }),
    events.subscribe('friendRequestAnswered', ({ guardianIds }) => {
      if (guardianIds.length > 0) to(...guardianIds).emit('friendRequestsChanged');
    }),
    events.subscribe('notificationCreated', async ({ parentId, notification }) => {
      // The centre keeps it; the live notice follows the parent's "In the app" switch.
      if (options.inAppAllowed && !(await options.inAppAllowed(parentId, notification.kind))) {
        return;
      }
      to(parentId).emit('notification', notification);
    }),
    events.subscribe('familyChanged', ({ parentId }) => {
      // This instance's sockets join at once: the Redis adapter applies a cluster-wide join
      // only when its own request comes back from Redis, while the emit below reaches local
      // sockets at once — a client could answer `familyChanged` with an event the old role
      // would still pass. Then every instance's (the Redis adapter; decision 056's window).
      rereadParent(parentId);
      to(parentId).emit('familyChanged');
    }),
    // A parent's row changed (issue 28: the language saved in Settings): their open sockets
    // read it again before their next event, on every instance.
    events.subscribe('parentChanged', ({ parentId }) => {
      rereadParent(parentId);
    }),
    events.subscribe('sessionEnded', ({ sessionId, reason }) => {
      // A suspension is told first, so the open tab can say why it is signed out (issue 27);
      // the adapter relays both in order to every instance.
      if (reason === 'suspended') io.in(sessionRoom(sessionId)).emit('accountSuspended');
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    }),
  ];

  app.decorate('io', io);
  // Before the HTTP server stops: this instance's sockets go (clients reconnect elsewhere).
  app.addHook('preClose', () => {
    closing = true;
    // The transports are closed without Socket.IO's own goodbye: a client told "io server
    // disconnect" would not reconnect (that is the end of a session), one whose transport
    // closes reconnects at once — through the load balancer, to another instance (issue 15).
    io.engine.close();
  });
  // After the in-flight requests have finished (Fastify runs onClose then): until here a
  // message they store is still pushed through the adapter to the instance its receiver is on
  // now — a receiver that refetched before that write committed would otherwise never see it.
  app.addHook('onClose', async () => {
    for (const stop of unsubscribe) stop();
    // The adapter subscribes without awaiting: a connection closed before it was ready would
    // reject those commands unhandled. Give a starting connection a moment to be ready.
    await Promise.all(adapterConnections.map((connection) => whenReady(connection, 2_000)));
    await io.of('/').adapter.close();
  });
});
