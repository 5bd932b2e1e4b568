/**
 * The reference of the real-time bench: a bare Socket.IO 4 server on a bare Node HTTP server
 * (no auth, no rooms, no validation) that answers each `echo` with its payload through the
 * ack — the least work Socket.IO does for one round trip on this machine.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { announceReady, closeWhenParentGoes } from './lifecycle.js';

const http = createServer();
const io = new Server(http, { path: '/socket.io', transports: ['websocket'], serveClient: false });
io.on('connection', (socket) => {
  socket.on('echo', (payload: unknown, ack: (answer: unknown) => void) => ack(payload));
});
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
closeWhenParentGoes(
  () =>
    new Promise<void>((resolve) => {
      void io.close(() => resolve());
    }),
);
announceReady(http.address());
