import { io as connectClient, type Socket } from 'socket.io-client';
import {
  type ClientToServerEvent,
  type ClientToServerEvents,
  type ServerToClientEvent,
  type ServerToClientEvents,
  type SocketAck,
} from '@nestling/shared';
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Makes the app listen on a free port of 127.0.0.1 (once); answers its base URL. */
export async function listening(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `http://127.0.0.1:${String(address.port)}`;
}

/**
 * Opens a Socket.IO connection as the browser of `client` would: its cookies, the app's Origin
 * (`http://nestling.test`, the tests' APP_URL) unless told, no reconnection.
 * @returns the connected socket
 * @throws the `connect_error` when the server refuses the handshake
 */
export async function openSocket(
  baseUrl: string,
  client: TestClient | undefined,
  options: { origin?: string | null; transport?: 'websocket' | 'polling' } = {},
): Promise<TestSocket> {
  const origin = options.origin === undefined ? 'http://nestling.test' : options.origin;
  const headers: Record<string, string> = {};
  const cookie = client?.cookieHeader();
  if (cookie) headers.cookie = cookie;
  if (origin !== null) headers.origin = origin;
  const socket: TestSocket = connectClient(baseUrl, {
    path: '/socket.io',
    transports: [options.transport ?? 'websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return socket;
}

/** The next `event` the socket receives: its payload (undefined for a payload-free event). */
export function nextEvent<Event extends ServerToClientEvent>(
  socket: TestSocket,
  event: Event,
): Promise<Parameters<ServerToClientEvents[Event]>[0]> {
  return new Promise((resolve) => {
    const untyped = socket as unknown as {
      once(name: string, listener: (payload: unknown) => void): void;
    };
    untyped.once(event, (payload) =>
      resolve(payload as Parameters<ServerToClientEvents[Event]>[0]),
    );
  });
}

/**
 * Every event the socket receives from now on, in order, as `[name, payload]`: to assert
 * that an event did not come, send one that must come after it and look at what arrived.
 */
export function recordEvents(socket: TestSocket): [string, unknown][] {
  const heard: [string, unknown][] = [];
  socket.onAny((name: string, payload: unknown) => heard.push([name, payload]));
  return heard;
}

/** Emits a client event with an ack; answers the ack. */
export function emitWithAck(
  socket: TestSocket,
  event: ClientToServerEvent,
  payload: unknown,
): Promise<SocketAck> {
  return (socket as unknown as Socket).emitWithAck(event, payload) as Promise<SocketAck>;
}
