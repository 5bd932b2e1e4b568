import { io, type Socket } from 'socket.io-client';

/**
 * Opens `count` Socket.IO sockets to a server on 127.0.0.1 as the web app does (websocket
 * only, no reconnection), 50 at a time; `headersOf(i)` gives socket i's headers (its session
 * cookie and Origin). Resolves once all are connected; rejects on the first refusal.
 */
export async function connectSockets(
  port: number,
  count: number,
  headersOf: (index: number) => Record<string, string>,
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, offset) => {
      const socket = io(`http://127.0.0.1:${String(port)}`, {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: headersOf(start + offset),
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    });
    await Promise.all(batch);
  }
  return sockets;
}
