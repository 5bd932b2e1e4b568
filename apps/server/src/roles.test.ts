import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@nestling/shared';
import { pdfDocument } from '@nestling/testing';
import { memberOf } from '../test/helpers/accounts.js';
import { twoFamiliesWithKids, type FamilyWithKid } from '../test/helpers/kids.js';
import { createTestApp, type TestApp } from '../test/helpers/test-app.js';
import type { TestClient } from '../test/helpers/test-client.js';

/**
 * Issue 24's roles (decision 056, slice 2) on the family's records: a caregiver adds records
 * and changes only what they wrote; another member's record answers 403 GUARDIAN_ONLY (it is
 * visible to them, so not 404); a guardian changes any record of the family.
 */

let t: TestApp;
let familyA: FamilyWithKid;
let caregiver: TestClient;
let caregiverId: number;

const guardianOnly = { error: MESSAGES.common.guardianOnly, code: 'GUARDIAN_ONLY' };

/** One kind of record: how to add one, and the calls that edit and delete it. */
interface Kind {
  add(client: TestClient, kidId: number): Promise<{ id: number; createdBy: number | null }>;
  edit?(client: TestClient, kidId: number, id: number): ReturnType<TestClient['get']>;
  remove(client: TestClient, kidId: number, id: number): ReturnType<TestClient['get']>;
}

async function created(response: Awaited<ReturnType<TestClient['get']>>) {
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  return (body.log ?? body) as { id: number; createdBy: number | null };
}

const KINDS: Record<string, Kind> = {
  'schedule event': {
    add: async (client, kidId) =>
      created(
        await client.post('/api/schedules', {
          kidId,
          date: '2026-12-05T14:30:00.000Z',
          title: 'Swim',
        }),
      ),
    edit: (client, _kidId, id) => client.patch(`/api/schedules/${id}`, { title: 'Changed' }),
    remove: (client, _kidId, id) => client.delete(`/api/schedules/${id}`),
  },
  'health log': {
    add: async (client, kidId) =>
      created(
        await client.multipart('POST', '/api/health', { kidId, date: '2026-11-20', notes: 'Nap' }),
      ),
    edit: (client, _kidId, id) =>
      client.multipart('PATCH', `/api/health/${id}`, { date: '2026-11-21', notes: 'Changed' }),
    remove: (client, _kidId, id) => client.delete(`/api/health/${id}`),
  },
  'self-assessment': {
    add: async (client, kidId) =>
      created(
        await client.post('/api/self-assessments', {
          kidId,
          moodToday: 'Happy',
          enjoyedDay: 'Yes',
          schoolDay: 'Great',
          bullied: 'No',
        }),
      ),
    remove: (client, _kidId, id) => client.delete(`/api/health/${id}`),
  },
  milestone: {
    add: async (client, kidId) =>
      created(
        await client.post('/api/milestones', {
          kidId,
          title: `Rides ${Math.random()}`,
          date: '2026-01-01',
        }),
      ),
    edit: (client, _kidId, id) => client.patch(`/api/milestones/${id}`, { completed: true }),
    remove: (client, _kidId, id) => client.delete(`/api/milestones/${id}`),
  },
  measurement: {
    add: async (client, kidId) =>
      created(
        await client.post(`/api/kids/${kidId}/measurements`, {
          date: '2026-01-01',
          weightKg: 20,
        }),
      ),
    edit: (client, kidId, id) =>
      client.patch(`/api/kids/${kidId}/measurements/${id}`, { weightKg: 21 }),
    remove: (client, kidId, id) => client.delete(`/api/kids/${kidId}/measurements/${id}`),
  },
  certificate: {
    add: async (client, kidId) =>
      created(
        await client.multipart(
          'POST',
          '/api/certificates',
          { kidId, title: 'Swimmer' },
          { certificate: { name: 'c.pdf', type: 'application/pdf', data: pdfDocument() } },
        ),
      ),
    remove: (client, _kidId, id) => client.delete(`/api/certificates/${id}`),
  },
};

beforeAll(async () => {
  t = await createTestApp();
  ({ familyA } = await twoFamiliesWithKids(t, { name: 'Noah' }));
  const joined = await memberOf(t, familyA.familyId, 'caregiver');
  caregiver = joined.client;
  caregiverId = joined.parentId;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe.each(Object.entries(KINDS))('a %s', (_name, kind) => {
  it('a caregiver edits and deletes what they wrote; the answers say who wrote it', async () => {
    const own = await kind.add(caregiver, familyA.kidId);
    expect(own.createdBy).toBe(caregiverId);
    if (kind.edit) expect((await kind.edit(caregiver, familyA.kidId, own.id)).statusCode).toBe(200);
    expect((await kind.remove(caregiver, familyA.kidId, own.id)).statusCode).toBe(204);
  });

  it('a caregiver gets 403 GUARDIAN_ONLY on a guardian’s record, which stays', async () => {
    const theirs = await kind.add(familyA.client, familyA.kidId);
    expect(theirs.createdBy).toBe(familyA.parentId);
    if (kind.edit) {
      const edited = await kind.edit(caregiver, familyA.kidId, theirs.id);
      expect(edited.statusCode).toBe(403);
      expect(edited.json()).toEqual(guardianOnly);
    }
    const removed = await kind.remove(caregiver, familyA.kidId, theirs.id);
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toEqual(guardianOnly);
    // Still there: the guardian deletes it.
    expect((await kind.remove(familyA.client, familyA.kidId, theirs.id)).statusCode).toBe(204);
  });

  it('a guardian edits and deletes a caregiver’s record', async () => {
    const own = await kind.add(caregiver, familyA.kidId);
    if (kind.edit) {
      expect((await kind.edit(familyA.client, familyA.kidId, own.id)).statusCode).toBe(200);
    }
    expect((await kind.remove(familyA.client, familyA.kidId, own.id)).statusCode).toBe(204);
  });
});
