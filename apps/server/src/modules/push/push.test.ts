import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS, PUSH_MESSAGES } from '@nestling/shared';
import { TEST_PASSWORD } from '../../../test/helpers/accounts.js';
import { startPushService, type TestPushService } from '@nestling/testing';
import {
  addKid,
  befriend,
  family,
  sendRequest,
  type Family,
} from '../../../test/helpers/social.js';
import {
  emitWithAck,
  listening,
  nextEvent,
  openSocket,
  recordEvents,
} from '../../../test/helpers/sockets.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { pushOutbox, pushSubscriptions } from '../../db/schema/index.js';
import { createPushRepository } from './push.repository.js';
import { createPushSender } from './push-sender.js';
import { resolveVapidIdentity, type VapidIdentity } from './vapid-keys.js';

let t: TestApp;
let second: TestApp;
let service: TestPushService;
let vapid: VapidIdentity;
let ada: Family;
let bob: Family;

const ALLOWED = { PUSH_ALLOWED_HOSTS: '127.0.0.1' };

/** Registers a new device of the service for `who`; answers the API's answer. */
async function subscribe(who: Family) {
  const device = service.device();
  const response = await who.client.post('/api/push/subscriptions', {
    ...device.subscription,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  });
  expect(response.statusCode).toBe(201);
  return { device, id: response.json().id as number };
}

/** Makes every outbox row due now (the 5 s of a message, a retry's wait, quiet hours' end). */
async function makeDue(): Promise<void> {
  await t.database.db.update(pushOutbox).set({ notBefore: sql`now() - interval '1 second'` });
}

const drain = () => t.app.services.pushSender!.drainOnce();

beforeAll(async () => {
  const dataDir = (await import('node:os')).tmpdir();
  vapid = (await resolveVapidIdentity({
    DATA_DIR: `${dataDir}/nestling-vapid-${process.pid}-${Date.now()}`,
    APP_URL: 'https://nestling.test',
    MAIL_FROM: 'x',
    DATABASE_URL: undefined,
    VAPID_PUBLIC_KEY: undefined,
    VAPID_PRIVATE_KEY: undefined,
    VAPID_SUBJECT: undefined,
  }))!;
  service = await startPushService(vapid.publicKey);
  t = await createTestApp(ALLOWED, { push: { vapid, agent: service.agent } });
  second = await createTestApp(ALLOWED, {
    database: t.database,
    push: { vapid, agent: service.agent },
  });
  [ada, bob] = await Promise.all([family(t, 'Ada Stone'), family(t, 'Bob Marsh')]);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await service?.close();
});
beforeEach(async () => {
  await t.database.db.delete(pushOutbox);
  service.received.length = 0;
});

describe('the contract', () => {
  it('answers the VAPID public key', async () => {
    const response = await ada.client.get('/api/push/public-key');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: vapid.publicKey });
  });

  it('registers a device once per endpoint and lists it with its browser and date', async () => {
    const parent = await family(t, 'Cleo Vance');
    const device = service.device();
    const first = await parent.client.post('/api/push/subscriptions', {
      ...device.subscription,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Safari/605.1',
    });
    expect(first.statusCode).toBe(201);
    const again = await parent.client.post('/api/push/subscriptions', device.subscription);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const list = (await parent.client.get('/api/push/subscriptions')).json();
    expect(list.items).toEqual([
      {
        id: first.json().id,
        endpoint: device.subscription.endpoint,
        browser: 'Safari on iOS',
        createdAt: expect.any(String),
      },
    ]);
    expect(Date.now() - Date.parse(list.items[0].createdAt)).toBeLessThan(60_000);
  });

  it.each([
    ['a foreign host', { endpoint: 'https://10.0.0.5/push/x' }, 'PUSH_ENDPOINT_NOT_ALLOWED'],
    [
      'a look-alike host',
      { endpoint: 'https://127.0.0.1.evil.test/x' },
      'PUSH_ENDPOINT_NOT_ALLOWED',
    ],
    ['plain http', { endpoint: 'http://127.0.0.1/push/x' }, 'VALIDATION_FAILED'],
    [
      'an endpoint past 2 KB',
      { endpoint: `https://127.0.0.1/${'a'.repeat(2048)}` },
      'VALIDATION_FAILED',
    ],
    [
      'a key of 66 bytes',
      { keys: { p256dh: `B${'A'.repeat(87)}`, auth: 'A'.repeat(22) } },
      'VALIDATION_FAILED',
    ],
    [
      'an auth of 17 bytes',
      { keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(23) } },
      'VALIDATION_FAILED',
    ],
  ])('refuses %s with a clear 400', async (_label, change, code) => {
    const device = service.device();
    const response = await ada.client.post('/api/push/subscriptions', {
      ...device.subscription,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('holds at most 20 devices per parent', async () => {
    const parent = await family(t, 'Dora Lane');
    for (let index = 0; index < 20; index += 1) await subscribe(parent);
    const refused = await parent.client.post(
      '/api/push/subscriptions',
      service.device().subscription,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_DEVICES',
      error: PUSH_MESSAGES.tooMany,
    });
  });

  it('removes a device of the parent’s own, and answers 404 for another’s', async () => {
    const { id } = await subscribe(ada);
    expect((await bob.client.delete(`/api/push/subscriptions/${id}`)).statusCode).toBe(404);
    expect((await ada.client.delete(`/api/push/subscriptions/${id}`)).statusCode).toBe(204);
    const ids = (await ada.client.get('/api/push/subscriptions'))
      .json()
      .items.map((item: { id: number }) => item.id);
    expect(ids).not.toContain(id);
  });

  it('forgets the device at logout of that session and at account deletion', async () => {
    const parent = await family(t, 'Eve Hart');
    const { id } = await subscribe(parent);
    expect((await parent.client.post('/api/auth/logout')).statusCode).toBe(204);
    const rows = await t.database.db.select().from(pushSubscriptions);
    expect(rows.map((row) => row.id)).not.toContain(id);

    const leaving = await family(t, 'Finn Moss');
    const device = await subscribe(leaving);
    const deleted = await leaving.client.delete('/api/account', {
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    const after = await t.database.db.select().from(pushSubscriptions);
    expect(after.map((row) => row.id)).not.toContain(device.id);
  });

  it('leaves out the live notice when "In the app" is off; the centre keeps the notification', async () => {
    const parent = await family(t, 'Ivo Lind');
    const prefs = (await parent.client.get('/api/notification-preferences')).json();
    await parent.client.put('/api/notification-preferences', {
      ...prefs,
      kinds: { ...prefs.kinds, requests: { inApp: false, push: true } },
    });
    const socket = await openSocket(await listening(t), parent.client);
    try {
      const events = recordEvents(socket);
      const kid = await addKid(parent.client, { name: 'Jan Lind' });
      const changed = nextEvent(socket, 'friendRequestsChanged');
      expect((await sendRequest(ada.client, kid.id)).statusCode).toBe(201);
      // The request's own event, then the listeners' background work, then time to arrive.
      await changed;
      await t.app.services.background.drain();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(events.map(([name]) => name)).not.toContain('notification');
      const centre = (await parent.client.get('/api/notifications/me')).json();
      expect(centre.items).toHaveLength(1);
    } finally {
      socket.close();
    }
  });

  it('keeps preferences per kind and channel and quiet hours, defaults all on', async () => {
    const parent = await family(t, 'Gus Park');
    const defaults = (await parent.client.get('/api/notification-preferences')).json();
    expect(defaults.quietHours).toBeNull();
    expect(defaults.kinds.calls).toEqual({ inApp: true, push: true });
    const wanted = {
      kinds: { ...defaults.kinds, messages: { inApp: true, push: false } },
      quietHours: { start: '22:00', end: '07:00', timeZone: 'Europe/London' },
    };
    const saved = await parent.client.put('/api/notification-preferences', wanted);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(wanted);
    expect((await parent.client.get('/api/notification-preferences')).json()).toEqual(wanted);
    const bad = await parent.client.put('/api/notification-preferences', {
      ...wanted,
      quietHours: { start: '22:00', end: '07:00', timeZone: 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the outbox', () => {
  it('pushes a friend request to the receiver as they read it, once with two instances', async () => {
    const { device } = await subscribe(bob);
    const kid = await addKid(bob.client, { name: 'Mia Marsh' });
    expect((await sendRequest(ada.client, kid.id)).statusCode).toBe(201);
    const [a, b] = await Promise.all([drain(), second.app.services.pushSender!.drainOnce()]);
    expect(a.taken + b.taken).toBe(1);
    const pushes = service.receivedBy(device);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      ttl: 86_400,
      urgency: 'normal',
      status: 201,
      claims: { aud: service.origin, sub: vapid.subject },
      payload: {
        type: 'show',
        kind: 'requests',
        title: PUSH_MESSAGES.requestTitle,
        // A stranger's first name, the kid's first name only.
        body: NOTIFICATION_TEXTS.requestReceived({
          senderName: 'Ada',
          meetingType: 'Playdate',
          kidFirstName: 'Mia',
        }),
        url: '/dashboard/explore?requests=pending',
      },
    });
    expect(JSON.stringify(pushes[0]!.payload)).not.toContain('Marsh');
  });

  it('pushes in the receiver’s saved language, not the sender’s (issue 28, decision 076)', async () => {
    const [gil, rosa] = await Promise.all([
      family(t, 'Gil Hart'),
      family(t, 'Rosa Vega', { locale: 'es' }),
    ]);
    const { device } = await subscribe(rosa);
    const kid = await addKid(rosa.client, { name: 'Nora Vega' });
    const sent = await sendRequest(gil.client, kid.id);
    expect(sent.statusCode).toBe(201);
    await drain();
    expect(service.receivedBy(device).map((push) => push.payload)).toEqual([
      expect.objectContaining({
        title: 'Solicitud en Nestling',
        body: 'Gil quiere una cita de juegos con Nora. Acepta o rechaza la solicitud.',
      }),
    ]);

    const accepted = await rosa.client.post('/api/friends/accept', { requestId: sent.json().id });
    expect(accepted.statusCode).toBe(200);
    await t.database.db.delete(pushOutbox);
    await gil.client.post('/api/messages', { receiverId: rosa.parentId, text: 'Hola' });
    await makeDue();
    await drain();
    expect(service.receivedBy(device).at(-1)?.payload).toMatchObject({
      kind: 'messages',
      title: 'Nuevo mensaje de Gil Hart',
      body: 'Abre Nestling para leerlo.',
    });
  });

  it('pushes a message after a few seconds unless it was read, naming the sender only', async () => {
    const [cleo, dan] = await Promise.all([family(t, 'Cleo Reed'), family(t, 'Dan Fox')]);
    await befriend(cleo, dan);
    const { device } = await subscribe(dan);
    await t.database.db.delete(pushOutbox);
    const sent = await cleo.client.post('/api/messages', {
      receiverId: dan.parentId,
      text: 'Secret plan',
    });
    expect(sent.statusCode).toBe(201);
    expect((await drain()).taken).toBe(0); // not due for 5 s
    await makeDue();
    await drain();
    expect(service.receivedBy(device).map((push) => push.payload)).toEqual([
      {
        type: 'show',
        kind: 'messages',
        title: PUSH_MESSAGES.messageTitle('Cleo Reed'),
        body: PUSH_MESSAGES.messageBody,
        url: `/dashboard/messages?chatWith=${cleo.parentId}`,
        tag: `chat-${cleo.parentId}`,
      },
    ]);

    await cleo.client.post('/api/messages', { receiverId: dan.parentId, text: 'Read at once' });
    await dan.client.post('/api/messages/mark-read', { friendId: cleo.parentId });
    await makeDue();
    await drain();
    expect(service.receivedBy(device)).toHaveLength(1);
  });

  it('drops a message’s push when a socket of the receiver is live', async () => {
    const [eli, fay] = await Promise.all([family(t, 'Eli Grant'), family(t, 'Fay Grant')]);
    await befriend(eli, fay);
    const { device } = await subscribe(fay);
    const socket = await openSocket(await listening(t), fay.client);
    try {
      await eli.client.post('/api/messages', { receiverId: fay.parentId, text: 'Seen live' });
      await makeDue();
      await drain();
      expect(service.receivedBy(device)).toEqual([]);
      expect(await t.database.db.select().from(pushOutbox)).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('rings a call with high urgency and a short TTL, and withdraws it when the call ends', async () => {
    const [gus, hana] = await Promise.all([family(t, 'Gus Hale'), family(t, 'Hana Hale')]);
    await befriend(gus, hana);
    const { device } = await subscribe(hana);
    const caller = await openSocket(await listening(t), gus.client);
    try {
      const offer = { type: 'offer' as const, sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
      expect(
        await emitWithAck(caller, 'callUser', { to: hana.parentId, signalData: offer }),
      ).toEqual({
        ok: true,
      });
      await drain();
      const [ring] = service.receivedBy(device);
      expect(ring).toMatchObject({
        ttl: 45,
        urgency: 'high',
        topic: 'call',
        payload: {
          type: 'show',
          kind: 'calls',
          title: PUSH_MESSAGES.callTitle('Gus Hale'),
          body: PUSH_MESSAGES.callBody,
          url: `/dashboard/messages?chatWith=${gus.parentId}&call=incoming`,
        },
      });
      expect(await emitWithAck(caller, 'endCall', { to: hana.parentId })).toEqual({ ok: true });
      await drain();
      expect(service.receivedBy(device).map((push) => push.payload)).toEqual([
        ring!.payload,
        { type: 'withdraw', tag: (ring!.payload as { tag: string }).tag },
      ]);

      // Ended before it was sent: withdrawn from the outbox, nothing reaches the device.
      await emitWithAck(caller, 'callUser', { to: hana.parentId, signalData: offer });
      await emitWithAck(caller, 'endCall', { to: hana.parentId });
      await drain();
      expect(service.receivedBy(device)).toHaveLength(2);
    } finally {
      caller.close();
    }
  });

  it('retries a 500 and a 429 after Retry-After, and deletes a device answered 410', async () => {
    const parent = await family(t, 'Hal Quinn');
    const { device, id } = await subscribe(parent);
    service.script(device, { status: 500 }, { status: 429, headers: { 'Retry-After': '120' } });
    const kid = await addKid(parent.client, { name: 'Ivy Quinn' });
    await sendRequest(ada.client, kid.id);
    await drain();
    const [retry] = await t.database.db.select().from(pushOutbox);
    expect(retry).toMatchObject({ subscriptionId: id, attempts: 1 });
    await makeDue();
    await drain();
    const [again] = await t.database.db.select().from(pushOutbox);
    expect(again!.attempts).toBe(2);
    const waitMs = again!.notBefore.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(100_000);
    expect(waitMs).toBeLessThanOrEqual(121_000);
    await makeDue();
    await drain();
    expect(await t.database.db.select().from(pushOutbox)).toEqual([]);
    expect(service.receivedBy(device).map((push) => push.status)).toEqual([500, 429, 201]);

    service.script(device, { status: 410 });
    const other = await addKid(parent.client, { name: 'Jo Quinn' });
    await sendRequest(bob.client, other.id);
    await drain();
    const ids = (await t.database.db.select().from(pushSubscriptions)).map((row) => row.id);
    expect(ids).not.toContain(id);
  });

  it('bounds a push service that hangs: a retry later, nothing lost, the request answered', async () => {
    const parent = await family(t, 'Kim West');
    const { device } = await subscribe(parent);
    service.script(device, 'hang');
    const sender = createPushSender({
      repository: createPushRepository(t.database.db),
      vapid,
      allowedHosts: ['127.0.0.1'],
      logger: t.app.log,
      pollMs: 0,
      agent: service.agent,
      sendTimeoutMs: 300,
    });
    const kid = await addKid(parent.client, { name: 'Lou West' });
    const started = Date.now();
    expect((await sendRequest(ada.client, kid.id)).statusCode).toBe(201);
    const { outcomes } = await sender.drainOnce();
    expect(outcomes).toEqual(['retry']);
    expect(Date.now() - started).toBeLessThan(5000);
    const [retry] = await t.database.db.select().from(pushOutbox);
    expect(retry!.attempts).toBe(1);
  });

  it('sends nothing when push is off for the kind, and holds other kinds in quiet hours', async () => {
    const parent = await family(t, 'Max Bell');
    const { device } = await subscribe(parent);
    const prefs = (await parent.client.get('/api/notification-preferences')).json();
    await parent.client.put('/api/notification-preferences', {
      ...prefs,
      kinds: { ...prefs.kinds, requests: { inApp: true, push: false } },
    });
    const kid = await addKid(parent.client, { name: 'Ned Bell' });
    await sendRequest(ada.client, kid.id);
    await drain();
    expect(service.receivedBy(device)).toEqual([]);
    expect(await t.database.db.select().from(pushOutbox)).toEqual([]);

    // Quiet all day but one minute: two requests held, then one summary.
    const now = new Date();
    const clock = (date: Date) => date.toISOString().slice(11, 16);
    await parent.client.put('/api/notification-preferences', {
      ...prefs,
      quietHours: {
        start: clock(new Date(now.getTime() - 60_000)),
        end: clock(new Date(now.getTime() + 120_000)),
        timeZone: 'UTC',
      },
    });
    const kid2 = await addKid(parent.client, { name: 'Oli Bell' });
    // Ada's first request is still pending: two other families ask.
    const quinn = await family(t, 'Quinn Ray');
    expect((await sendRequest(bob.client, kid2.id)).statusCode).toBe(201);
    expect((await sendRequest(quinn.client, kid2.id)).statusCode).toBe(201);
    await drain();
    expect(service.receivedBy(device)).toEqual([]);
    const held = await t.database.db.select().from(pushOutbox);
    expect(held.map((row) => row.held)).toEqual([true, true]);
    expect(held[0]!.notBefore.getTime()).toBeGreaterThan(Date.now());
    await parent.client.put('/api/notification-preferences', { ...prefs, quietHours: null });
    await makeDue();
    await drain();
    expect(service.receivedBy(device).map((push) => push.payload)).toEqual([
      expect.objectContaining({
        kind: 'summary',
        title: PUSH_MESSAGES.summaryTitle,
        body: PUSH_MESSAGES.summaryBody(2),
        url: '/dashboard/notifications',
      }),
    ]);
  });

  it('drops devices made for other VAPID keys when the keys change', async () => {
    const parent = await family(t, 'Pia Cole');
    const { id } = await subscribe(parent);
    const other = createPushSender({
      repository: createPushRepository(t.database.db),
      vapid: { ...vapid, publicKey: `B${'A'.repeat(86)}` },
      allowedHosts: ['127.0.0.1'],
      logger: t.app.log,
      pollMs: 60_000,
    });
    await other.start();
    await other.stop();
    const ids = (await t.database.db.select().from(pushSubscriptions)).map((row) => row.id);
    expect(ids).not.toContain(id);
  });
});
