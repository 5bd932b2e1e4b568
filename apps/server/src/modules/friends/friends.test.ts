import { and, count, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FRIEND_MESSAGES,
  FRIEND_REQUESTS_PER_DAY,
  MAX_RECORD_ID,
  NOTIFICATION_LINKS,
  NOTIFICATION_TEXTS,
  TEXT_MESSAGES,
} from '@nestling/shared';
import { pngImage } from '../../../test/helpers/images.js';
import {
  addKid,
  expectError,
  expectMalformedIdsRefused,
  expectVerifiedParentsOnly,
  family,
  type Family,
  hoursFromNow,
  notificationsOf,
  sendRequest,
} from '../../../test/helpers/social.js';
import { familyIdOf } from '../../../test/helpers/accounts.js';
import { recordAppEvents, type HeardEvent } from '../../../test/helpers/app-events.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';
import { friendRequests, friendships, notifications } from '../../db/schema/index.js';
import { orderedPair } from './friend.repository.js';

let t: TestApp;
let sam: Family;
let ana: Family;
let leo: Family;
let unverified: Family;
/** Ana's public kid "Mia Rose Smith", Leo's public kid, Ana's private kid, Sam's own kid. */
let mia: number;
let noah: number;
let privateKid: number;
let samsKid: number;
let unverifiedKid: number;
let heard: HeardEvent[];

beforeAll(async () => {
  t = await createTestApp();
  [sam, ana, leo, unverified] = await Promise.all([
    family(t, 'Sam Lee'),
    family(t, 'Ana Ruiz'),
    family(t, 'Leo Park'),
    family(t, 'Una Verified', { verified: false }),
  ]);
  mia = (await addKid(ana.client, { name: 'Mia Rose Smith', interests: ['Art'] })).id;
  privateKid = (await addKid(ana.client, { name: 'Theo', showInExplore: false })).id;
  noah = (await addKid(leo.client, { name: 'Noah', gender: 'Male' })).id;
  samsKid = (await addKid(sam.client, { name: 'Ivy' })).id;
  unverifiedKid = (await addKid(unverified.client, { name: 'Pip' })).id;
  heard = recordAppEvents(t, [
    'friendRequestReceived',
    'friendRequestAnswered',
    'friendshipChanged',
    'notificationCreated',
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** Rows between two parents, whichever sent. */
async function requestsBetween(a: number, b: number) {
  return t.database.db
    .select()
    .from(friendRequests)
    .where(
      or(
        and(eq(friendRequests.senderId, a), eq(friendRequests.receiverId, b)),
        and(eq(friendRequests.senderId, b), eq(friendRequests.receiverId, a)),
      ),
    );
}

/** Friendships between the families of the two parents (decision 058). */
async function friendshipCount(a: number, b: number): Promise<number> {
  const [low, high] = orderedPair(await familyIdOf(t, a), await familyIdOf(t, b));
  const [row] = await t.database.db
    .select({ value: count() })
    .from(friendships)
    .where(and(eq(friendships.familyLowId, low), eq(friendships.familyHighId, high)));
  return row?.value ?? 0;
}

/**
 * Makes the two families strangers again for the next test: no requests between them (which
 * also keeps the daily cap out of tests that are not about it) and no friendship.
 */
async function strangers(a: Family, b: Family): Promise<void> {
  await t.database.db
    .delete(friendRequests)
    .where(
      or(
        and(eq(friendRequests.senderId, a.parentId), eq(friendRequests.receiverId, b.parentId)),
        and(eq(friendRequests.senderId, b.parentId), eq(friendRequests.receiverId, a.parentId)),
      ),
    );
  const [low, high] = orderedPair(a.familyId, b.familyId);
  await t.database.db
    .delete(friendships)
    .where(and(eq(friendships.familyLowId, low), eq(friendships.familyHighId, high)));
}

async function pendingRequest(from: Family, kidId: number, overrides: object = {}) {
  const response = await sendRequest(from.client, kidId, overrides);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

describe('POST /api/friends/send', () => {
  it('sends to the parent of the kid on the card, records that kid, and notifies the receiver in words a parent understands, naming strangers by first name (issue 27, finding 3)', async () => {
    await strangers(sam, ana);
    heard.length = 0;
    const proposedTime = hoursFromNow(30);
    const response = await sendRequest(sam.client, mia, {
      meetingType: 'Playdate',
      proposedTime,
      message: '  Park on Saturday?  ',
    });
    expect(response.statusCode).toBe(201);
    const request = response.json();
    expect(request).toMatchObject({
      status: 'pending',
      meetingType: 'Playdate',
      proposedTime,
      message: 'Park on Saturday?',
      answeredAt: null,
      sender: { id: sam.parentId, name: 'Sam', email: null },
      receiver: { id: ana.parentId, name: 'Ana', email: null },
      kid: { id: mia, firstName: 'Mia' },
    });
    expect(response.body).not.toContain('Rose Smith');
    expect(response.body).not.toContain('Lee');
    expect(response.body).not.toContain('Ruiz');
    expect(response.body).not.toContain(ana.email);

    const [notification] = await notificationsOf(ana.client);
    expect(notification).toMatchObject({
      kind: 'friend-request-received',
      message: NOTIFICATION_TEXTS.requestReceived({
        senderName: 'Sam',
        meetingType: 'Playdate',
        kidFirstName: 'Mia',
      }),
      link: NOTIFICATION_LINKS.pendingRequests,
      startsAt: proposedTime,
      isRead: false,
    });
    expect(notification!.message).toBe(
      'Sam would like a playdate with Mia. Accept or reject the request.',
    );
    expect(heard).toEqual([
      {
        name: 'friendRequestReceived',
        payload: {
          requestId: request.id,
          senderId: sam.parentId,
          receiverId: ana.parentId,
          guardianIds: [sam.parentId, ana.parentId].sort((x, y) => x - y),
        },
      },
      { name: 'notificationCreated', payload: { parentId: ana.parentId, notification } },
    ]);
  });

  it('accepts receiverId when it is the kid’s parent, and refuses another with 400', async () => {
    await strangers(sam, leo);
    const wrong = await sendRequest(sam.client, noah, { receiverId: ana.parentId });
    expectError(wrong, 400, { error: FRIEND_MESSAGES.receiverMismatch, code: 'RECEIVER_MISMATCH' });
    const right = await sendRequest(sam.client, noah, { receiverId: leo.parentId });
    expect(right.statusCode).toBe(201);
    expect(right.json().receiver.id).toBe(leo.parentId);
  });

  it.each([
    ['one’s own kid: 400', () => samsKid, 400, 'TO_OWN_FAMILY', FRIEND_MESSAGES.toOwnFamily],
    ['a private kid: 404', () => privateKid, 404, 'NOT_FOUND', FRIEND_MESSAGES.kidNotFound],
    [
      'the public kid of an unverified parent: 404',
      () => unverifiedKid,
      404,
      'NOT_FOUND',
      FRIEND_MESSAGES.kidNotFound,
    ],
    [
      'a kid that does not exist: 404',
      () => MAX_RECORD_ID,
      404,
      'NOT_FOUND',
      FRIEND_MESSAGES.kidNotFound,
    ],
  ])('refuses %s, and notifies nobody', async (_label, kid, status, code, error) => {
    const before = await t.database.db.select({ value: count() }).from(notifications);
    const response = await sendRequest(sam.client, kid());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error, code });
    expect(await t.database.db.select({ value: count() }).from(notifications)).toEqual(before);
  });

  it.each([
    [
      'a time in the past',
      { proposedTime: '2020-05-01T10:00:00Z' },
      FRIEND_MESSAGES.proposedTimePast,
    ],
    ['an unknown meeting type', { meetingType: 'Sleepover' }, FRIEND_MESSAGES.meetingTypeInvalid],
    ['a message with NUL', { message: 'hi\u0000' }, TEXT_MESSAGES.invalidCharacters],
    ['no kid', { kidId: undefined }, FRIEND_MESSAGES.kidRequired],
  ])('refuses %s with 400', async (_label, overrides, message) => {
    const response = await sendRequest(sam.client, mia, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
  });

  it('keeps one pending request between two parents, whichever sends it (409), and none after an answer', async () => {
    await strangers(sam, ana);
    const first = await pendingRequest(sam, mia);
    const again = await sendRequest(sam.client, mia);
    expectError(again, 409, {
      error: FRIEND_MESSAGES.duplicatePending,
      code: 'DUPLICATE_PENDING_REQUEST',
    });
    const samsPublicKid = samsKid;
    const back = await sendRequest(ana.client, samsPublicKid);
    expect(back.statusCode).toBe(409);
    await ana.client.post('/api/friends/reject', { requestId: first.id });
    expect((await sendRequest(sam.client, mia)).statusCode).toBe(201);
  });

  it('refuses past the daily cap with 429 and a clear text, notifying nobody', async () => {
    const capped = await family(t, 'Cap Sender');
    await t.database.db.insert(friendRequests).values(
      Array.from({ length: FRIEND_REQUESTS_PER_DAY }, () => ({
        senderId: capped.parentId,
        receiverId: leo.parentId,
        senderFamilyId: capped.familyId,
        receiverFamilyId: leo.familyId,
        kidId: noah,
        meetingType: 'Other' as const,
        proposedTime: new Date(Date.now() + 86_400_000),
        status: 'cancelled' as const,
      })),
    );
    const before = (await notificationsOf(ana.client)).length;
    const response = await sendRequest(capped.client, mia);
    expectError(response, 429, { error: FRIEND_MESSAGES.dailyCap, code: 'DAILY_REQUEST_LIMIT' });
    expect(response.json().error).toBe(
      `You can send up to ${FRIEND_REQUESTS_PER_DAY} requests a day. Please try again tomorrow.`,
    );
    expect(await notificationsOf(ana.client)).toHaveLength(before);
  });
});

describe('the request state machine (pending → accepted | rejected | cancelled)', () => {
  type Act = 'accept' | 'reject' | 'cancel';
  const by = { receiver: () => ana, sender: () => sam, stranger: () => leo };

  it.each([
    ['accept', 'receiver', 200, 'accepted'],
    ['reject', 'receiver', 200, 'rejected'],
    ['cancel', 'sender', 200, 'cancelled'],
    ['accept', 'sender', 403, 'ONLY_RECEIVER'],
    ['reject', 'sender', 403, 'ONLY_RECEIVER'],
    ['cancel', 'receiver', 403, 'ONLY_SENDER'],
    ['accept', 'stranger', 404, 'NOT_FOUND'],
    ['cancel', 'stranger', 404, 'NOT_FOUND'],
  ] as const)('pending, %s by the %s → %i %s', async (act, who, status, outcome) => {
    await strangers(sam, ana);
    const { id } = await pendingRequest(sam, mia);
    const response = await by[who]().client.post(`/api/friends/${act}`, { requestId: id });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json()).toMatchObject({ id, status: outcome });
    else expect(response.json().code).toBe(outcome);
    const [row] = (await requestsBetween(sam.parentId, ana.parentId)).filter((r) => r.id === id);
    expect(row!.status).toBe(status === 200 ? outcome : 'pending');
  });

  it.each([
    ['accepted', 'accept'],
    ['accepted', 'reject'],
    ['accepted', 'cancel'],
    ['rejected', 'accept'],
    ['cancelled', 'accept'],
    ['cancelled', 'cancel'],
  ] as const)('%s, then %s → 409, and nobody is notified', async (state, act) => {
    await strangers(sam, ana);
    const { id } = await pendingRequest(sam, mia);
    const first: Act = state === 'accepted' ? 'accept' : state === 'rejected' ? 'reject' : 'cancel';
    await (first === 'cancel' ? sam : ana).client.post(`/api/friends/${first}`, { requestId: id });
    const before = [
      (await notificationsOf(sam.client)).length,
      (await notificationsOf(ana.client)).length,
    ];
    const response = await (act === 'cancel' ? sam : ana).client.post(`/api/friends/${act}`, {
      requestId: id,
    });
    expectError(response, 409, { error: FRIEND_MESSAGES.notPending, code: 'REQUEST_NOT_PENDING' });
    expect([
      (await notificationsOf(sam.client)).length,
      (await notificationsOf(ana.client)).length,
    ]).toEqual(before);
  });

  it('accepting makes them friends and tells the sender; rejecting tells the sender too; cancelling tells nobody', async () => {
    await strangers(sam, ana);
    const rejected = await pendingRequest(sam, mia, { meetingType: 'Study Date' });
    await ana.client.post('/api/friends/reject', { requestId: rejected.id });
    expect((await notificationsOf(sam.client))[0]).toMatchObject({
      kind: 'friend-request-rejected',
      message: 'Ana declined your study date request for Mia.',
      link: NOTIFICATION_LINKS.myRequests,
    });

    // The receiver's own "request received" no longer asks for an answer (issue 29).
    expect(
      (await notificationsOf(ana.client)).find((item) => item.kind === 'friend-request-received'),
    ).toMatchObject({
      message: 'Sam would like a study date with Mia. You declined the request.',
      link: NOTIFICATION_LINKS.myRequests,
    });

    const cancelled = await pendingRequest(sam, mia);
    const anaBefore = (await notificationsOf(ana.client)).length;
    await sam.client.post('/api/friends/cancel', { requestId: cancelled.id });
    const anaAfter = await notificationsOf(ana.client);
    expect(anaAfter).toHaveLength(anaBefore);
    expect(anaAfter[0]).toMatchObject({
      kind: 'friend-request-received',
      message: 'Sam would like a playdate with Mia. The request was cancelled.',
      link: NOTIFICATION_LINKS.myRequests,
    });

    const accepted = await pendingRequest(sam, mia);
    heard.length = 0;
    const response = await ana.client.post('/api/friends/accept', { requestId: accepted.id });
    expect(response.json()).toMatchObject({
      status: 'accepted',
      sender: { id: sam.parentId, email: sam.email },
      receiver: { id: ana.parentId, email: ana.email },
    });
    const [notification] = await notificationsOf(sam.client);
    expect(notification).toMatchObject({
      kind: 'friend-request-accepted',
      message:
        'Ana Ruiz accepted your playdate request for Mia. You are friends now and can send messages.',
      link: NOTIFICATION_LINKS.chatWith(ana.parentId),
    });
    expect(await friendshipCount(sam.parentId, ana.parentId)).toBe(1);
    const [received] = await notificationsOf(ana.client);
    expect(received).toMatchObject({
      kind: 'friend-request-received',
      message:
        'Sam Lee would like a playdate with Mia. You accepted: you are friends now and can send messages.',
      link: NOTIFICATION_LINKS.chatWith(sam.parentId),
    });
    expect(received!.message).not.toContain('Accept or reject');
    const pair = [sam.parentId, ana.parentId].sort((a, b) => a - b);
    expect(heard.map((event) => event.name)).toEqual([
      'friendRequestAnswered',
      'friendshipChanged',
      'notificationCreated',
    ]);
    expect(heard[1]!.payload).toEqual({ parentIds: pair, change: 'started' });
  });

  it('friends may keep sending meetup requests; accepting them keeps one friendship', async () => {
    await strangers(sam, ana);
    const first = await pendingRequest(sam, mia);
    await ana.client.post('/api/friends/accept', { requestId: first.id });
    const back = await pendingRequest(ana, samsKid, { meetingType: 'Other' });
    heard.length = 0;
    expect((await sam.client.post('/api/friends/accept', { requestId: back.id })).statusCode).toBe(
      200,
    );
    expect(await friendshipCount(sam.parentId, ana.parentId)).toBe(1);
    expect(heard.map((event) => event.name)).not.toContain('friendshipChanged');
    const list = (await ana.client.get('/api/friends/list')).json();
    expect(list.filter((friend: { id: number }) => friend.id === sam.parentId)).toHaveLength(1);
  });
});

describe('races (sent at once)', () => {
  it('both parents send each other a request at once: one is pending, the other 409', async () => {
    await strangers(sam, ana);
    const before = (await requestsBetween(sam.parentId, ana.parentId)).length;
    const answers = await Promise.all([
      sendRequest(sam.client, mia),
      sendRequest(ana.client, samsKid),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await requestsBetween(sam.parentId, ana.parentId);
    expect(rows).toHaveLength(before + 1);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
  });

  it('the same request sent twice at once (a double click): one 201, one 409', async () => {
    await strangers(sam, leo);
    const answers = await Promise.all([
      sendRequest(sam.client, noah),
      sendRequest(sam.client, noah),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('two accepts of one request at once: one friendship, one notification, one 409', async () => {
    await strangers(sam, ana);
    const { id } = await pendingRequest(sam, mia);
    const before = (await notificationsOf(sam.client)).length;
    const answers = await Promise.all([
      ana.client.post('/api/friends/accept', { requestId: id }),
      ana.client.post('/api/friends/accept', { requestId: id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await friendshipCount(sam.parentId, ana.parentId)).toBe(1);
    expect(await notificationsOf(sam.client)).toHaveLength(before + 1);
  });

  it('an accept and a cancel at once: exactly one wins, and the state agrees with it', async () => {
    await strangers(sam, ana);
    const { id } = await pendingRequest(sam, mia);
    const [accept, cancel] = await Promise.all([
      ana.client.post('/api/friends/accept', { requestId: id }),
      sam.client.post('/api/friends/cancel', { requestId: id }),
    ]);
    expect([accept.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    const [row] = (await requestsBetween(sam.parentId, ana.parentId)).filter((r) => r.id === id);
    expect(row!.status).toBe(accept.statusCode === 200 ? 'accepted' : 'cancelled');
    expect(await friendshipCount(sam.parentId, ana.parentId)).toBe(
      accept.statusCode === 200 ? 1 : 0,
    );
  });

  it('requests to many families at once never pass the daily cap', async () => {
    const sender = await family(t, 'Busy Sender');
    const receivers = await Promise.all(
      Array.from({ length: 3 }, (_, index) => family(t, `Receiver ${index}`)),
    );
    const kids = await Promise.all(receivers.map((receiver) => addKid(receiver.client)));
    await t.database.db.insert(friendRequests).values(
      Array.from({ length: FRIEND_REQUESTS_PER_DAY - 1 }, () => ({
        senderId: sender.parentId,
        receiverId: leo.parentId,
        senderFamilyId: sender.familyId,
        receiverFamilyId: leo.familyId,
        kidId: noah,
        meetingType: 'Other' as const,
        proposedTime: new Date(Date.now() + 86_400_000),
        status: 'cancelled' as const,
      })),
    );
    const answers = await Promise.all(kids.map((kid) => sendRequest(sender.client, kid.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429]);
  });
});

describe('GET /api/friends/incoming and /my-requests', () => {
  it('lists both sides by first name until the families are friends (issue 27, finding 3), whole names and e-mails between friends, newest first', async () => {
    const kai = await family(t, 'Kai Moss');
    const zoe = await family(t, 'Zoe Hart');
    const max = await family(t, 'Max Hill');
    const kaisKid = (await addKid(kai.client, { name: 'Ben Moss' })).id;
    const maxsKid = (await addKid(max.client, { name: 'Lily May Hill' })).id;
    const received = await pendingRequest(zoe, kaisKid, { meetingType: 'Study Date' });
    const sent = await pendingRequest(kai, maxsKid);

    const kaiSide = (await kai.client.get('/api/friends/my-requests')).json();
    expect(kaiSide.sent.map((r: { id: number }) => r.id)).toEqual([sent.id]);
    expect(kaiSide.received.map((r: { id: number }) => r.id)).toEqual([received.id]);
    expect(kaiSide.received[0]).toMatchObject({
      sender: { name: 'Zoe', email: null },
      receiver: { name: 'Kai', email: null },
      kid: { firstName: 'Ben' },
      status: 'pending',
      meetingType: 'Study Date',
    });
    expect(kaiSide.sent[0]).toMatchObject({
      receiver: { name: 'Max', email: null },
      kid: { firstName: 'Lily' },
    });
    expect(JSON.stringify(kaiSide)).not.toContain('Hart');
    expect(JSON.stringify(kaiSide)).not.toContain('Hill');
    expect(JSON.stringify(kaiSide)).not.toContain(zoe.email);
    expect(JSON.stringify(kaiSide)).not.toContain(max.email);
    expect((await kai.client.get('/api/friends/incoming')).json()).toEqual(kaiSide.received);

    await zoe.client.post('/api/friends/cancel', { requestId: received.id });
    expect((await kai.client.get('/api/friends/incoming')).json()).toEqual([]);
    await max.client.post('/api/friends/accept', { requestId: sent.id });
    const after = (await kai.client.get('/api/friends/my-requests')).json();
    expect(after.sent[0]).toMatchObject({
      status: 'accepted',
      receiver: { name: 'Max Hill', email: max.email },
    });
    expect(after.received[0]).toMatchObject({
      status: 'cancelled',
      sender: { name: 'Zoe', email: null },
    });
    expect(after.received[0].answeredAt).toEqual(expect.any(String));
  });

  it('answers empty lists for a parent with no requests', async () => {
    const lone = await family(t, 'Lone Parent');
    expect((await lone.client.get('/api/friends/my-requests')).json()).toEqual({
      sent: [],
      received: [],
    });
    expect((await lone.client.get('/api/friends/incoming')).json()).toEqual([]);
    expect((await lone.client.get('/api/friends/list')).json()).toEqual([]);
  });
});

describe('friends: the list, the parent photo, unfriending', () => {
  it('lists friends by name with e-mail and photo; a friend sees the photo, a stranger gets 404; unfriending ends both', async () => {
    const bea = await family(t, 'bea Young');
    const cal = await family(t, 'Cal Young');
    const stranger = await family(t, 'Stranger');
    const beasKid = (await addKid(bea.client)).id;
    const upload = await cal.client.multipart(
      'POST',
      '/api/parents/upload-photo',
      {},
      { photo: { name: 'me.png', type: 'image/png', data: await pngImage() } },
    );
    const calsPhoto: string = upload.json().parent.photoUrl;
    expect((await bea.client.get(calsPhoto)).statusCode).toBe(404);

    const { id } = await pendingRequest(cal, beasKid);
    await bea.client.post('/api/friends/accept', { requestId: id });
    const aliceKid = (await addKid(stranger.client)).id;
    const other = await pendingRequest(bea, aliceKid);
    await stranger.client.post('/api/friends/accept', { requestId: other.id });

    const list = (await bea.client.get('/api/friends/list')).json();
    expect(list).toEqual([
      {
        id: cal.parentId,
        name: 'Cal Young',
        email: cal.email,
        photoUrl: calsPhoto,
        since: expect.any(String),
        unread: 0,
      },
      {
        id: stranger.parentId,
        name: 'Stranger',
        email: stranger.email,
        photoUrl: null,
        since: expect.any(String),
        unread: 0,
      },
    ]);
    expect((await bea.client.get(calsPhoto)).statusCode).toBe(200);
    expect((await stranger.client.get(calsPhoto)).statusCode).toBe(404);

    heard.length = 0;
    expect((await bea.client.delete(`/api/friends/${cal.parentId}`)).statusCode).toBe(204);
    expect(heard).toEqual([
      {
        name: 'friendshipChanged',
        payload: {
          parentIds: [bea.parentId, cal.parentId].sort((a, b) => a - b),
          change: 'ended',
        },
      },
    ]);
    expect((await cal.client.get('/api/friends/list')).json()).toEqual([]);
    expect((await bea.client.get(calsPhoto)).statusCode).toBe(404);
    const again = await bea.client.delete(`/api/friends/${cal.parentId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: FRIEND_MESSAGES.friendNotFound, code: 'NOT_FOUND' });
  });
});

describe('who may call the friends routes', () => {
  const routes: [string, (client: TestClient) => ReturnType<TestClient['get']>][] = [
    ['POST /api/friends/send', (c) => sendRequest(c, mia)],
    ['GET /api/friends/incoming', (c) => c.get('/api/friends/incoming')],
    ['GET /api/friends/my-requests', (c) => c.get('/api/friends/my-requests')],
    ['POST /api/friends/accept', (c) => c.post('/api/friends/accept', { requestId: 1 })],
    ['POST /api/friends/reject', (c) => c.post('/api/friends/reject', { requestId: 1 })],
    ['POST /api/friends/cancel', (c) => c.post('/api/friends/cancel', { requestId: 1 })],
    ['GET /api/friends/list', (c) => c.get('/api/friends/list')],
    ['DELETE /api/friends/:parentId', (c) => c.delete(`/api/friends/${ana.parentId}`)],
  ];

  it.each(routes)('%s: 401 without a session, 403 before e-mail verification', async (_l, call) => {
    await expectVerifiedParentsOnly(t, unverified.client, call);
  });

  it.each([
    [
      'POST /api/friends/accept',
      (id: string | number) => sam.client.post('/api/friends/accept', { requestId: id }),
    ],
    [
      'POST /api/friends/reject',
      (id: string | number) => sam.client.post('/api/friends/reject', { requestId: id }),
    ],
    [
      'POST /api/friends/cancel',
      (id: string | number) => sam.client.post('/api/friends/cancel', { requestId: id }),
    ],
    [
      'POST /api/friends/send {kidId}',
      (id: string | number) => sendRequest(sam.client, 1, { kidId: id }),
    ],
    [
      'POST /api/friends/send {receiverId}',
      (id: string | number) => sendRequest(sam.client, mia, { receiverId: id }),
    ],
    [
      'DELETE /api/friends/:parentId',
      (id: string | number) => sam.client.delete(`/api/friends/${encodeURIComponent(String(id))}`),
    ],
  ])('%s: ids past 2³¹ and malformed ids answer 400, never 5xx', async (_label, call) => {
    await expectMalformedIdsRefused(call);
  });

  it('another family’s request answers 404, whatever the action', async () => {
    await strangers(sam, ana);
    const { id } = await pendingRequest(sam, mia);
    for (const action of ['accept', 'reject', 'cancel']) {
      const response = await leo.client.post(`/api/friends/${action}`, { requestId: id });
      expectError(response, 404, { error: FRIEND_MESSAGES.requestNotFound, code: 'NOT_FOUND' });
    }
  });
});
