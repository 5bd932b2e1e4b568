import http from 'node:http';
import { SOCKET_ERRORS, XSRF_HEADER, type Message } from '@nestling/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers/database.js';
import { befriend, family, type Family } from '../../test/helpers/social.js';
import {
  emitWithAck,
  listening,
  nextEvent,
  openSocket,
  recordEvents,
  type TestSocket,
} from '../../test/helpers/sockets.js';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import type { DatabaseHandle } from '../db/client.js';

// Two instances of one deployment behind a load balancer: one database, one Redis, sockets on
// either. Needs a Redis server: runs where REDIS_URL names one (CI runs the suite with it).
describe.runIf(process.env.REDIS_URL)('the real-time layer across two instances', () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  const opened: TestSocket[] = [];
  let realtimeChannel = '';

  beforeAll(async () => {
    database = await openTestDatabase();
    const run = `${String(process.pid)}-${Date.now().toString(36)}`;
    const shared = {
      database,
      sessionChannel: `nestling-test-sessions-${run}`,
      realtimeChannel: `nestling-test-realtime-${run}`,
    };
    realtimeChannel = shared.realtimeChannel;
    a = await createTestApp({}, shared);
    b = await createTestApp({}, shared);
    [baseA, baseB] = await Promise.all([listening(a), listening(b)]);
  });
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  async function on(base: string, who: Family) {
    const socket = await openSocket(base, who.client);
    opened.push(socket);
    return socket;
  }

  it('delivers a message sent through A to a socket on B, and typing from B to a socket on A', async () => {
    const [ada, bo] = await Promise.all([family(a, 'Ada Across'), family(a, 'Bo Across')]);
    await befriend(ada, bo);
    const adaOnA = await on(baseA, ada);
    const boOnB = await on(baseB, bo);

    const received = nextEvent(boOnB, 'receiveMessage');
    const response = await ada.client.post('/api/messages', {
      receiverId: bo.parentId,
      text: 'Across instances',
    });
    expect(response.statusCode).toBe(201);
    expect(await received).toEqual(response.json() as Message);

    const typing = nextEvent(adaOnA, 'typing');
    expect(
      await emitWithAck(boOnB, 'typing', { receiverId: ada.parentId, isTyping: true }),
    ).toEqual({ ok: true });
    expect(await typing).toEqual({
      senderId: bo.parentId,
      senderName: 'Bo Across',
      isTyping: true,
    });
  });

  it('rings across instances and answers busy from the other instance’s call', async () => {
    const [cy, di, ed] = await Promise.all([
      family(a, 'Cy Ring'),
      family(a, 'Di Ring'),
      family(a, 'Ed Ring'),
    ]);
    await befriend(cy, di);
    await befriend(ed, di);
    const cyOnA = await on(baseA, cy);
    const diOnB = await on(baseB, di);
    const edOnA = await on(baseA, ed);
    const offer = { type: 'offer' as const, sdp: 'v=0\r\n' };
    const incoming = nextEvent(diOnB, 'callIncoming');
    expect(await emitWithAck(cyOnA, 'callUser', { to: di.parentId, signalData: offer })).toEqual({
      ok: true,
    });
    expect(await incoming).toEqual({ from: cy.parentId, name: 'Cy Ring', signal: offer });
    expect(await emitWithAck(edOnA, 'callUser', { to: di.parentId, signalData: offer })).toEqual(
      expect.objectContaining({ ok: false, code: 'BUSY' }),
    );
    const ended = nextEvent(cyOnA, 'callEnded');
    await emitWithAck(diOnB, 'endCall', { to: cy.parentId });
    expect(await ended).toEqual({ from: di.parentId });
  });

  it('a socket joining B after a ring made on A hears it, until it is answered (issue 25)', async () => {
    const [fa, gil] = await Promise.all([family(a, 'Fa Ring'), family(a, 'Gil Ring')]);
    await befriend(fa, gil);
    const faOnA = await on(baseA, fa);
    const offer = { type: 'offer' as const, sdp: 'v=0\r\n' };
    const candidate = { candidate: 'candidate:1 1 udp 1 192.0.2.1 5 typ host', sdpMid: '0' };
    expect(await emitWithAck(faOnA, 'callUser', { to: gil.parentId, signalData: offer })).toEqual({
      ok: true,
    });
    await emitWithAck(faOnA, 'iceCandidate', { to: gil.parentId, candidate });

    const lateOnB = await on(baseB, gil);
    const heard = recordEvents(lateOnB);
    expect(await emitWithAck(lateOnB, 'join', gil.parentId)).toEqual({ ok: true });
    expect(heard).toEqual([
      ['callIncoming', { from: fa.parentId, name: 'Fa Ring', signal: offer }],
      ['iceCandidate', { from: fa.parentId, candidate }],
    ]);

    const answer = { type: 'answer' as const, sdp: 'v=0\r\n' };
    await emitWithAck(lateOnB, 'answerCall', { to: fa.parentId, signal: answer });
    const laterOnA = await on(baseA, gil);
    const laterHeard = recordEvents(laterOnA);
    expect(await emitWithAck(laterOnA, 'join', gil.parentId)).toEqual({ ok: true });
    expect(laterHeard).toEqual([]);
    await emitWithAck(faOnA, 'endCall', { to: gil.parentId });
  });

  it('a language saved through A is the one a socket on B answers in (issue 28)', async () => {
    const [lena, other] = await Promise.all([family(a, 'Lena Across'), family(a, 'Bo Far')]);
    const lenaOnB = await on(baseB, lena);
    const refusal = async () => {
      const answer = await emitWithAck(lenaOnB, 'join', other.parentId);
      return answer.ok ? 'accepted' : answer.error;
    };
    expect(await refusal()).toBe(SOCKET_ERRORS.FORBIDDEN);

    expect((await lena.client.patch('/api/parents/edit', { locale: 'es' })).statusCode).toBe(200);
    // B hears of it through Redis, a moment later.
    await expect
      .poll(refusal, { interval: 100, timeout: 5_000 })
      .toBe('Solo puedes unirte a tu propia sala.');
    expect(lenaOnB.connected).toBe(true);

    expect((await lena.client.patch('/api/parents/edit', { locale: 'en' })).statusCode).toBe(200);
    await expect.poll(refusal, { interval: 100, timeout: 5_000 }).toBe(SOCKET_ERRORS.FORBIDDEN);
  });

  it('a logout on A disconnects that session’s socket on B', async () => {
    const fay = await family(a, 'Fay Logout');
    const fayOnB = await on(baseB, fay);
    const gone = new Promise<string>((resolve) => fayOnB.once('disconnect', resolve));
    expect((await fay.client.post('/api/auth/logout')).statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
  });

  it('closing an instance disconnects its sockets, which reconnect to the other', async () => {
    const gil = await family(a, 'Gil Close');
    const extra = await createTestApp(
      {},
      {
        database,
        sessionChannel: `nestling-test-sessions-extra-${String(process.pid)}`,
      },
    );
    const extraBase = await listening(extra);
    const socket = await openSocket(extraBase, gil.client);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await extra.close();
    // The transport closed, not "io server disconnect" (the end of a session, which a client
    // does not retry): a client reconnects at once, elsewhere (issue 15).
    expect(await gone).toBe('transport close');
    const again = await on(baseA, gil);
    expect(again.connected).toBe(true);
  });
  it('a message whose request is still in flight when its instance closes reaches the other instance', async () => {
    // A rolling restart (issue 15): the instance's sockets go at once, but a request it already
    // took still finishes, and its message must still be pushed through Redis. Otherwise a
    // receiver that refetched before the write committed would never see it.
    const [hal, ivy] = await Promise.all([family(a, 'Hal Drain'), family(a, 'Ivy Drain')]);
    await befriend(hal, ivy);
    await hal.client.get('/api/auth/me'); // the XSRF pair, as a browser has it
    const closingApp = await createTestApp(
      {},
      {
        database,
        sessionChannel: `nestling-test-sessions-drain-${String(process.pid)}`,
        realtimeChannel,
      },
    );
    const closingBase = new URL(await listening(closingApp));
    const halOnClosing = await openSocket(closingBase.origin, hal.client);
    opened.push(halOnClosing);
    const ivyOnB = await on(baseB, ivy);

    // The request's headers reach the instance; its body comes only after the close began.
    const body = JSON.stringify({ receiverId: ivy.parentId, text: 'Sent during a restart' });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: closingBase.hostname,
          port: closingBase.port,
          path: '/api/messages',
          method: 'POST',
          headers: {
            cookie: hal.client.cookieHeader(),
            [XSRF_HEADER]: hal.client.xsrfToken() ?? '',
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.flushHeaders();
      const halGone = new Promise((done) => halOnClosing.once('disconnect', done));
      const received = nextEvent(ivyOnB, 'receiveMessage');
      void halGone.then(() => request.end(body));
      void received.then((message) => receivedMessages.push(message));
    });
    const receivedMessages: Message[] = [];
    // The close begins once the instance has taken the request (its headers are parsed).
    await new Promise<void>((resolve) => {
      const taken = (request: http.IncomingMessage) => {
        if (request.url !== '/api/messages') return;
        closingApp.app.server.off('request', taken);
        resolve();
      };
      closingApp.app.server.on('request', taken);
    });
    const closed = closingApp.close();
    const response = await answered;
    await closed;
    expect(response.status).toBe(201);
    await expect.poll(() => receivedMessages).toEqual([JSON.parse(response.body) as Message]);
  });
});
