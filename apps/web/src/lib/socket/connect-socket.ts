import {
  SOCKET_RECONNECTION,
  serverToClientPayloads,
  type ClientToServerEvents,
  type ServerToClientEvent,
  type ServerToClientEvents,
} from '@nestling/shared';
import { createContext } from 'react';
import type { Socket } from 'socket.io-client';
import type { RealtimeSocket, SocketStatus } from './realtime-socket';

/** Socket.IO's path on the app's own origin (spec §7.9, product.md "One origin"). */
export const SOCKET_PATH = '/socket.io';

/** An open connection: the typed socket, and `close` to end it for good. */
export interface SocketConnection {
  socket: RealtimeSocket;
  close: () => void;
}

/**
 * Opens the app's Socket.IO connection (spec §7.9): the page's own origin, path `/socket.io`,
 * websocket then polling, the session cookie sent (`withCredentials`), reconnection per spec §9
 * (infinite attempts, 500 ms growing to 5 s, 20 s timeout). The server knows the parent from the
 * cookie; no id is sent. socket.io-client is imported here, on demand, so it is never part of
 * the login and register screens' JavaScript.
 * @param onStatus told each change of the connection's state
 * @returns the connection once the library has loaded (connecting has started)
 */
export async function connectSocket(
  onStatus: (status: SocketStatus) => void,
): Promise<SocketConnection> {
  const { io } = await import('socket.io-client');
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

/** Opens the app's connection; `connectSocket`, or a fake in tests. */
export type SocketConnector = (
  onStatus: (status: SocketStatus) => void,
) => Promise<SocketConnection>;

/**
 * How the signed-in shell connects: Socket.IO by default; tests that render the whole app
 * provide a fake socket here (app/testing/render-app).
 */
export const SocketConnectorContext = createContext<SocketConnector>(connectSocket);
