import {
  SOCKET_RECONNECTION,
  serverToClientPayloads,
  type ClientToServerEvents,
  type ServerToClientEvent,
  type ServerToClientEvents,
} from '@nestling/shared';
import type { Socket } from 'socket.io-client';
import { io } from 'socket.io-client';
import { SOCKET_PATH, type SocketConnection } from './connect-socket';
import type { RealtimeSocket, SocketStatus } from './realtime-socket';

/**
 * Opens the app's Socket.IO connection (spec §7.9): the page's own origin, path `/socket.io`,
 * websocket then polling, the session cookie sent (`withCredentials`), reconnection per spec §9
 * (infinite attempts, 500 ms growing to 5 s, 20 s timeout). The server knows the parent from the
 * cookie; no id is sent. Loaded on demand by `connectSocket`, with socket.io-client and the
 * events' payload schemas, so none of it is in any route's first load.
 * @param onStatus told each change of the connection's state
 * @returns the connection (connecting has started)
 */
export function openSocket(onStatus: (status: SocketStatus) => void): SocketConnection {
  const raw: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    withCredentials: true,
    ...SOCKET_RECONNECTION,
  });
  onStatus('connecting');
  raw.on('connect', () => onStatus('connected'));
  raw.on('disconnect', (reason) => {
    // A disconnect either side asked for is final (the server's: the session ended); any other
    // drop is retried (spec §9).
    const final = reason === 'io client disconnect' || reason === 'io server disconnect';
    onStatus(final ? 'offline' : 'reconnecting');
  });
  raw.on('connect_error', () => onStatus(raw.active ? 'reconnecting' : 'offline'));
  // Each listener is wrapped once so that a payload off the contract is dropped, never handed
  // to a screen; `off` finds the wrapper again.
  const wrappers = new WeakMap<object, (...args: unknown[]) => void>();
  const socket: RealtimeSocket = {
    on: (event, listener) => {
      const wrapper = (...args: unknown[]) => {
        const payload = validPayload(event, args[0]);
        if (payload.ok) (listener as (...a: unknown[]) => void)(payload.value);
      };
      wrappers.set(listener, wrapper);
      // Socket.IO's overloads do not narrow a generic event name; the map types the pair.
      (raw.on as (e: string, l: unknown) => void)(event, wrapper);
    },
    off: (event, listener) => {
      const wrapper = wrappers.get(listener);
      if (wrapper) (raw.off as (e: string, l: unknown) => void)(event, wrapper);
    },
    emit: (event, ...args) => {
      (raw.emit as (e: string, ...a: unknown[]) => void)(event, ...args);
    },
  };
  return {
    socket,
    close: () => {
      raw.removeAllListeners();
      raw.disconnect();
    },
  };
}

/** A server payload checked against the shared schema of its event (undefined for none). */
function validPayload(
  event: ServerToClientEvent,
  payload: unknown,
): { ok: true; value: unknown } | { ok: false } {
  const result = serverToClientPayloads[event].safeParse(payload);
  return result.success ? { ok: true, value: result.data } : { ok: false };
}
