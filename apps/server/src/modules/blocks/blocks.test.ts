import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_MESSAGES, MAX_RECORD_ID, MESSAGES, type PublicKid } from '@nestling/shared';
import { memberOf } from '../../../test/helpers/accounts.js';
import {
  addKid,
  befriend,
  expectError,
  expectMalformedIdsRefused,
  expectVerifiedParentsOnly,
  family,
  notificationsOf,
  sendRequest,
  type Family,
} from '../../../test/helpers/social.js';
import { recordAppEvents, type HeardEvent } from '../../../test/helpers/app-events.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';
import { friendRequests } from '../../db/schema/index.js';

let t: TestApp;
let ada: Family;
let unverified: Family;
let heard: HeardEvent[];

beforeAll(async () => {
  t = await createTestApp();
  [ada, unverified] = await Promise.all([
    family(t, 'Ada Stone'),
    family(t, 'Una Verified', { verified: false }),
  ]);
  heard = recordAppEvents(t, ['friendRequestAnswered', 'friendshipChanged']);
});
afterAll(async () => {
  await t?.close();
});

/** Another family with a public kid "<name> Jr" and, optionally, a second one. */
async function neighbours(name: string) {
  const member = await family(t, name);
  const kid = await addKid(member.client, { name: `${name.split(' ')[0]} Junior Smith` });
  const sibling = await addKid(member.client, { name: `${name.split(' ')[0]}ette` });
  return { ...member, kidId: kid.id, siblingId: sibling.id };
}

async function explored(client: TestClient): Promise<number[]> {
  return ((await client.get('/api/kids/public?pageSize=48')).json().items as PublicKid[]).map(
    (card) => card.id,
  );
}

async function statusesBetween(a: number, b: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ status: friendRequests.status })
    .from(friendRequests)
    .where(
      or(
        and(eq(friendRequests.senderId, a), eq(friendRequests.receiverId, b)),
        and(eq(friendRequests.senderId, b), eq(friendRequests.receiverId, a)),
      ),
    )
    .orderBy(friendRequests.id);
  return rows.map((row) => row.status);
}

describe('POST /api/blocks', () => {
  it('blocks a kid’s whole family: gone from Explore both ways, pending requests cancelled, the friendship over, the blocked family not told', async () => {
    const bo = await neighbours('Bo Hart');
    const adasKid = await addKid(ada.client, { name: 'Ada Junior' });
    // Friends through an accepted request, then a pending meetup request from Bo.
    const first = await sendRequest(ada.client, bo.kidId);
    await bo.client.post('/api/friends/accept', { requestId: first.json().id });
    expect((await sendRequest(bo.client, adasKid.id)).statusCode).toBe(201);
    const boNotificationsBefore = (await notificationsOf(bo.client)).length;

    heard.length = 0;
    const response = await ada.client.post('/api/blocks', { kidId: bo.kidId });
    expect(response.statusCode).toBe(201);
    const block = response.json();
    expect(block).toEqual({
      id: expect.any(Number),
      kid: { id: bo.kidId, firstName: 'Bo' },
      guardianFirstName: 'Bo',
      createdAt: expect.any(String),
    });
    expect(response.body).not.toContain('Smith');

    expect(await explored(ada.client)).not.toContain(bo.kidId);
    expect(await explored(ada.client)).not.toContain(bo.siblingId);
    expect(await explored(bo.client)).not.toContain(adasKid.id);
    expect(await statusesBetween(ada.parentId, bo.parentId)).toEqual(['accepted', 'cancelled']);
    expect((await ada.client.get('/api/friends/list')).json()).toEqual([]);
    expect((await bo.client.get('/api/friends/list')).json()).toEqual([]);
    expect(await notificationsOf(bo.client)).toHaveLength(boNotificationsBefore);
    // Bo's cancelled request no longer asks Ada for an answer (issue 29, defect 8).
    const received = (await notificationsOf(ada.client)).filter(
      (notification) => notification.kind === 'friend-request-received',
    );
    expect(received.map((notification) => notification.message)).toEqual([
      'Bo Hart would like a playdate with Ada. The request was cancelled.',
    ]);

    const pair = [ada.parentId, bo.parentId].sort((a, b) => a - b);
    expect(heard).toEqual(
      expect.arrayContaining([
        {
          name: 'friendRequestAnswered',
          payload: expect.objectContaining({ senderId: bo.parentId, status: 'cancelled' }),
        },
        { name: 'friendshipChanged', payload: { parentIds: pair, change: 'ended' } },
      ]),
    );
    expect(heard).toHaveLength(2);

    // No message crosses it, either way (messages need the friendship the block ended).
    for (const [from, to] of [
      [ada, bo],
      [bo, ada],
    ] as const) {
      const sent = await from.client.post('/api/messages', { receiverId: to.parentId, text: 'hi' });
      expect(sent.statusCode).toBe(404);
    }
  });

  it('stops requests both ways (404, as for a kid one cannot see), notifying nobody', async () => {
    const cy = await neighbours('Cy Moss');
    const adasKid = await addKid(ada.client, { name: 'Ada Minor' });
    await ada.client.post('/api/blocks', { kidId: cy.kidId });
    const adaBefore = (await notificationsOf(ada.client)).length;
    for (const [client, kidId] of [
      [cy.client, adasKid.id],
      [ada.client, cy.siblingId],
    ] as const) {
      const response = await sendRequest(client, kidId);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await notificationsOf(ada.client)).toHaveLength(adaBefore);
    expect(await statusesBetween(ada.parentId, cy.parentId)).toEqual([]);
  });

  it('answers the existing block with 200 when the family is blocked already (by any of its public kids)', async () => {
    const di = await neighbours('Di Park');
    const hidden = await addKid(di.client, { name: 'Hidden Park', showInExplore: false });
    const first = await ada.client.post('/api/blocks', { kidId: di.kidId });
    for (const kidId of [di.kidId, di.siblingId]) {
      const again = await ada.client.post('/api/blocks', { kidId });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    // A private kid's id says nothing, not even that it belongs to the blocked family.
    expect((await ada.client.post('/api/blocks', { kidId: hidden.id })).statusCode).toBe(404);
  });

  it('a block and a request at once never leave a pending request across the block', async () => {
    for (let round = 0; round < 3; round += 1) {
      const eve = await neighbours(`Eve Round${round}`);
      const adasKid = await addKid(ada.client, { name: `Ada R${round}` });
      const [blocked, sent] = await Promise.all([
        ada.client.post('/api/blocks', { kidId: eve.kidId }),
        sendRequest(eve.client, adasKid.id),
      ]);
      expect(blocked.statusCode).toBe(201);
      expect([201, 404]).toContain(sent.statusCode);
      expect(await statusesBetween(ada.parentId, eve.parentId)).not.toContain('pending');
    }
  });

  it.each([
    ['one’s own kid: 400', 'own', 400, 'OWN_KID', BLOCK_MESSAGES.ownKid],
    ['a private kid: 404', 'private', 404, 'NOT_FOUND', BLOCK_MESSAGES.kidNotFound],
    ['a kid that does not exist: 404', 'missing', 404, 'NOT_FOUND', BLOCK_MESSAGES.kidNotFound],
  ])('refuses %s', async (_label, which, status, code, error) => {
    const other = await family(t, 'Private Family');
    const kidId =
      which === 'own'
        ? (await addKid(ada.client, { name: 'Ada Own' })).id
        : which === 'private'
          ? (await addKid(other.client, { name: 'Hidden', showInExplore: false })).id
          : MAX_RECORD_ID;
    const response = await ada.client.post('/api/blocks', { kidId });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error, code });
  });
});

describe('POST /api/blocks {parentId}: a family named by a parent, from a chat or a request (issue 27)', () => {
  it('blocks the family of a requester who shows no kid: the request cancelled, requests refused since; a second block answers the first', async () => {
    const kim = await neighbours('Kim Wu');
    const jon = await family(t, 'Jon Park');
    expect((await sendRequest(jon.client, kim.kidId)).statusCode).toBe(201);

    heard.length = 0;
    const response = await kim.client.post('/api/blocks', { parentId: jon.parentId });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      kid: null,
      guardianFirstName: 'Jon',
      createdAt: expect.any(String),
    });
    expect(response.body).not.toContain('Park');
    expect(await statusesBetween(jon.parentId, kim.parentId)).toEqual(['cancelled']);
    expect(heard).toEqual([
      {
        name: 'friendRequestAnswered',
        payload: expect.objectContaining({ senderId: jon.parentId, status: 'cancelled' }),
      },
    ]);
    expect((await sendRequest(jon.client, kim.kidId)).statusCode).toBe(404);
    expect(await explored(jon.client)).not.toContain(kim.kidId);
    expect((await kim.client.get('/api/blocks')).json()).toEqual([response.json()]);

    // Again — by the parent or by a card of the family — answers the block; so does a second
    // guardian of the blocking family (the block is the family's).
    const again = await kim.client.post('/api/blocks', { parentId: jon.parentId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());
    const coGuardian = await memberOf(t, kim.familyId, 'guardian', 'Kit Wu');
    const byPartner = await coGuardian.client.post('/api/blocks', { parentId: jon.parentId });
    expect(byPartner.statusCode).toBe(200);
    expect(byPartner.json().id).toBe(response.json().id);
  });

  it('blocks a friend’s family from the chat: the friendship and the conversation end both ways', async () => {
    const lia = await family(t, 'Lia Moss');
    const max = await family(t, 'Max Dunn');
    await befriend(lia, max);
    const sent = await lia.client.post('/api/messages', { receiverId: max.parentId, text: 'hi' });
    expect(sent.statusCode, sent.body).toBe(201);

    const response = await max.client.post('/api/blocks', { parentId: lia.parentId });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ kid: null, guardianFirstName: 'Lia' });
    expect((await max.client.get('/api/friends/list')).json()).toEqual([]);
    expect((await lia.client.get('/api/friends/list')).json()).toEqual([]);
    for (const [from, to] of [
      [lia, max],
      [max, lia],
    ] as const) {
      const refused = await from.client.post('/api/messages', {
        receiverId: to.parentId,
        text: 'still there?',
      });
      expect(refused.statusCode).toBe(404);
    }
  });

  it('answers 404 for a family the guardian cannot see or no such parent, 400 for their own family, 403 for a caregiver — and blocks nothing', async () => {
    const noa = await family(t, 'Noa Hill');
    await addKid(noa.client, { name: 'Noa Private', showInExplore: false });
    const coGuardian = await memberOf(t, ada.familyId, 'guardian', 'Abe Stone');
    const caregiver = await memberOf(t, ada.familyId, 'caregiver', 'Cal Sitter');
    const before = (await ada.client.get('/api/blocks')).json();

    for (const parentId of [noa.parentId, unverified.parentId, MAX_RECORD_ID]) {
      const response = await ada.client.post('/api/blocks', { parentId });
      expectError(response, 404, { error: BLOCK_MESSAGES.familyNotFound, code: 'NOT_FOUND' });
    }
    for (const parentId of [ada.parentId, coGuardian.parentId, caregiver.parentId]) {
      const response = await ada.client.post('/api/blocks', { parentId });
      expectError(response, 400, { error: BLOCK_MESSAGES.ownFamily, code: 'OWN_FAMILY' });
    }
    const refused = await caregiver.client.post('/api/blocks', { parentId: noa.parentId });
    expectError(refused, 403, { error: MESSAGES.common.guardianOnly, code: 'GUARDIAN_ONLY' });
    expect((await ada.client.get('/api/blocks')).json()).toEqual(before);
  });

  it('refuses hostile bodies with 400 VALIDATION_FAILED, never 5xx', async () => {
    const bodies: unknown[] = [
      {},
      [],
      { parentId: ada.parentId, kidId: 1 },
      { parentId: 1, extra: true },
      { kidId: 1, extra: true },
      { parentId: null },
      { parentId: { $gt: 0 } },
      { parentId: ['1'] },
      { targetType: 'family', targetId: 1 },
    ];
    for (const body of bodies) {
      const response = await ada.client.post('/api/blocks', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code, JSON.stringify(body)).toBe('VALIDATION_FAILED');
    }
    await expectMalformedIdsRefused((id) => ada.client.post('/api/blocks', { parentId: id }));
  });
});

describe('GET /api/blocks and DELETE /api/blocks/:id', () => {
  it('lists the parent’s own blocks, newest first; unblocking brings the family back, not the friendship', async () => {
    const fay = await family(t, 'Fay Lane');
    const gus = await neighbours('Gus Reed');
    const hal = await neighbours('Hal Cole');
    const first = await sendRequest(fay.client, gus.kidId);
    await gus.client.post('/api/friends/accept', { requestId: first.json().id });
    const gusBlock = (await fay.client.post('/api/blocks', { kidId: gus.kidId })).json();
    const halBlock = (await fay.client.post('/api/blocks', { kidId: hal.siblingId })).json();
    expect((await fay.client.get('/api/blocks')).json()).toEqual([halBlock, gusBlock]);
    expect((await gus.client.get('/api/blocks')).json()).toEqual([]);

    // Only the blocker can undo it: another family's block id is 404.
    const foreign = await gus.client.delete(`/api/blocks/${gusBlock.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: BLOCK_MESSAGES.blockNotFound, code: 'NOT_FOUND' });

    heard.length = 0;
    expect((await fay.client.delete(`/api/blocks/${gusBlock.id}`)).statusCode).toBe(204);
    // Nothing is announced: the friendship stays ended, the requests cancelled.
    expect(heard).toEqual([]);
    expect((await fay.client.get('/api/blocks')).json()).toEqual([halBlock]);
    expect(await explored(fay.client)).toContain(gus.kidId);
    expect(await explored(fay.client)).not.toContain(hal.kidId);
    expect((await fay.client.get('/api/friends/list')).json()).toEqual([]);
    expect((await sendRequest(fay.client, gus.kidId)).statusCode).toBe(201);
    expect((await fay.client.delete(`/api/blocks/${gusBlock.id}`)).statusCode).toBe(404);
  });

  it('keeps a block when the blocked kid’s profile is deleted, shown by its guardian’s first name', async () => {
    const ivy = await neighbours('Ivy Ford');
    const block = (await ada.client.post('/api/blocks', { kidId: ivy.kidId })).json();
    await ivy.client.delete(`/api/kids/${ivy.kidId}`);
    const listed = (await ada.client.get('/api/blocks')).json();
    // Named by the first name of its guardian instead.
    expect(listed.find((entry: { id: number }) => entry.id === block.id)).toEqual({
      ...block,
      kid: null,
      guardianFirstName: 'Ivy',
    });
    expect(await explored(ada.client)).not.toContain(ivy.siblingId);
  });
});

describe('who may call the blocks routes', () => {
  const routes: [string, (client: TestClient) => ReturnType<TestClient['get']>][] = [
    ['POST /api/blocks', (c) => c.post('/api/blocks', { kidId: 1 })],
    ['GET /api/blocks', (c) => c.get('/api/blocks')],
    ['DELETE /api/blocks/:id', (c) => c.delete('/api/blocks/1')],
  ];

  it.each(routes)('%s: 401 without a session, 403 before verification', async (_label, call) => {
    await expectVerifiedParentsOnly(t, unverified.client, call);
  });

  it.each([
    [
      'POST /api/blocks {kidId}',
      (id: string | number) => ada.client.post('/api/blocks', { kidId: id }),
    ],
    [
      'DELETE /api/blocks/:id',
      (id: string | number) => ada.client.delete(`/api/blocks/${encodeURIComponent(String(id))}`),
    ],
  ])('%s: ids past 2³¹ and malformed ids answer 400, never 5xx', async (_label, call) => {
    await expectMalformedIdsRefused(call);
  });
});
