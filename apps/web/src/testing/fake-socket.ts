import type {
  ClientToServerEvent,
  ClientToServerEvents,
  ServerToClientEvent,
  ServerToClientEvents,
  SocketAck,
} from '@nestling/shared';
import type { RealtimeSocket } from '@/lib/socket/realtime-socket';

/** One event a screen emitted, as the fake server received it. */
export interface EmittedEvent {
  event: ClientToServerEvent;
  payload: unknown;
}

/**
 * An in-memory socket implementing the app's typed socket (lib/socket): screens listen and emit
 * as with the real one; the test plays the server with `serverEmit` and reads what was sent in
 * `emitted`. Acks are answered by `ackWith` (default `{ok: true}`), synchronously.
 */
export function createFakeSocket() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const emitted: EmittedEvent[] = [];
  let ackAnswer: (event: ClientToServerEvent, payload: unknown) => SocketAck = () => ({
    ok: true,
  });
  const socket: RealtimeSocket = {
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (...args: unknown[]) => void);
      listeners.set(event, set);
    },
    off: (event, listener) => {
      listeners.get(event)?.delete(listener as (...args: unknown[]) => void);
    },
    emit: (event, ...args) => {
      const [payload, ack] = args as unknown as [
        unknown,
        ((answer: SocketAck) => void) | undefined,
      ];
      emitted.push({ event, payload });
      ack?.(ackAnswer(event, payload));
    },
  };
  return {
    socket,
    emitted,
    /** Plays the server: calls every listener of `event` with `payload`. */
    serverEmit<E extends ServerToClientEvent>(
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
    },
    /** What the screens emitted of one event, payloads only, in order. */
    sent<E extends ClientToServerEvent>(event: E): Parameters<ClientToServerEvents[E]>[0][] {
      return emitted
        .filter((entry) => entry.event === event)
        .map((entry) => entry.payload as Parameters<ClientToServerEvents[E]>[0]);
    },
    /** How many listeners `event` has (to check that screens clean up). */
    listenerCount(event: ServerToClientEvent): number {
      return listeners.get(event)?.size ?? 0;
    },
    /** Sets the server's ack answers. */
    ackWith(answer: (event: ClientToServerEvent, payload: unknown) => SocketAck) {
      ackAnswer = answer;
    },
  };
}

export type FakeSocket = ReturnType<typeof createFakeSocket>;
