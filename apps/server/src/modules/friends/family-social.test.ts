import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberOf } from '../../../test/helpers/accounts.js';
import {
  addKid,
  family,
  notificationsOf,
  sendRequest,
  type Family,
} from '../../../test/helpers/social.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';

/**
 * The social layer and billing between families (issue 24 slice 5, decision 058), through the
 * public API: family A has two guardians (Amy, who signed up, and Abe, who joined), family B
 * one (Bo). A guardian acts for the family; any guardian of a befriended family chats with any
 * guardian of the other; a block by any guardian holds for both families; one trial covers the
 * family.
 */
let t: TestApp;
let amy: Family;
let abe: { client: TestClient; parentId: number; familyId: number };
let cat: { client: TestClient; parentId: number; familyId: number };
let bo: Family;
let aKid: number;
let bKid: number;

const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((x, y) => x - y);

beforeAll(async () => {
  t = await createTestApp();
  [amy, bo] = await Promise.all([family(t, 'Amy Able'), family(t, 'Bo Baker')]);
  abe = await memberOf(t, amy.familyId, 'guardian', 'Abe Able');
  cat = await memberOf(t, amy.familyId, 'caregiver', 'Cat Carer');
  aKid = (await addKid(amy.client, { name: 'Ada' })).id;
  bKid = (await addKid(bo.client, { name: 'Bea' })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('friendships between families (decision 058)', () => {
  let requestId: number;

  it('Explore never shows the family’s own kids, to either guardian', async () => {
    for (const client of [amy.client, abe.client]) {
      const page = (await client.get('/api/kids/public')).json();
      const shown = ids(page.items);
      expect(shown).toContain(bKid);
      expect(shown).not.toContain(aKid);
    }
    const own = await sendRequest(abe.client, aKid);
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe('TO_OWN_FAMILY');
  });

  it('a request from A’s first guardian is seen by A’s second as sent and by B’s guardian as received; A cannot send a second one', async () => {
    const sent = await sendRequest(amy.client, bKid);
    expect(sent.statusCode, sent.body).toBe(201);
    requestId = sent.json().id;
    const abeSees = (await abe.client.get('/api/friends/my-requests')).json();
    expect(ids(abeSees.sent)).toEqual([requestId]);
    expect(ids((await bo.client.get('/api/friends/incoming')).json())).toEqual([requestId]);
    // One pending request between two families, whichever guardian sends.
    const again = await sendRequest(abe.client, bKid);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DUPLICATE_PENDING_REQUEST');
    // Explore tells A's other guardian the request is on its way.
    const card = (await abe.client.get('/api/kids/public'))
      .json()
      .items.find((kid: { id: number }) => kid.id === bKid);
    expect(card.relationship).toBe('request-sent');
    // A's second guardian may cancel for the family, but not accept for B (403).
    const notTheirs = await abe.client.post('/api/friends/accept', { requestId });
    expect(notTheirs.statusCode).toBe(403);
    // The caregiver of A has no part in it.
    expect((await cat.client.get('/api/friends/my-requests')).statusCode).toBe(403);
  });

  it('B’s guardian accepts; both of A’s guardians are notified (never the caregiver), and A’s second guardian messages B’s', async () => {
    const accepted = await bo.client.post('/api/friends/accept', { requestId });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('accepted');
    for (const client of [amy.client, abe.client]) {
      const kinds = (await notificationsOf(client)).map((n) => n.kind);
      expect(kinds).toContain('friend-request-accepted');
    }
    expect((await notificationsOf(cat.client)).map((n) => n.kind)).not.toContain(
      'friend-request-accepted',
    );
    // Every guardian of A is B's friend, and B is each of theirs.
    expect(ids((await bo.client.get('/api/friends/list')).json())).toEqual(
      [amy.parentId, abe.parentId].sort((x, y) => x - y),
    );
    expect(ids((await abe.client.get('/api/friends/list')).json())).toEqual([bo.parentId]);
    const message = await abe.client.post('/api/messages', {
      receiverId: bo.parentId,
      text: 'Hello from Abe',
    });
    expect(message.statusCode, message.body).toBe(201);
    const conversation = (await bo.client.get(`/api/messages/${abe.parentId}`)).json();
    expect(conversation.items.map((m: { content: string }) => m.content)).toEqual([
      'Hello from Abe',
    ]);
    // A caregiver is nobody's chat partner: B cannot message them (404, as a stranger).
    const toCaregiver = await bo.client.post('/api/messages', {
      receiverId: cat.parentId,
      text: 'Hi',
    });
    expect(toCaregiver.statusCode).toBe(404);
  });

  it('a block by A’s second guardian holds both ways for every member: friendship, conversations, Explore and requests', async () => {
    const blocked = await abe.client.post('/api/blocks', { kidId: bKid });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const blockId = blocked.json().id;
    // A's first guardian sees the family's block and could undo it.
    expect(ids((await amy.client.get('/api/blocks')).json())).toEqual([blockId]);
    expect((await bo.client.get('/api/friends/list')).json()).toEqual([]);
    expect((await amy.client.get('/api/friends/list')).json()).toEqual([]);
    for (const [client, other] of [
      [amy.client, bo.parentId],
      [bo.client, abe.parentId],
    ] as const) {
      const send = await client.post('/api/messages', { receiverId: other, text: 'Still there?' });
      expect(send.statusCode).toBe(404);
    }
    expect(ids((await amy.client.get('/api/kids/public')).json().items)).not.toContain(bKid);
    expect(ids((await bo.client.get('/api/kids/public')).json().items)).not.toContain(aKid);
    expect((await sendRequest(bo.client, aKid)).statusCode).toBe(404);
    expect((await sendRequest(amy.client, bKid)).statusCode).toBe(404);
    // B's guardian cannot see or undo A's block (404, another family's id).
    expect((await bo.client.get('/api/blocks')).json()).toEqual([]);
    expect((await bo.client.delete(`/api/blocks/${blockId}`)).statusCode).toBe(404);
    // A's first guardian undoes it for the family.
    expect((await amy.client.delete(`/api/blocks/${blockId}`)).statusCode).toBe(204);
    expect(ids((await bo.client.get('/api/kids/public')).json().items)).toContain(aKid);
  });

  it('two guardians of one family answering the same request at once: one wins, the other 409, never 5xx', async () => {
    const bob = await memberOf(t, bo.familyId, 'guardian', 'Bob Baker');
    const sent = await sendRequest(abe.client, bKid);
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id;
    // Both of B's guardians are told of it (slice 6: requests to the family's guardians).
    for (const client of [bo.client, bob.client]) {
      const received = (await notificationsOf(client)).filter(
        (n) => n.kind === 'friend-request-received',
      );
      expect(received.length).toBeGreaterThan(0);
    }
    expect(
      (await notificationsOf(bob.client)).filter((n) => n.kind === 'friend-request-received'),
    ).toHaveLength(1);
    const answers = await Promise.all([
      bo.client.post('/api/friends/accept', { requestId: id }),
      bob.client.post('/api/friends/reject', { requestId: id }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe(
      'REQUEST_NOT_PENDING',
    );
    // The notifications of A's guardians tell one answer, not two.
    const answered = (await notificationsOf(amy.client)).filter(
      (n) => n.kind === 'friend-request-rejected' || n.kind === 'friend-request-accepted',
    );
    expect(answered.filter((n) => n.link !== null).length).toBeGreaterThan(0);
    const ofThisRequest = (await notificationsOf(abe.client)).filter((n) =>
      ['friend-request-rejected', 'friend-request-accepted'].includes(n.kind),
    );
    // Abe had one from the first request (accepted) and gets exactly one for this one.
    expect(ofThisRequest).toHaveLength(2);
  });
});

describe('two guardians of one family sending at once (decision 058)', () => {
  it('to the same family: one request, the other 409, never 5xx', async () => {
    const [dan, dora] = await Promise.all([family(t, 'Dan Dale'), family(t, 'Dora Drum')]);
    const dKid = (await addKid(dora.client, { name: 'Dot' })).id;
    const second = await memberOf(t, dan.familyId, 'guardian', 'Del Dale');
    const answers = await Promise.all([
      sendRequest(dan.client, dKid),
      sendRequest(second.client, dKid),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(ids((await dora.client.get('/api/friends/incoming')).json())).toHaveLength(1);
  });
});

describe('a guardian who leaves (decision 058)', () => {
  it('leaves the family’s requests with the family: the next guardian holds the ones they sent', async () => {
    const cy = await family(t, 'Cy Cole');
    const cKid = (await addKid(cy.client, { name: 'Cleo' })).id;
    const leaver = await memberOf(t, amy.familyId, 'guardian', 'Lee Leaver');
    const sent = await sendRequest(leaver.client, cKid);
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id;
    expect((await leaver.client.post('/api/family/leave')).statusCode).toBe(204);
    const kept = (await amy.client.get('/api/friends/my-requests')).json().sent;
    expect(kept.find((request: { id: number }) => request.id === id)).toMatchObject({
      status: 'pending',
      sender: { id: amy.parentId },
    });
    expect(ids((await cy.client.get('/api/friends/incoming')).json())).toEqual([id]);
    // The leaver, in a family of their own now, has no part in it (404).
    const mine = (await leaver.client.get('/api/friends/my-requests')).json();
    expect(mine).toEqual({ sent: [], received: [] });
    expect((await leaver.client.post('/api/friends/cancel', { requestId: id })).statusCode).toBe(
      404,
    );
  });
});

describe('one subscription per family (decision 058)', () => {
  it('a trial started by the second guardian covers the first and the caregiver; the family has one', async () => {
    const [one, two] = await Promise.all([family(t, 'Tia Trial'), family(t, 'Tom Other')]);
    const second = await memberOf(t, one.familyId, 'guardian', 'Tad Trial');
    const carer = await memberOf(t, one.familyId, 'caregiver', 'Tess Carer');
    expect((await one.client.get('/api/parents/check-subscription')).json().active).toBe(false);
    const started = await second.client.post('/api/billing/trial');
    expect(started.statusCode, started.body).toBe(201);
    for (const client of [one.client, second.client, carer.client]) {
      const check = (await client.get('/api/parents/check-subscription')).json();
      expect(check).toMatchObject({ active: true, plan: 'trial' });
    }
    // Another family is not covered.
    expect((await two.client.get('/api/parents/check-subscription')).json().active).toBe(false);
    // The family had its trial: the first guardian cannot start another; a caregiver may not.
    const again = await one.client.post('/api/billing/trial');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TRIAL_USED');
    expect((await carer.client.post('/api/billing/trial')).statusCode).toBe(403);
  });
});
