import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, type Notification } from '@nestling/shared';
import {
  addKid,
  expectMalformedIdsRefused,
  family,
  notificationsOf,
  sendRequest,
  type Family,
} from '../../../test/helpers/social.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';
import { notifications } from '../../db/schema/index.js';

let t: TestApp;
let ada: Family;
let bob: Family;
let unverified: Family;

/** Writes `count` notifications for a parent, a minute apart, the last one newest. */
async function seed(parentId: number, count: number, label: string): Promise<void> {
  const start = Date.now() - count * 60_000;
  await t.database.db.insert(notifications).values(
    Array.from({ length: count }, (_, index) => ({
      parentId,
      kind: 'friend-request-rejected' as const,
      message: `${label} ${index + 1}`,
      link: '/my-requests',
      createdAt: new Date(start + index * 60_000),
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  [ada, bob, unverified] = await Promise.all([
    family(t, 'Ada Stone'),
    family(t, 'Bob Marsh'),
    family(t, 'Una Verified', { verified: false }),
  ]);
  await seed(ada.parentId, 25, 'Ada');
  await seed(bob.parentId, 3, 'Bob');
  await seed(unverified.parentId, 1, 'Una');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/notifications/me and /summary/me', () => {
  it('counts the parent’s own notifications', async () => {
    const response = await ada.client.get('/api/notifications/summary/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total: 25, unread: 25 });
  });

  it.each([
    ['', 1, 10, ['Ada 25', 'Ada 16']],
    ['?pageSize=20&page=2', 2, 20, ['Ada 5', 'Ada 1']],
    ['?pageSize=50', 1, 50, ['Ada 25', 'Ada 1']],
    ['?page=3', 3, 10, ['Ada 5', 'Ada 1']],
  ])('pages%s newest first (spec §9: 10, 20 or 50)', async (query, page, pageSize, ends) => {
    const body = (await ada.client.get(`/api/notifications/me${query}`)).json();
    expect(body).toMatchObject({ total: 25, page, pageSize });
    const messages = (body.items as Notification[]).map((item) => item.message);
    expect([messages[0], messages.at(-1)]).toEqual(ends);
  });

  it('answers a page past the end empty, with the total', async () => {
    expect((await ada.client.get('/api/notifications/me?page=4')).json()).toEqual({
      items: [],
      total: 25,
      page: 4,
      pageSize: 10,
    });
  });

  it('shows each notification in the one shape of spec §3, plus its kind, link and time', async () => {
    const [item] = (await bob.client.get('/api/notifications/me')).json().items;
    expect(item).toEqual({
      id: expect.any(Number),
      kind: 'friend-request-rejected',
      message: 'Bob 3',
      link: '/my-requests',
      startsAt: null,
      createdAt: expect.any(String),
      isRead: false,
    });
  });

  it('answers the spec’s /notifications/:parentId for the session’s own id only', async () => {
    const own = await bob.client.get(`/api/notifications/${bob.parentId}?pageSize=20`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual((await bob.client.get('/api/notifications/me?pageSize=20')).json());
    const other = await bob.client.get(`/api/notifications/${ada.parentId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: NOTIFICATION_MESSAGES.notFound, code: 'NOT_FOUND' });
  });

  it('serves a parent who has not verified their e-mail yet (calendar reminders need none)', async () => {
    expect((await unverified.client.get('/api/notifications/summary/me')).json()).toEqual({
      total: 1,
      unread: 1,
    });
  });

  it.each(['?pageSize=15', '?pageSize=100', '?page=0', '?page=1e3', '?pageSize=%00'])(
    'refuses %s with 400',
    async (query) => {
      const response = await ada.client.get(`/api/notifications/me${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    },
  );
});

describe('the reader’s language, now (issue 28)', () => {
  const english = 'Omar would like a playdate with Mia. Accept or reject the request.';
  const spanish = 'Omar quiere una cita de juegos con Mia. Acepta o rechaza la solicitud.';

  async function saveLanguage(who: Family, locale: 'en' | 'es') {
    const response = await who.client.patch('/api/parents/edit', { locale });
    expect(response.statusCode).toBe(200);
  }

  it('says a notification written in English in Spanish once the parent switched, and back', async () => {
    const [elena, omar] = await Promise.all([family(t, 'Elena Cambia'), family(t, 'Omar Pide')]);
    const mia = await addKid(elena.client, { name: 'Mia Flores' });
    expect((await sendRequest(omar.client, mia.id)).statusCode).toBe(201);
    const [written] = await notificationsOf(elena.client);
    expect(written).toMatchObject({ kind: 'friend-request-received', message: english });

    await saveLanguage(elena, 'es');
    const [read] = await notificationsOf(elena.client);
    // The same notification, the same fields (spec §3), its sentence in Spanish.
    expect(read).toEqual({ ...written, message: spanish });
    const marked = await elena.client.patch(`/api/notifications/${String(written?.id)}/read`);
    expect(marked.json()).toEqual({ ...written, message: spanish, isRead: true });

    await saveLanguage(elena, 'en');
    expect(await notificationsOf(elena.client)).toEqual([
      { ...written, message: english, isRead: true },
    ]);
  });

  it('says one written in Spanish in English once the parent switched', async () => {
    const [sofia, omar] = await Promise.all([
      family(t, 'Sofía Lee', { locale: 'es' }),
      family(t, 'Omar Pregunta'),
    ]);
    const mia = await addKid(sofia.client, { name: 'Mia Soto' });
    expect((await sendRequest(omar.client, mia.id)).statusCode).toBe(201);
    expect((await notificationsOf(sofia.client)).map((item) => item.message)).toEqual([spanish]);
    await saveLanguage(sofia, 'en');
    expect((await notificationsOf(sofia.client)).map((item) => item.message)).toEqual([english]);
  });

  it('reads a row stored as text alone (before migration 0021) in the reader’s language', async () => {
    const reader = await family(t, 'Rita Antes', { locale: 'es' });
    await t.database.db.insert(notifications).values([
      {
        parentId: reader.parentId,
        kind: 'event-reminder',
        message: 'Reminder: “Swim lesson” for Mia Rose is coming up within 24 hours.',
        link: '/parent-hub',
        createdAt: new Date(Date.now() - 60_000),
      },
      {
        parentId: reader.parentId,
        kind: 'friend-request-rejected',
        message: 'Something an older version wrote.',
        link: '/my-requests',
      },
    ]);
    expect((await notificationsOf(reader.client)).map((item) => item.message)).toEqual([
      'Something an older version wrote.',
      'Recordatorio: “Swim lesson” para Mia Rose es dentro de las próximas 24 horas.',
    ]);
  });
});

describe('marking read', () => {
  it('marks one of the parent’s own read (twice is fine); another parent’s is 404 and stays unread', async () => {
    const [adaFirst] = (await ada.client.get('/api/notifications/me')).json().items;
    const [bobFirst] = (await bob.client.get('/api/notifications/me')).json().items;
    for (let time = 0; time < 2; time += 1) {
      const response = await ada.client.patch(`/api/notifications/${adaFirst.id}/read`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...adaFirst, isRead: true });
    }
    expect((await ada.client.get('/api/notifications/summary/me')).json()).toEqual({
      total: 25,
      unread: 24,
    });
    const foreign = await ada.client.patch(`/api/notifications/${bobFirst.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect((await bob.client.get('/api/notifications/summary/me')).json().unread).toBe(3);
  });

  it('marks all read in one call and answers the new summary, touching nobody else’s', async () => {
    const response = await ada.client.post('/api/notifications/read-all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total: 25, unread: 0 });
    const page = (await ada.client.get('/api/notifications/me?pageSize=50')).json();
    expect((page.items as Notification[]).every((item) => item.isRead)).toBe(true);
    expect((await bob.client.get('/api/notifications/summary/me')).json()).toEqual({
      total: 3,
      unread: 3,
    });
  });
});

describe('who may call the notifications routes', () => {
  const routes: [string, (client: TestClient) => ReturnType<TestClient['get']>][] = [
    ['GET /api/notifications/summary/me', (c) => c.get('/api/notifications/summary/me')],
    ['GET /api/notifications/me', (c) => c.get('/api/notifications/me')],
    ['GET /api/notifications/:parentId', (c) => c.get('/api/notifications/1')],
    ['PATCH /api/notifications/:id/read', (c) => c.patch('/api/notifications/1/read')],
    ['POST /api/notifications/read-all', (c) => c.post('/api/notifications/read-all')],
  ];

  it.each(routes)('%s answers 401 without a session', async (_label, call) => {
    const response = await call(t.client());
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('NOT_AUTHENTICATED');
  });

  it.each([
    [
      'GET /api/notifications/:parentId',
      (id: string | number) =>
        ada.client.get(`/api/notifications/${encodeURIComponent(String(id))}`),
    ],
    [
      'PATCH /api/notifications/:id/read',
      (id: string | number) =>
        ada.client.patch(`/api/notifications/${encodeURIComponent(String(id))}/read`),
    ],
  ])('%s: ids past 2³¹ and malformed ids answer 400, never 5xx', async (_label, call) => {
    await expectMalformedIdsRefused(call);
  });
});
