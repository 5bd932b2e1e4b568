import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_ERRORS, type Message } from '@nestling/shared';
import { signUp } from '../../test/helpers/accounts.js';
import { befriend, family, sendRequest, addKid, type Family } from '../../test/helpers/social.js';
import {
  emitWithAck,
  listening,
  nextEvent,
  openSocket,
  recordEvents,
  type TestSocket,
} from '../../test/helpers/sockets.js';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';

let t: TestApp;
let base: string;
const opened: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'http://partner.test', SOCKET_EVENTS_PER_MINUTE: '600' });
  base = await listening(t);
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(async () => {
  await t?.close();
});

async function socketOf(who: Family, options: Parameters<typeof openSocket>[2] = {}) {
  const socket = await openSocket(base, who.client, options);
  opened.push(socket);
  return socket;
}

async function friendsOnline(nameA: string, nameB: string) {
  const [a, b] = await Promise.all([family(t, nameA), family(t, nameB)]);
  const kidOfB = await befriend(a, b);
  const [socketA, socketB] = await Promise.all([socketOf(a), socketOf(b)]);
  return { a, b, kidOfB, socketA, socketB };
}

const offer = { type: 'offer' as const, sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
const answer = { type: 'answer' as const, sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n' };

/** What a call to a parent already in a call answers. */
const BUSY = { ok: false, code: 'BUSY', error: SOCKET_ERRORS.BUSY };

/** A new family befriended with `friend`, online: its parent's socket. */
async function friendOnlineWith(friend: Family, name: string) {
  const other = await family(t, name);
  await befriend(other, friend);
  return socketOf(other);
}

/**
 * Puts `a` and `b` in a call (a calls, b answers), runs `end`, and asserts that each then hears
 * `callEnded` from the other.
 */
async function expectCallEndedBy(
  { a, b, socketA, socketB }: Awaited<ReturnType<typeof friendsOnline>>,
  end: () => Promise<void>,
): Promise<void> {
  await emitWithAck(socketA, 'callUser', { to: b.parentId, signalData: offer });
  await emitWithAck(socketB, 'answerCall', { to: a.parentId, signal: answer });
  const endedA = nextEvent(socketA, 'callEnded');
  const endedB = nextEvent(socketB, 'callEnded');
  await end();
  expect(await endedA).toEqual({ from: b.parentId });
  expect(await endedB).toEqual({ from: a.parentId });
}

describe('the handshake', () => {
  it('answers a polling handshake with the API’s security headers (issue 14, decision 042)', async () => {
    const response = await fetch(`${base}/socket.io/?EIO=4&transport=polling`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^0\{"sid":/);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a foreign Origin and a bad handshake with the API’s security headers too', async () => {
    const refusals = [
      await fetch(`${base}/socket.io/?EIO=4&transport=polling`, {
        headers: { origin: 'http://evil.test' },
      }),
      await fetch(`${base}/socket.io/?EIO=4&transport=no-such-transport`),
    ];
    expect(refusals.map((response) => response.status)).toEqual([403, 400]);
    for (const response of refusals) {
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('refuses a socket without a session cookie, or with one that names no session', async () => {
    await expect(openSocket(base, undefined)).rejects.toThrow('NOT_AUTHENTICATED');
    const stranger = t.client();
    stranger.cookies.set('nestling_session', 'not-a-session');
    await expect(openSocket(base, stranger)).rejects.toThrow('NOT_AUTHENTICATED');
  });

  it('refuses a foreign Origin, over websocket and polling; accepts the app’s and CORS_ORIGINS’', async () => {
    const ada = await family(t, 'Ada Origin');
    for (const transport of ['websocket', 'polling'] as const) {
      await expect(
        openSocket(base, ada.client, { origin: 'http://evil.test', transport }),
      ).rejects.toThrow();
    }
    for (const origin of ['http://nestling.test', 'http://partner.test', null]) {
      for (const transport of ['websocket', 'polling'] as const) {
        const socket = await socketOf(ada, { origin, transport });
        expect(socket.connected).toBe(true);
      }
    }
  });

  it('joins the parent’s own room; `join` for any other id is refused', async () => {
    const ada = await family(t, 'Ada Join');
    const other = await family(t, 'Bo Join');
    const socket = await socketOf(ada);
    expect(await emitWithAck(socket, 'join', ada.parentId)).toEqual({ ok: true });
    expect(await emitWithAck(socket, 'join', other.parentId)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      error: SOCKET_ERRORS.FORBIDDEN,
    });
    // Not in Bo's room: Bo's notification reaches Bo's socket only.
    const boSocket = await socketOf(other);
    const heard = recordEvents(socket);
    const kid = await addKid(ada.client, { name: 'Ada Kid' });
    const boHears = nextEvent(boSocket, 'friendRequestsChanged');
    const adaHears = nextEvent(socket, 'notification');
    await sendRequest(other.client, kid.id);
    await boHears;
    expect(await adaHears).toEqual(expect.objectContaining({ kind: 'friend-request-received' }));
    expect(heard.map(([name]) => name).sort()).toEqual(['friendRequestsChanged', 'notification']);
  });

  it('refuses a Spanish parent’s events in Spanish, the codes the same (issue 28)', async () => {
    const elena = await family(t, 'Elena Join', { locale: 'es' });
    const other = await family(t, 'Bo Join 2');
    const socket = await socketOf(elena);
    expect(await emitWithAck(socket, 'join', other.parentId)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      error: 'Solo puedes unirte a tu propia sala.',
    });
    expect(
      await emitWithAck(socket, 'typing', { receiverId: other.parentId, isTyping: true }),
    ).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      error: 'No se encontró al amigo.',
    });
    expect(await emitWithAck(socket, 'typing', { receiverId: 0, isTyping: true })).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      error: 'No se encontró.',
      details: [{ path: 'receiverId', message: 'No se encontró.' }],
    });
  });

  it('answers in the language the parent saves while the socket is open, and back (issue 28)', async () => {
    const pablo = await family(t, 'Pablo Switch');
    const other = await family(t, 'Bo Switch');
    const socket = await socketOf(pablo);
    const english = { ok: false, code: 'FORBIDDEN', error: SOCKET_ERRORS.FORBIDDEN };
    const spanish = { ok: false, code: 'FORBIDDEN', error: 'Solo puedes unirte a tu propia sala.' };
    expect(await emitWithAck(socket, 'join', other.parentId)).toEqual(english);

    const save = (locale: 'en' | 'es') => pablo.client.patch('/api/parents/edit', { locale });
    expect((await save('es')).statusCode).toBe(200);
    expect(socket.connected).toBe(true);
    expect(await emitWithAck(socket, 'join', other.parentId)).toEqual(spanish);
    // Validation details too, the codes the same.
    expect(await emitWithAck(socket, 'typing', { receiverId: 0, isTyping: true })).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'No se encontró.',
    });

    expect((await save('en')).statusCode).toBe(200);
    expect(await emitWithAck(socket, 'join', other.parentId)).toEqual(english);
  });

  it('disconnects the sockets of a session that logs out, and only those', async () => {
    const account = await signUp(t, { name: 'Cy Logout' });
    const who = { ...account, name: 'Cy Logout' };
    const phone = t.client();
    expect(
      (await phone.post('/api/auth/login', { email: account.email, password: 'Sunny-Day7' }))
        .statusCode,
    ).toBe(200);
    const laptopSocket = await socketOf(who);
    const phoneSocket = await socketOf({ ...who, client: phone });
    const gone = new Promise<string>((resolve) => laptopSocket.once('disconnect', resolve));
    expect((await account.client.post('/api/auth/logout')).statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
    expect(phoneSocket.connected).toBe(true);
    expect(await emitWithAck(phoneSocket, 'join', account.parentId)).toEqual({ ok: true });
    await expect(openSocket(base, account.client)).rejects.toThrow('NOT_AUTHENTICATED');
  });
});

describe('chat between friends, live', () => {
  it('delivers a message, typing, the read receipt and a deletion to the right sockets', async () => {
    const { a, b, socketA, socketB } = await friendsOnline('Dee Live', 'Eli Live');
    const aSecondTab = await socketOf(a);

    const toB = nextEvent(socketB, 'receiveMessage');
    const toOtherTab = nextEvent(aSecondTab, 'receiveMessage');
    const response = await a.client.post('/api/messages', { receiverId: b.parentId, text: 'Hi!' });
    const stored = response.json() as Message;
    expect(await toB).toEqual(stored);
    expect(await toOtherTab).toEqual(stored);

    const typing = nextEvent(socketA, 'typing');
    expect(
      await emitWithAck(socketB, 'typing', { receiverId: a.parentId, isTyping: true }),
    ).toEqual({ ok: true });
    expect(await typing).toEqual({ senderId: b.parentId, senderName: 'Eli Live', isTyping: true });

    // Who sends is the session's: a forged senderId or senderName is ignored.
    const forged = nextEvent(socketA, 'typing');
    await emitWithAck(socketB, 'typing', {
      receiverId: a.parentId,
      isTyping: false,
      senderId: 999,
      senderName: 'Somebody Else',
    });
    expect(await forged).toEqual({ senderId: b.parentId, senderName: 'Eli Live', isTyping: false });

    const read = nextEvent(socketA, 'messagesRead');
    await b.client.post('/api/messages/mark-read', { friendId: a.parentId });
    expect(await read).toEqual({ by: b.parentId, ids: [stored.id] });

    const deletedForB = nextEvent(socketB, 'messageDeleted');
    const deletedForA = nextEvent(socketA, 'messageDeleted');
    expect((await a.client.delete(`/api/messages/${stored.id}`)).statusCode).toBe(204);
    expect(await deletedForB).toEqual({ id: stored.id });
    expect(await deletedForA).toEqual({ id: stored.id });
  });

  it('refuses typing and calls to a parent who is not a friend, relaying nothing', async () => {
    const [fay, gil] = await Promise.all([family(t, 'Fay Alone'), family(t, 'Gil Alone')]);
    const [fays, gils] = await Promise.all([socketOf(fay), socketOf(gil)]);
    const heard = recordEvents(gils);
    const refused = { ok: false, code: 'NOT_FOUND', error: SOCKET_ERRORS.NOT_FOUND };
    expect(await emitWithAck(fays, 'typing', { receiverId: gil.parentId, isTyping: true })).toEqual(
      refused,
    );
    expect(await emitWithAck(fays, 'callUser', { to: gil.parentId, signalData: offer })).toEqual(
      refused,
    );
    expect(
      await emitWithAck(fays, 'iceCandidate', { to: gil.parentId, candidate: { candidate: '' } }),
    ).toEqual(refused);
    expect(await emitWithAck(fays, 'typing', { receiverId: fay.parentId, isTyping: true })).toEqual(
      refused,
    );
    // Something Gil must hear after them: what came before it is all that came.
    const kid = await addKid(gil.client, { name: 'Gil Kid' });
    const after = nextEvent(gils, 'notification');
    await sendRequest(fay.client, kid.id);
    await after;
    expect(heard.map(([name]) => name).sort()).toEqual(['friendRequestsChanged', 'notification']);
  });

  it('answers a bad payload with a validation error, never a crash, and keeps the socket', async () => {
    const ada = await family(t, 'Hal Payload');
    const socket = await socketOf(ada);
    for (const payload of [
      undefined,
      null,
      'x',
      { receiverId: 'abc', isTyping: true },
      { receiverId: 1, isTyping: 'yes' },
      { receiverId: 1, isTyping: true, extra: 1 },
      { receiverId: 2 ** 40, isTyping: true },
    ]) {
      const ack = await emitWithAck(socket, 'typing', payload);
      expect(ack, JSON.stringify(payload)).toEqual(
        expect.objectContaining({ ok: false, code: 'VALIDATION_FAILED' }),
      );
    }
    expect(
      await emitWithAck(socket, 'callUser', {
        to: 1,
        signalData: { type: 'offer', sdp: 'x'.repeat(20_001) },
      }),
    ).toEqual(expect.objectContaining({ ok: false, code: 'VALIDATION_FAILED' }));
    // Without an ack, and an event nobody handles: ignored.
    socket.emit('typing', { nonsense: true } as never);
    (socket as unknown as { emit(name: string): void }).emit('noSuchEvent');
    expect(await emitWithAck(socket, 'join', ada.parentId)).toEqual({ ok: true });
    expect(socket.connected).toBe(true);
  });

  it('a block ends it: friend lists refresh, the conversation goes for both, nothing more is relayed', async () => {
    const { a, b, kidOfB, socketA, socketB } = await friendsOnline('Ivy Block', 'Jay Block');
    const message = (
      await a.client.post('/api/messages', { receiverId: b.parentId, text: 'bye' })
    ).json() as Message;
    await nextEvent(socketB, 'receiveMessage');

    const refreshA = nextEvent(socketA, 'refreshFriendList');
    const refreshB = nextEvent(socketB, 'refreshFriendList');
    const bulkB = nextEvent(socketB, 'messagesBulkDeleted');
    expect((await a.client.post('/api/blocks', { kidId: kidOfB })).statusCode).toBe(201);
    await Promise.all([refreshA, refreshB]);
    expect(await bulkB).toEqual({ ids: [message.id] });

    for (const [socket, other] of [
      [socketA, b],
      [socketB, a],
    ] as const) {
      expect(
        await emitWithAck(socket, 'typing', { receiverId: other.parentId, isTyping: true }),
      ).toEqual(expect.objectContaining({ code: 'NOT_FOUND' }));
      expect(
        await emitWithAck(socket, 'callUser', { to: other.parentId, signalData: offer }),
      ).toEqual(expect.objectContaining({ code: 'NOT_FOUND' }));
    }
  });

  it('pushes refreshFriendList to both when a request is accepted', async () => {
    const [kim, lee] = await Promise.all([family(t, 'Kim Accept'), family(t, 'Lee Accept')]);
    const [kims, lees] = await Promise.all([socketOf(kim), socketOf(lee)]);
    const kid = await addKid(lee.client, { name: 'Lee Kid' });
    const sent = await sendRequest(kim.client, kid.id);
    const both = Promise.all([
      nextEvent(kims, 'refreshFriendList'),
      nextEvent(lees, 'refreshFriendList'),
    ]);
    const accepted = nextEvent(kims, 'notification');
    await lee.client.post('/api/friends/accept', { requestId: sent.json().id });
    await both;
    expect(await accepted).toEqual(expect.objectContaining({ kind: 'friend-request-accepted' }));
  });
});

describe('calls', () => {
  it('rings a friend with the caller’s name, answers, relays ICE and ends; a third caller hears busy', async () => {
    const { a, b, socketA, socketB } = await friendsOnline('Mo Caller', 'Nia Callee');
    const incoming = nextEvent(socketB, 'callIncoming');
    expect(
      await emitWithAck(socketA, 'callUser', {
        to: b.parentId,
        signalData: offer,
        from: 12345,
        name: 'Not Mo',
      }),
    ).toEqual({ ok: true });
    expect(await incoming).toEqual({ from: a.parentId, name: 'Mo Caller', signal: offer });

    // Someone else calls Nia meanwhile: busy.
    const cs = await friendOnlineWith(b, 'Oz Third');
    expect(await emitWithAck(cs, 'callUser', { to: b.parentId, signalData: offer })).toEqual(BUSY);

    const answered = nextEvent(socketA, 'callAnswered');
    expect(await emitWithAck(socketB, 'answerCall', { to: a.parentId, signal: answer })).toEqual({
      ok: true,
    });
    expect(await answered).toEqual({ from: b.parentId, signal: answer });

    const candidate = {
      candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    const ice = nextEvent(socketA, 'iceCandidate');
    expect(await emitWithAck(socketB, 'iceCandidate', { to: a.parentId, candidate })).toEqual({
      ok: true,
    });
    expect(await ice).toEqual({ from: b.parentId, candidate });

    const ended = nextEvent(socketB, 'callEnded');
    expect(await emitWithAck(socketA, 'endCall', { to: b.parentId })).toEqual({ ok: true });
    expect(await ended).toEqual({ from: a.parentId });
    // Free again.
    expect(await emitWithAck(cs, 'callUser', { to: b.parentId, signalData: offer })).toEqual({
      ok: true,
    });
  });

  it('rings a socket that joins after the ring, with the early candidates, until it is answered or ended (issue 25)', async () => {
    const { a, b, socketA, socketB } = await friendsOnline('Ada Ringer', 'Ben Late');
    const candidate = {
      candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    expect(await emitWithAck(socketA, 'callUser', { to: b.parentId, signalData: offer })).toEqual({
      ok: true,
    });
    expect(await emitWithAck(socketA, 'iceCandidate', { to: b.parentId, candidate })).toEqual({
      ok: true,
    });

    // The app opened by the call's push: a new socket of Ben's, which says it listens.
    // What a join causes arrives before its ack (one socket's packets keep their order).
    const late = await socketOf(b);
    const heard = recordEvents(late);
    expect(await emitWithAck(late, 'join', b.parentId)).toEqual({ ok: true });
    expect(heard).toEqual([
      ['callIncoming', { from: a.parentId, name: 'Ada Ringer', signal: offer }],
      ['iceCandidate', { from: a.parentId, candidate }],
    ]);
    // The caller's sockets are rung by nobody.
    const callerHeard = recordEvents(socketA);
    expect(await emitWithAck(socketA, 'join', a.parentId)).toEqual({ ok: true });
    expect(callerHeard).toEqual([]);

    // Answered on the late socket: a socket joining after hears no ring.
    expect(await emitWithAck(late, 'answerCall', { to: a.parentId, signal: answer })).toEqual({
      ok: true,
    });
    const later = await socketOf(b);
    const laterHeard = recordEvents(later);
    expect(await emitWithAck(later, 'join', b.parentId)).toEqual({ ok: true });
    expect(laterHeard).toEqual([]);

    // Rung again, then declined before anyone answered: no ring for a socket joining after.
    expect(await emitWithAck(socketA, 'endCall', { to: b.parentId })).toEqual({ ok: true });
    expect(await emitWithAck(socketA, 'callUser', { to: b.parentId, signalData: offer })).toEqual({
      ok: true,
    });
    expect(await emitWithAck(socketB, 'endCall', { to: a.parentId })).toEqual({ ok: true });
    laterHeard.length = 0;
    expect(await emitWithAck(later, 'join', b.parentId)).toEqual({ ok: true });
    expect(laterHeard).toEqual([]);
  });

  it('refuses answerCall and iceCandidate when no call exists, relaying nothing (issue 27, finding 7)', async () => {
    const { a, b, socketA, socketB } = await friendsOnline('Rae Nocall', 'Sol Nocall');
    const heard = recordEvents(socketA);
    const refused = { ok: false, code: 'NO_CALL', error: SOCKET_ERRORS.NO_CALL };
    expect(await emitWithAck(socketB, 'answerCall', { to: a.parentId, signal: answer })).toEqual(
      refused,
    );
    expect(
      await emitWithAck(socketB, 'iceCandidate', {
        to: a.parentId,
        candidate: { candidate: 'candidate:1 1 udp 1 192.0.2.1 5000 typ host' },
      }),
    ).toEqual(refused);
    // After a call ended, too.
    await emitWithAck(socketA, 'callUser', { to: b.parentId, signalData: offer });
    await emitWithAck(socketA, 'endCall', { to: b.parentId });
    expect(await emitWithAck(socketB, 'answerCall', { to: a.parentId, signal: answer })).toEqual(
      refused,
    );
    expect(await emitWithAck(socketA, 'join', a.parentId)).toEqual({ ok: true });
    expect(heard.filter(([name]) => name === 'callAnswered' || name === 'iceCandidate')).toEqual(
      [],
    );
  });

  it('refuses SDP and ICE texts with a NUL or a lone surrogate, as every other text (issue 27, finding 7)', async () => {
    const { a, b, socketA, socketB } = await friendsOnline('Tam Text', 'Uma Text');
    for (const bad of ['v=0\u0000', 'v=0\uD800']) {
      expect(
        await emitWithAck(socketA, 'callUser', {
          to: b.parentId,
          signalData: { type: 'offer', sdp: bad },
        }),
        JSON.stringify(bad),
      ).toEqual(expect.objectContaining({ ok: false, code: 'VALIDATION_FAILED' }));
    }
    await emitWithAck(socketA, 'callUser', { to: b.parentId, signalData: offer });
    for (const candidate of [
      { candidate: 'candidate:1\u0000' },
      { candidate: 'candidate:1', sdpMid: '\uDC00' },
      { candidate: 'candidate:1', usernameFragment: 'a\u0000' },
    ]) {
      expect(
        await emitWithAck(socketB, 'iceCandidate', { to: a.parentId, candidate }),
        JSON.stringify(candidate),
      ).toEqual(expect.objectContaining({ ok: false, code: 'VALIDATION_FAILED' }));
    }
  });

  it('an unfriending ends the call in progress for both', async () => {
    const friends = await friendsOnline('Pia Unfriend', 'Quy Unfriend');
    const { a, b } = friends;
    await expectCallEndedBy(friends, async () => {
      expect((await b.client.delete(`/api/friends/${a.parentId}`)).statusCode).toBe(204);
    });
  });

  it('a block ends the call in progress for both, and no new call crosses it (decision 047)', async () => {
    const friends = await friendsOnline('Rey Block', 'Sol Block');
    const { a, kidOfB, socketB } = friends;
    await expectCallEndedBy(friends, async () => {
      expect((await a.client.post('/api/blocks', { kidId: kidOfB })).statusCode).toBe(201);
    });
    expect(await emitWithAck(socketB, 'callUser', { to: a.parentId, signalData: offer })).toEqual(
      expect.objectContaining({ ok: false, code: 'NOT_FOUND' }),
    );
  });
});

describe('a socket in a call that goes', () => {
  it('ends the call: the peer hears callEnded and both are free for new calls', async () => {
    const { a, b, socketA, socketB } = await friendsOnline('Rae Closes', 'Sol Stays');
    // Rae's second tab is not in the call.
    const otherTabOfA = await socketOf(a);
    await emitWithAck(socketA, 'callUser', { to: b.parentId, signalData: offer });
    await emitWithAck(socketB, 'answerCall', { to: a.parentId, signal: answer });
    const ended = nextEvent(socketB, 'callEnded');
    socketA.close();
    expect(await ended).toEqual({ from: a.parentId });

    // The registry let both go: a third friend's call to Sol rings instead of BUSY, and
    // Rae's other tab can call Sol again after that call ends.
    const cs = await friendOnlineWith(b, 'Tam Third');
    expect(await emitWithAck(cs, 'callUser', { to: b.parentId, signalData: offer })).toEqual({
      ok: true,
    });
    await emitWithAck(cs, 'endCall', { to: b.parentId });
    expect(
      await emitWithAck(otherTabOfA, 'callUser', { to: b.parentId, signalData: offer }),
    ).toEqual({ ok: true });
  });

  it('ends a call still ringing when the caller’s tab closes', async () => {
    const { a, b, socketA, socketB } = await friendsOnline('Uma Rings', 'Vic Rung');
    const incoming = nextEvent(socketB, 'callIncoming');
    await emitWithAck(socketA, 'callUser', { to: b.parentId, signalData: offer });
    await incoming;
    const ended = nextEvent(socketB, 'callEnded');
    socketA.close();
    expect(await ended).toEqual({ from: a.parentId });
  });

  it('does not end it while another socket of that parent is in the same call', async () => {
    const { a, b, socketA, socketB } = await friendsOnline('Wes Twotabs', 'Xia Peer');
    const secondTabOfA = await socketOf(a);
    await emitWithAck(socketA, 'callUser', { to: b.parentId, signalData: offer });
    await emitWithAck(socketB, 'answerCall', { to: a.parentId, signal: answer });
    // The second tab renegotiates in the same call (it is in it too), then the first goes.
    await emitWithAck(secondTabOfA, 'callUser', { to: b.parentId, signalData: offer });
    const events = recordEvents(socketB);
    const firstTabId = socketA.id;
    socketA.close();
    await expect
      .poll(async () => (await t.app.io.local.fetchSockets()).some(({ id }) => id === firstTabId))
      .toBe(false);
    // Still in the call: a third friend hears BUSY, and Xia heard no callEnded.
    const cs = await friendOnlineWith(b, 'Yul Third');
    expect(await emitWithAck(cs, 'callUser', { to: b.parentId, signalData: offer })).toEqual(BUSY);
    expect(events.filter(([name]) => name === 'callEnded')).toEqual([]);
    // When the second tab goes too, the call ends.
    const ended = nextEvent(socketB, 'callEnded');
    secondTabOfA.close();
    expect(await ended).toEqual({ from: a.parentId });
  });
});

describe('abuse limits', () => {
  it('answers RATE_LIMITED past a socket’s burst, and other sockets go on', async () => {
    const limited = await createTestApp({ SOCKET_EVENTS_PER_MINUTE: '20' });
    try {
      const limitedBase = await listening(limited);
      const ada = await family(limited, 'Ray Rate');
      const socket = await openSocket(limitedBase, ada.client);
      const other = await openSocket(limitedBase, ada.client);
      const acks = [];
      for (let index = 0; index < 10; index += 1) {
        acks.push(await emitWithAck(socket, 'join', ada.parentId));
      }
      // A burst of a quarter minute's events (5) goes through; the rest are refused.
      expect(acks.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => ({ ok: true })));
      expect(acks.slice(5)).toContainEqual({
        ok: false,
        code: 'RATE_LIMITED',
        error: SOCKET_ERRORS.RATE_LIMITED,
      });
      expect(await emitWithAck(other, 'join', ada.parentId)).toEqual({ ok: true });
      socket.close();
      other.close();
    } finally {
      await limited.close();
    }
  });
});
