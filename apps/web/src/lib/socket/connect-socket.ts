import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import type { RealtimeSocket, SocketStatus } from './realtime-socket';

/** Socket.IO's path on the app's own origin (spec §7.9, product.md "One origin"). */
export const SOCKET_PATH = '/socket.io';

/** An open connection: the typed socket, and `close` to end it for good. */
export interface SocketConnection {
  socket: RealtimeSocket;
  close: () => void;
}

/**
 * Opens the app's Socket.IO connection (spec §7.9; `open-socket.ts` says how). socket.io-client,
 * the wrapper and the shared schemas of the server's payloads are loaded here, on demand — none
 * of it is in a route's first load (issue 9) — once the first screen has painted with its data
 * or the parent has used the page, whichever comes first (`whenFirstScreenShownOrUsed`,
 * lib/first-screen.ts; decision 086 as amended by decision 093):
 * - on a load nobody touches, nothing of the socket starts before the screen's LCP (issue 29);
 * - a key, an input or a pointer down means the first screen is in use, and what the parent
 *   does may need the socket at once — typing in a chat opened by a link (`?chatWith=`, spec
 *   §2.20): the friend is told once the socket is there (`useTypingEmitter`).
 * No event is lost meanwhile: the server sends only to a connected socket, and what changed
 * before is fetched by the screens' queries.
 * @param onStatus told each change of the connection's state
 * @param queryClient the app's: the connection waits until its first screen's reads have
 *   answered and painted, or the parent's first use of the page
 * @returns the connection once the code has loaded (connecting has started)
 */
export async function connectSocket(
  onStatus: (status: SocketStatus) => void,
  queryClient: QueryClient,
): Promise<SocketConnection> {
  // The socket's code and its handshake are nothing the first screen shows: started before its
  // LCP they would share a phone's link with the screen's own requests (issue 29) — unless the
  // parent is already using the screen. The wait's code is in `start`, loaded on demand.
  try {
    const { whenFirstScreenShownOrUsed } = await import('@/lib/first-screen');
    await whenFirstScreenShownOrUsed(queryClient);
  } catch {
    // Its code did not load (offline): nothing to wait for then.
  }
  const { openSocket } = await import('./open-socket');
  // Its chunk's evaluation (the socket's library, zod) was one task: connecting is the next.
  await yieldToBrowser();
  return openSocket(onStatus);
}

/** Opens the app's connection; `connectSocket`, or a fake in tests. */
export type SocketConnector = (
  onStatus: (status: SocketStatus) => void,
  queryClient: QueryClient,
) => Promise<SocketConnection>;

/**
 * How the signed-in shell connects: Socket.IO by default; tests that render the whole app
 * provide a fake socket here (app/testing/render-app).
 */
export const SocketConnectorContext = createContext<SocketConnector>(connectSocket);
