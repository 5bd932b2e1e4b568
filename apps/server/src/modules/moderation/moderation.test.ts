import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  REPORT_HISTORY_LIMIT,
  REPORT_MESSAGES,
  REPORTS_PER_DAY,
  SUSPENDED_ACCOUNT_NAME,
  type Friend,
  type MyRequests,
  type AuditPage,
  type ModerationReport,
  type ModerationReportPage,
  type PublicKidPage,
} from '@nestling/shared';
import { memberOf, TEST_PASSWORD } from '../../../test/helpers/accounts.js';
import {
  addKid,
  befriend,
  expectError,
  family,
  type Family,
  notificationsOf,
} from '../../../test/helpers/social.js';
import { listening, openSocket } from '../../../test/helpers/sockets.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';
import { setModerator } from '../../cli/admin.js';
import { reports } from '../../db/schema/index.js';

let t: TestApp;
/** Rita reports; Bo is her friend who messages her; Cy shows a kid in Explore; Dee is unseen. */
let rita: Family;
let bo: Family;
let cy: Family;
let dee: Family;
let mod: Family;
let caregiver: TestClient;
let boKid: number;
let cyKid: number;
/** Bo's messages to Rita, oldest first, and Rita's to Bo. */
const fromBo: number[] = [];
let fromRita: number;

async function send(from: Family, to: Family, text: string): Promise<number> {
  const response = await from.client.post('/api/messages', { receiverId: to.parentId, text });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

function report(client: TestClient, body: unknown) {
  return client.post('/api/reports', body);
}

/** The kid ids a parent's Explore shows. */
async function exploreIds(client: TestClient): Promise<number[]> {
  const response = await client.get('/api/kids/public?pageSize=48');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as PublicKidPage).items.map((kid) => kid.id);
}

/** The name a parent's friend list shows for friend `parentId`. */
async function friendName(client: TestClient, parentId: number): Promise<string | undefined> {
  const response = await client.get('/api/friends/list');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Friend[]).find((friend) => friend.id === parentId)?.name;
}

/** The receiver's name in the parent's first sent request (My Requests). */
async function requestPartyName(client: TestClient): Promise<string | undefined> {
  const response = await client.get('/api/friends/my-requests');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as MyRequests).sent[0]?.receiver.name;
}

/** The sentence of the parent's "request accepted" notification. */
async function acceptedNotice(client: TestClient): Promise<string | undefined> {
  return (await notificationsOf(client)).find((n) => n.kind === 'friend-request-accepted')?.message;
}

/** The open reports on the moderator's screen (a first page of 50), newest first. */
async function openReports(): Promise<ModerationReport[]> {
  const response = await mod.client.get('/api/moderation/reports?pageSize=50');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ModerationReportPage).items;
}

/** The moderator takes `action` on report `id`, giving `reason` (the audit log keeps it). */
function act(id: number | string, action: string, reason: string) {
  return mod.client.post(`/api/moderation/reports/${id}/actions`, { action, reason });
}

beforeAll(async () => {
  t = await createTestApp();
  [rita, bo, cy, dee, mod] = await Promise.all([
    family(t, 'Rita Moss'),
    family(t, 'Bo Harlan'),
    family(t, 'Cy Wren'),
    family(t, 'Dee Noor'),
    family(t, 'Max Moderator'),
  ]);
  boKid = await befriend(rita, bo);
  cyKid = (await addKid(cy.client, { name: 'Cleo Anne' })).id;
  await addKid(dee.client, { name: 'Private', showInExplore: false });
  for (let i = 1; i <= 7; i += 1) fromBo.push(await send(bo, rita, `Bo says ${i}`));
  fromRita = await send(rita, bo, 'Rita answers');
  caregiver = (await memberOf(t, rita.familyId, 'caregiver')).client;
  // As `npm run admin -- moderator grant` does, then the cache is told (as its Redis message).
  expect(await setModerator(t.database.db, mod.email.toUpperCase(), true)).toBe(mod.parentId);
  t.app.services.events.emit('parentChanged', { parentId: mod.parentId });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/reports', () => {
  it('files a report of a message one received, and answers the open one when it is reported again', async () => {
    const first = await report(rita.client, {
      targetType: 'message',
      targetId: fromBo[6],
      reason: 'harassment',
      note: '  Keeps writing at night  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      targetType: 'message',
      targetId: fromBo[6],
      reason: 'harassment',
      note: 'Keeps writing at night',
      status: 'open',
    });
    const again = await report(rita.client, {
      targetType: 'message',
      targetId: fromBo[6],
      reason: 'spam',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
  });

  it('files a report of a family seen in Explore or as a friend', async () => {
    const card = await report(rita.client, {
      targetType: 'family',
      targetId: cy.parentId,
      reason: 'inappropriate',
    });
    expect(card.statusCode, card.body).toBe(201);
    const friend = await report(rita.client, {
      targetType: 'family',
      targetId: bo.parentId,
      reason: 'child-safety',
    });
    expect(friend.statusCode, friend.body).toBe(201);
  });

  it('answers 404 for a family one cannot see and a message one did not receive, 400 for one’s own family', async () => {
    for (const body of [
      { targetType: 'family', targetId: dee.parentId, reason: 'spam' },
      { targetType: 'family', targetId: 2_147_483_647, reason: 'spam' },
      { targetType: 'message', targetId: fromRita, reason: 'spam' },
      { targetType: 'message', targetId: 2_147_483_647, reason: 'spam' },
    ]) {
      const response = await report(rita.client, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json()).toEqual({ error: REPORT_MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    // Cy cannot report Bo's message to Rita.
    expect(
      (await report(cy.client, { targetType: 'message', targetId: fromBo[0], reason: 'spam' }))
        .statusCode,
    ).toBe(404);
    const own = await report(rita.client, {
      targetType: 'family',
      targetId: rita.parentId,
      reason: 'spam',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ error: REPORT_MESSAGES.ownFamily, code: 'OWN_FAMILY' });
  });

  it('refuses a caregiver with 403 GUARDIAN_ONLY', async () => {
    const response = await report(caregiver, {
      targetType: 'family',
      targetId: cy.parentId,
      reason: 'spam',
    });
    expectError(response, 403, { error: MESSAGES.common.guardianOnly, code: 'GUARDIAN_ONLY' });
  });

  it('refuses hostile bodies with 400, never 5xx', async () => {
    const bodies: unknown[] = [
      {},
      [],
      { targetType: 'kid', targetId: cyKid, reason: 'spam' },
      { targetType: 'family', targetId: '1; drop table reports', reason: 'spam' },
      { targetType: 'family', targetId: -1, reason: 'spam' },
      { targetType: 'family', targetId: 1.5, reason: 'spam' },
      { targetType: 'family', targetId: 2 ** 31, reason: 'spam' },
      { targetType: 'family', targetId: cy.parentId, reason: 'rude' },
      { targetType: 'family', targetId: cy.parentId, reason: 'spam', note: 'x'.repeat(1001) },
      { targetType: 'family', targetId: cy.parentId, reason: 'spam', note: 'a\u0000b' },
      { targetType: 'family', targetId: cy.parentId, reason: 'spam', note: '\uD800' },
      { targetType: 'family', targetId: cy.parentId, reason: 'spam', note: 7 },
      { targetType: 'family', targetId: cy.parentId, reason: 'spam', reporterId: 1 },
      { __proto__: { reason: 'spam' }, targetType: 'family', targetId: cy.parentId },
    ];
    for (const body of bodies) {
      const response = await report(dee.client, body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
    }
    const tooLong = await report(dee.client, {
      targetType: 'family',
      targetId: cy.parentId,
      reason: 'spam',
      note: 'x'.repeat(1001),
    });
    expect(tooLong.json().details).toEqual([
      { path: 'note', message: REPORT_MESSAGES.noteTooLong },
    ]);
  });

  it(`allows ${REPORTS_PER_DAY} reports a day, then answers 429`, async () => {
    const ids: number[] = [];
    for (let i = 0; i <= REPORTS_PER_DAY; i += 1) ids.push(await send(rita, bo, `Spam ${i}`));
    for (const [i, id] of ids.entries()) {
      const response = await report(bo.client, {
        targetType: 'message',
        targetId: id,
        reason: 'spam',
      });
      expect(response.statusCode, `report ${i + 1}: ${response.body}`).toBe(
        i < REPORTS_PER_DAY ? 201 : 429,
      );
      if (i === REPORTS_PER_DAY) {
        expect(response.json()).toEqual({
          error: REPORT_MESSAGES.tooMany,
          code: 'DAILY_REPORT_LIMIT',
        });
      }
    }
  });
});

describe('the moderation routes', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/moderation/reports'],
    ['POST', '/api/moderation/reports/1/actions', { action: 'dismiss', reason: 'x' }],
    ['GET', '/api/moderation/audit'],
  ];

  it('answer 403 MODERATOR_ONLY to anyone who is not a moderator', async () => {
    for (const client of [rita.client, caregiver]) {
      for (const [method, url, body] of routes) {
        const response = await client.request(method as 'GET', url, body ? { body } : {});
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({
          error: MESSAGES.common.moderatorOnly,
          code: 'MODERATOR_ONLY',
        });
      }
    }
  });

  it('list open reports newest first, with the reported message, the five before it and the family', async () => {
    const response = await mod.client.get('/api/moderation/reports?pageSize=50');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as ModerationReportPage;
    expect(page.total).toBe(3 + REPORTS_PER_DAY);
    const times = page.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const harassment = page.items.find((item) => item.reason === 'harassment')!;
    expect(harassment.message).toMatchObject({
      id: fromBo[6],
      text: 'Bo says 7',
      fromReported: true,
    });
    expect(harassment.context.map((m) => m.text)).toEqual([
      'Bo says 2',
      'Bo says 3',
      'Bo says 4',
      'Bo says 5',
      'Bo says 6',
    ]);
    expect(harassment.family).toEqual({
      id: bo.familyId,
      cards: [{ kidId: boKid, firstName: 'Bo' }],
      reportCount: 2,
      hidden: false,
      suspended: false,
      // The family's other report, the report itself left out.
      history: [
        {
          id: expect.any(Number),
          createdAt: expect.any(String),
          reason: 'child-safety',
          targetType: 'family',
          status: 'open',
          firstAction: null,
        },
      ],
    });
    const card = page.items.find((item) => item.reason === 'inappropriate')!;
    expect(card.message).toBeNull();
    expect(card.context).toEqual([]);
    expect(card.family.cards).toEqual([{ kidId: cyKid, firstName: 'Cleo' }]);
    // The reporter is never named.
    expect(response.body).not.toContain(rita.email);
    expect(JSON.stringify(page.items.map((item) => Object.keys(item)))).not.toContain('reporter');
  });

  it('refuses an action without a reason or of an unknown kind (400), and an unknown report (404)', async () => {
    const id = (await openReports())[0]!.id;
    for (const body of [
      { action: 'dismiss' },
      { action: 'dismiss', reason: '   ' },
      { action: 'delete', reason: 'x' },
      { action: 'dismiss', reason: 'x'.repeat(1001) },
      { action: 'dismiss', reason: 'a\u0000' },
      [],
    ]) {
      const response = await mod.client.post(`/api/moderation/reports/${id}/actions`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await act(2147483647, 'dismiss', 'x')).statusCode).toBe(404);
    expect((await act('x', 'dismiss', 'x')).statusCode).toBe(400);
  });

  it('hides a family from Explore and tells the reporter, without detail', async () => {
    expect(await exploreIds(rita.client)).toContain(cyKid);
    const card = (await openReports()).find((item) => item.reason === 'inappropriate')!;
    const hidden = await act(card.id, 'hide', 'Card shows an adult');
    expect(hidden.statusCode, hidden.body).toBe(204);
    expect(await exploreIds(rita.client)).not.toContain(cyKid);
    expect(await exploreIds(dee.client)).not.toContain(cyKid);
    const told = (await notificationsOf(rita.client)).filter((n) => n.kind === 'report-reviewed');
    expect(told.map((n) => n.message)).toEqual([REPORT_MESSAGES.reviewed]);
    // Closed: no longer listed; Cy is told nothing.
    expect((await openReports()).map((item) => item.id)).not.toContain(card.id);
    expect((await notificationsOf(cy.client)).map((n) => n.kind)).not.toContain('report-reviewed');
  });

  it('suspends a message’s sender: their open session and socket end, sign-in is refused, their kids leave Explore; reinstating restores', async () => {
    const baseUrl = await listening(t);
    const socket = await openSocket(baseUrl, bo.client);
    const suspensionTold = new Promise<void>((resolve) => socket.once('accountSuspended', resolve));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(await exploreIds(dee.client)).toContain(boKid);
    const harassment = (await openReports()).find((item) => item.reason === 'harassment')!;
    const suspended = await act(harassment.id, 'suspend', 'Harassing messages');
    expect(suspended.statusCode, suspended.body).toBe(204);
    await suspensionTold;
    expect(await disconnected).toBe('io server disconnect');
    expect((await bo.client.get('/api/parents/me')).statusCode).toBe(401);
    const login = await bo.client.post('/api/auth/login', {
      email: bo.email,
      password: TEST_PASSWORD,
    });
    expectError(login, 403, { error: MESSAGES.login.accountSuspended, code: 'ACCOUNT_SUSPENDED' });
    // A wrong password learns nothing of the suspension.
    const guess = await t
      .client()
      .post('/api/auth/login', { email: bo.email, password: 'Wrong-Pass9' });
    expect(guess.statusCode).toBe(401);
    expect(await exploreIds(dee.client)).not.toContain(boKid);
    // Nothing is deleted: Rita keeps the conversation; she sees Bo as "Suspended account".
    expect((await rita.client.get(`/api/messages/${bo.parentId}`)).statusCode).toBe(200);
    expect(await friendName(rita.client, bo.parentId)).toBe(SUSPENDED_ACCOUNT_NAME);
    // …in her requests and in the notifications already written about them (the stored
    // sentence is kept: a reinstatement restores it).
    expect(await requestPartyName(rita.client)).toBe(SUSPENDED_ACCOUNT_NAME);
    const accepted = await acceptedNotice(rita.client);
    expect(accepted).toContain(SUSPENDED_ACCOUNT_NAME);
    expect(accepted).not.toContain('Bo Harlan');

    const reinstated = await act(harassment.id, 'reinstate', 'Appeal accepted');
    expect(reinstated.statusCode, reinstated.body).toBe(204);
    const back = await bo.client.post('/api/auth/login', {
      email: bo.email,
      password: TEST_PASSWORD,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await exploreIds(dee.client)).toContain(boKid);
    expect(await friendName(rita.client, bo.parentId)).toBe('Bo Harlan');
    expect(await requestPartyName(rita.client)).toBe('Bo Harlan');
    expect(await acceptedNotice(rita.client)).toContain('Bo Harlan');
    // One notification per report, at its closing.
    const told = (await notificationsOf(rita.client)).filter((n) => n.kind === 'report-reviewed');
    expect(told).toHaveLength(2);
  });

  it('suspends a family report’s guardians', async () => {
    const childSafety = (await openReports()).find((item) => item.reason === 'child-safety')!;
    expect((await act(childSafety.id, 'suspend', 'Checking')).statusCode).toBe(204);
    expect((await bo.client.get('/api/parents/me')).statusCode).toBe(401);
    expect((await act(childSafety.id, 'reinstate', 'Cleared')).statusCode).toBe(204);
  });

  it('keeps an append-only audit log of every action: who, when, what, why', async () => {
    const response = await mod.client.get('/api/moderation/audit');
    expect(response.statusCode, response.body).toBe(200);
    const audit = response.json() as AuditPage;
    expect(audit.items.map((entry) => [entry.action, entry.reason])).toEqual([
      ['reinstate', 'Cleared'],
      ['suspend', 'Checking'],
      ['reinstate', 'Appeal accepted'],
      ['suspend', 'Harassing messages'],
      ['hide', 'Card shows an adult'],
    ]);
    expect(audit.items[3]).toMatchObject({
      moderatorId: mod.parentId,
      moderatorEmail: mod.email,
      familyId: bo.familyId,
      parentIds: [bo.parentId],
    });
    await expect(
      t.database.db.execute(sql`update moderation_audit set reason = 'rewritten'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from moderation_audit`)).rejects.toThrow();
    expect(((await mod.client.get('/api/moderation/audit')).json() as AuditPage).total).toBe(5);
  });

  it('gives each open report its family’s other reports, newest first, at most REPORT_HISTORY_LIMIT, with the first action and never the reporter', async () => {
    // Bo's family: the harassment report (suspended, then reinstated) and the child-safety one
    // (suspended) are closed; Rita reports the family again.
    const again = await report(rita.client, {
      targetType: 'family',
      targetId: bo.parentId,
      reason: 'spam',
    });
    expect(again.statusCode, again.body).toBe(201);
    // Rita's family has Bo's ten open spam reports; five older closed ones make it 15.
    const old = await t.database.db
      .insert(reports)
      .values(
        [1, 2, 3, 4, 5].map((day) => ({
          reporterId: dee.parentId,
          targetType: 'family' as const,
          targetId: rita.parentId,
          familyId: rita.familyId,
          reason: 'other' as const,
          status: 'closed' as const,
          createdAt: new Date(Date.UTC(2020, 0, day)),
        })),
      )
      .returning({ id: reports.id });
    const response = await mod.client.get('/api/moderation/reports?pageSize=50');
    expect(response.statusCode, response.body).toBe(200);
    const items = (response.json() as ModerationReportPage).items;

    const boReport = items.find((item) => item.id === again.json().id)!;
    expect(
      boReport.family.history.map(({ reason, status, firstAction }) => [
        reason,
        status,
        firstAction,
      ]),
    ).toEqual([
      ['child-safety', 'closed', 'suspend'],
      ['harassment', 'closed', 'suspend'],
    ]);

    const ritas = items.filter((item) => item.family.id === rita.familyId);
    expect(ritas).toHaveLength(REPORTS_PER_DAY);
    for (const item of ritas) {
      const others = ritas.filter((other) => other.id !== item.id).map((other) => other.id);
      // The nine other open ones (newest first, as the page is), then the newest closed one:
      // capped at ten, the four oldest left out.
      expect(item.family.history.map((entry) => entry.id)).toEqual([...others, old[4]!.id]);
      expect(item.family.history.at(-1)).toMatchObject({ status: 'closed', firstAction: null });
      expect(item.family.reportCount).toBe(REPORTS_PER_DAY + 5);
    }
    expect(REPORT_HISTORY_LIMIT).toBe(10);
    // No reporter anywhere in the answer: no key, no e-mail.
    expect(response.body).not.toMatch(/reporter/i);
    for (const someone of [rita, bo, dee]) expect(response.body).not.toContain(someone.email);
  });

  it('revoking the role (npm run admin -- moderator revoke) closes the routes on the next request', async () => {
    expect(await setModerator(t.database.db, mod.email, false)).toBe(mod.parentId);
    t.app.services.events.emit('parentChanged', { parentId: mod.parentId });
    expect((await mod.client.get('/api/moderation/audit')).statusCode).toBe(403);
    expect(await setModerator(t.database.db, mod.email, false)).toBeUndefined();
  });
});
