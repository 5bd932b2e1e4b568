/**
 * The same-work reference of the real-time bench (issue 12; docs/performance.md, "Reading: the
 * 2× goal"): the kinds of work a send does, and nothing else — no auth, no XSRF, no
 * validation, no rate limits, no events bus. Fastify 5 (logger off) answers
 * `POST /messages {senderId, receiverId, text}` with one prepared node-postgres insert into
 * the app's own `messages` table (its indexes, foreign keys and checks; the app's migrations
 * on BENCH_POSTGRES_URL, a database the bench made) and then
 * `io.to([receiverRoom, senderRoom]).emit('receiveMessage', message)` on a Socket.IO 4 server
 * attached to the same HTTP server — the app's rooms, so the same 10 sockets per send with the
 * bench's 5 tabs per parent. It answers 201 with the message, shaped as the app's presenter.
 *
 * Seeded like `nestling-realtime.ts` (BENCH_PAIRS pairs of friends, parent i with the session
 * token `bench-session-<i>`); the token in a socket's cookie only names its parent's room —
 * it is not checked. `GET /parents` gives the parents' ids in index order (for the bench's
 * set-up, not measured). A pool of 10 like the app's. PostgreSQL only.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { Server } from 'socket.io';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { parentRoom } from '../../apps/server/src/realtime/rooms.js';
import { announceReady, closeWhenParentGoes } from './lifecycle.js';
import { benchSessionToken, seedFriendPairs } from './seed.js';

const url = process.env.BENCH_POSTGRES_URL;
if (!url) throw new Error('BENCH_POSTGRES_URL is required');
const pairs = Number(process.env.BENCH_PAIRS ?? '100');

const database = await openDatabase({ kind: 'postgres', url });
await database.migrate();
const ids = await seedFriendPairs(database, pairs);
await database.close();
const parentOfToken = new Map(ids.map((id, index) => [benchSessionToken(index), id]));

const pool = new pg.Pool({ connectionString: url, max: 10 });
const INSERT_MESSAGE = {
  name: 'same_work_message_insert',
  text: 'insert into messages (sender_id, receiver_id, content) values ($1, $2, $3) returning id, created_at',
};

const app = Fastify({ logger: false });
const io = new Server(app.server, {
  path: '/socket.io',
  transports: ['websocket'],
  serveClient: false,
});
io.on('connection', (socket) => {
  const token = /nestling_session=([^;]+)/.exec(socket.handshake.headers.cookie ?? '')?.[1];
  const parentId = token === undefined ? undefined : parentOfToken.get(token);
  if (parentId !== undefined) void socket.join(parentRoom(parentId));
});

app.get('/parents', () => ids);
app.post('/messages', async (request, reply) => {
  const { senderId, receiverId, text } = request.body as {
    senderId: number;
    receiverId: number;
    text: string;
  };
  const { rows } = await pool.query<{ id: number; created_at: Date }>({
    ...INSERT_MESSAGE,
    values: [senderId, receiverId, text],
  });
  const row = rows[0]!;
  const message = {
    id: row.id,
    senderId,
    receiverId,
    content: text,
    timestamp: row.created_at.toISOString(),
    read: false,
  };
  io.to([parentRoom(receiverId), parentRoom(senderId)]).emit('receiveMessage', message);
  return reply.status(201).send(message);
});

await app.listen({ host: '127.0.0.1', port: 0 });
closeWhenParentGoes(async () => {
  await io.close();
  await app.close().catch(() => undefined);
  await pool.end();
});
announceReady(app.server.address());
