import type {
  ClientToServerEvent,
  ClientToServerEvents,
  ServerToClientEvent,
  ServerToClientEvents,
} from '@nestling/shared';

/**
 * The app's view of its one Socket.IO connection (spec §7.9), typed by the shared contract
 * (`packages/shared/src/schemas/socket.ts`): listen to what the server emits, emit what a
 * client may send. Socket.IO's own `Socket` is wrapped into this narrow shape
 * (`connect-socket.ts`), so screens and tests depend on the contract, not on the library; tests
 * give screens an in-memory emitter (`src/testing/fake-socket.ts`).
 */
export interface RealtimeSocket {
  /** Adds `listener` for the server event `event`. */
  on<E extends ServerToClientEvent>(event: E, listener: ServerToClientEvents[E]): void;
  /** Removes a listener added with `on`. */
  off<E extends ServerToClientEvent>(event: E, listener: ServerToClientEvents[E]): void;
  /**
   * Emits `event` with its payload and an optional ack callback (the server answers
   * `{ok: true}` or `{ok: false, error, code}`). An event emitted while disconnected is
   * buffered by Socket.IO and sent on reconnection.
   */
  emit<E extends ClientToServerEvent>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void;
}

/**
 * The connection's state, shown to the parent (issue 12: a visible "reconnecting" state):
 * `connecting` before the first connection, `connected`, `reconnecting` after a drop (Socket.IO
 * keeps trying, spec §9), `offline` when there is no socket (signed out).
 */
export type SocketStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';
