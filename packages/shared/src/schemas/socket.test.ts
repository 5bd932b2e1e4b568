import { describe, expect, expectTypeOf, it } from 'vitest';
import { MAX_RECORD_ID } from '../rules/record-id.js';
import {
  SDP_MAX_LENGTH,
  SERVER_TO_CLIENT_EVENTS,
  serverToClientPayloads,
  type ServerToClientEvents,
} from './socket.js';
import {
  CLIENT_TO_SERVER_EVENTS,
  clientToServerPayloads,
  socketAckSchema,
  type ClientToServerEvents,
} from './socket-requests.js';

/** Socket.IO's own reading of an events map (typed-events.d.ts: EventParams). */
type EventParams<Map, Event extends keyof Map> = Map[Event] extends (...args: infer P) => void
  ? P
  : never;

const offer = { type: 'offer' as const, sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };

describe('socket events', () => {
  it('names every event of spec §7.9, plus notification, friendRequestsChanged, familyChanged, accountSuspended and iceCandidate', () => {
    expect(CLIENT_TO_SERVER_EVENTS.sort()).toEqual(
      ['answerCall', 'callUser', 'endCall', 'iceCandidate', 'join', 'typing'].sort(),
    );
    expect(SERVER_TO_CLIENT_EVENTS.sort()).toEqual(
      [
        'accountSuspended',
        'callAnswered',
        'callEnded',
        'callIncoming',
        'familyChanged',
        'friendRequestsChanged',
        'iceCandidate',
        'messageDeleted',
        'messagesBulkDeleted',
        'messagesRead',
        'notification',
        'receiveMessage',
        'refreshFriendList',
        'typing',
      ].sort(),
    );
  });

  it('accepts what the spec’s client emits', () => {
    const { join, typing, callUser, answerCall, endCall, iceCandidate } = clientToServerPayloads;
    expect(join.parse(12)).toBe(12);
    expect(
      typing.parse({ receiverId: 3, senderName: 'Ada', senderId: 12, isTyping: true }),
    ).toMatchObject({ receiverId: 3, isTyping: true });
    expect(callUser.parse({ to: 3, from: 12, name: 'Ada', signalData: offer }).to).toBe(3);
    expect(answerCall.parse({ to: 12, signal: { type: 'answer', sdp: 'v=0' } }).to).toBe(12);
    expect(endCall.parse({ to: 3 })).toEqual({ to: 3 });
    expect(
      iceCandidate.parse({
        to: 3,
        candidate: { candidate: 'candidate:1 1 UDP 1 10.0.0.1 5000 typ host', sdpMid: '0' },
      }).candidate.sdpMid,
    ).toBe('0');
  });

  it.each([
    ['join', MAX_RECORD_ID + 1],
    ['join', 'me'],
    ['typing', { receiverId: 3 }],
    ['typing', { receiverId: 3, isTyping: true, senderName: 'A\u0000' }],
    ['callUser', { to: 3, signalData: { type: 'offer', sdp: 'x'.repeat(SDP_MAX_LENGTH + 1) } }],
    ['callUser', { to: 3, signalData: { type: 'hello' } }],
    ['answerCall', { to: 3, signal: offer, extra: true }],
    ['endCall', {}],
    ['iceCandidate', { to: 3, candidate: { sdpMLineIndex: -1 } }],
  ] as const)('refuses a bad %s payload', (event, payload) => {
    expect(clientToServerPayloads[event].safeParse(payload).success).toBe(false);
  });

  it('describes what the server sends', () => {
    expect(
      serverToClientPayloads.receiveMessage.parse({
        id: 1,
        senderId: 2,
        receiverId: 3,
        content: 'Hello',
        timestamp: '2026-03-01T09:00:00.000Z',
        read: false,
      }).content,
    ).toBe('Hello');
    expect(serverToClientPayloads.refreshFriendList.safeParse(undefined).success).toBe(true);
    expect(serverToClientPayloads.friendRequestsChanged.safeParse(undefined).success).toBe(true);
    expect(
      serverToClientPayloads.notification.parse({
        id: 4,
        kind: 'friend-request-received',
        message: 'Sam would like a playdate with Mia. Accept or reject the request.',
        link: '/dashboard/explore?requests=pending',
        startsAt: '2026-03-01T09:00:00.000Z',
        createdAt: '2026-02-27T09:00:00.000Z',
        isRead: false,
      }).kind,
    ).toBe('friend-request-received');
    expect(serverToClientPayloads.callIncoming.safeParse({ from: 2, signal: offer }).success).toBe(
      false,
    );
    expect(
      socketAckSchema.parse({ ok: false, error: 'Not friends.', code: 'NOT_FRIENDS' }),
    ).toEqual({ ok: false, error: 'Not friends.', code: 'NOT_FRIENDS' });
  });

  it('gives Socket.IO typed listener parameters', () => {
    expectTypeOf<EventParams<ClientToServerEvents, 'join'>[0]>().toEqualTypeOf<string | number>();
    expectTypeOf<EventParams<ClientToServerEvents, 'endCall'>[0]>().toEqualTypeOf<{
      to: string | number;
    }>();
    expectTypeOf<EventParams<ServerToClientEvents, 'refreshFriendList'>>().toEqualTypeOf<[]>();
    expectTypeOf<EventParams<ServerToClientEvents, 'messagesRead'>>().toEqualTypeOf<
      [{ by: number; ids: number[] }]
    >();
  });
});
