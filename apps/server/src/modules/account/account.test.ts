import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_EXPORT_JSON,
  ACCOUNT_MESSAGES,
  DELETED_ACCOUNT_NAME,
  type Message,
} from '@nestling/shared';
import { pdfDocument } from '@nestling/testing';
import { TEST_PASSWORD } from '../../../test/helpers/accounts.js';
import { pngImage } from '../../../test/helpers/images.js';
import {
  addKid,
  befriend,
  expectError,
  expectNotAuthenticated,
  family,
  type Family,
  notificationsOf,
  sendRequest,
} from '../../../test/helpers/social.js';
import { listening, openSocket } from '../../../test/helpers/sockets.js';
import { unzip } from '../../../test/helpers/zip.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';
import { uploadedObjects } from '../../../test/helpers/uploads.js';
import {
  blocks,
  certificates,
  families,
  familyMembers,
  files,
  friendRequests,
  friendships,
  healthLogs,
  kids,
  measurements,
  messages,
  milestones,
  notifications,
  parents,
  scheduleEvents,
  sessions,
} from '../../db/schema/index.js';

let t: TestApp;

/** A client that holds a copy of `client`'s cookies now (an old browser tab's session). */
function copyOf(client: TestClient): TestClient {
  const copy = t.client();
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

function json(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return JSON.parse(response.body) as Record<string, unknown>;
}

/**
 * A family with one of everything: a profile photo, a public kid with a photo, a schedule
 * event, a health log with a PDF, a self-assessment, a milestone, a certificate.
 */
async function fullFamily(name: string, secret: string) {
  const member = await family(t, name);
  const { client } = member;
  const photo = await client.multipart(
    'POST',
    '/api/parents/upload-photo',
    {},
    { photo: { name: 'me.png', type: 'image/png', data: await pngImage() } },
  );
  expect(photo.statusCode, photo.body).toBe(200);
  const kid = await addKid(
    client,
    { name: `${name.split(' ')[0] ?? 'Kid'} Junior`, address: `${secret} address` },
    await pngImage(40, 40),
  );
  json(
    await client.post('/api/schedules', {
      kidId: kid.id,
      date: '2026-12-05T14:30:00.000Z',
      title: `${secret} swimming`,
    }),
    201,
  );
  json(
    await client.multipart(
      'POST',
      '/api/health',
      {
        kidId: kid.id,
        kidName: kid.name,
        mood: 'Happy',
        sleep: '9.5',
        date: '2026-11-18',
        notes: `${secret} health note`,
        medicalInfo: '',
        vaccination: 'MMR',
      },
      { document: { name: 'card.pdf', type: 'application/pdf', data: pdfDocument('Card') } },
    ),
    201,
  );
  json(
    await client.post('/api/self-assessments', {
      kidId: kid.id,
      moodToday: 'Sad',
      happyReason: '',
      sadReason: `${secret} lost scarf`,
      enjoyedDay: 'No',
      schoolDay: 'Okay',
      bullied: 'No',
      notes: '',
      date: '2026-11-19',
    }),
    201,
  );
  json(
    await client.post(`/api/kids/${kid.id}/measurements`, {
      date: '2026-11-01',
      weightKg: 23.4,
      lengthCm: 122.5,
      position: 'standing',
      note: `${secret} check-up`,
    }),
    201,
  );
  json(
    await client.post('/api/milestones', {
      kidId: kid.id,
      title: `${secret} first swim`,
      date: '2026-11-01',
    }),
    201,
  );
  json(
    await client.multipart(
      'POST',
      '/api/certificates',
      { kidId: kid.id, title: `${secret} certificate` },
      { certificate: { name: 'swim.pdf', type: 'application/pdf', data: pdfDocument('Swim') } },
    ),
    201,
  );
  return { ...member, kid };
}

let ada: Awaited<ReturnType<typeof fullFamily>>;
let bo: Awaited<ReturnType<typeof fullFamily>>;
let dee: Awaited<ReturnType<typeof fullFamily>>;
let cy: Family;
let cyKidId: number;

beforeAll(async () => {
  t = await createTestApp();
  ada = await fullFamily('Ada Stone', 'ADA-OWN');
  bo = await fullFamily('Bo Friend', 'BO-PRIVATE');
  dee = await fullFamily('Dee Other', 'DEE-PRIVATE');
  cy = await family(t, 'Cy Blocked');
  cyKidId = (await addKid(cy.client, { name: 'Cyrus Blocked' })).id;
  // Bo asks for Ada's kid and Ada accepts: friends, and a request and notification each.
  await befriend(bo, ada);
  json(
    await ada.client.post('/api/messages', { receiverId: bo.parentId, text: 'Hi from Ada' }),
    201,
  );
  json(
    await bo.client.post('/api/messages', { receiverId: ada.parentId, text: 'Hi from Bo' }),
    201,
  );
  json(await ada.client.post('/api/blocks', { kidId: cyKidId }), 201);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/account/export', () => {
  let entries: Map<string, Buffer>;
  let data: Record<string, unknown> & {
    parent: Record<string, unknown>;
    files: { id: number; path: string | null; byteSize: number }[];
  };
  let raw: string;

  beforeAll(async () => {
    const response = await ada.client.get('/api/account/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="nestling-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    entries = await unzip(response.rawPayload);
    raw = entries.get(ACCOUNT_EXPORT_JSON)?.toString('utf8') ?? '';
    data = JSON.parse(raw);
  });

  it('holds a JSON file of every record the parent owns', () => {
    expect(data.parent).toMatchObject({ id: ada.parentId, name: 'Ada Stone', email: ada.email });
    // The kid of fullFamily, and the one Bo's request was for (befriend).
    expect(data.kids).toHaveLength(2);
    expect(data.kids).toContainEqual(
      expect.objectContaining({ id: ada.kid.id, address: 'ADA-OWN address' }),
    );
    expect(data.scheduleEvents).toEqual([expect.objectContaining({ title: 'ADA-OWN swimming' })]);
    expect(data.healthLogs).toEqual([
      expect.objectContaining({ notes: 'ADA-OWN health note', vaccination: 'MMR' }),
    ]);
    expect(data.selfAssessments).toEqual([expect.objectContaining({ source: 'self-assessment' })]);
    expect(raw).toContain('ADA-OWN lost scarf');
    expect(data.milestones).toEqual([expect.objectContaining({ title: 'ADA-OWN first swim' })]);
    expect(data.measurements).toEqual([
      expect.objectContaining({
        kidId: ada.kid.id,
        weightKg: 23.4,
        lengthCm: 122.5,
        note: 'ADA-OWN check-up',
      }),
    ]);
    expect(data.certificates).toEqual([expect.objectContaining({ title: 'ADA-OWN certificate' })]);
    expect(data.friendRequests).toEqual({
      sent: [],
      received: [expect.objectContaining({ status: 'accepted' })],
    });
    expect(data.friends).toEqual([
      expect.objectContaining({ id: bo.parentId, name: 'Bo Friend', email: bo.email }),
    ]);
    expect(data.messages).toEqual({
      sent: [expect.objectContaining({ content: 'Hi from Ada', receiverId: bo.parentId })],
      received: [expect.objectContaining({ content: 'Hi from Bo', senderId: bo.parentId })],
    });
    expect((data.notifications as unknown[]).length).toBeGreaterThan(0);
    expect(data.blocks).toEqual([expect.objectContaining({ kid: expect.anything() })]);
    expect(data.subscription).toEqual(expect.objectContaining({ active: false }));
  });

  it('holds every file the parent uploaded, byte for byte as stored', async () => {
    const owned = await t.database.db
      .select()
      .from(files)
      .where(eq(files.ownerParentId, ada.parentId));
    // Profile photo, kid photo, health document, certificate.
    expect(owned).toHaveLength(4);
    expect(data.files.map((file) => file.id).sort()).toEqual(owned.map((row) => row.id).sort());
    for (const row of owned) {
      const listed = data.files.find((file) => file.id === row.id);
      expect(listed?.path).toBeTruthy();
      const bytes = entries.get(listed?.path ?? '');
      const stored = await readFile(path.join(t.dataDir, 'uploads', row.storageKey));
      expect(bytes?.equals(stored), row.storageKey).toBe(true);
    }
    // The JSON and the four files: nothing else.
    expect(entries.size).toBe(5);
  });

  it('holds no other family’s private data, and no secret', () => {
    expect(raw).not.toContain('BO-PRIVATE');
    expect(raw).not.toContain('DEE-PRIVATE');
    expect(raw).not.toContain(dee.email);
    expect(raw).not.toMatch(/argon2|password|token/i);
    for (const name of entries.keys()) expect(name).toMatch(/^(nestling-data\.json|files\/\d+-)/);
  });

  it('answers 401 without a session', async () => {
    const response = await t.client().get('/api/account/export');
    expectNotAuthenticated(response);
  });
});

/**
 * How many rows of the parent's, and of their family's (decision 056: the kids and their
 * records are the family's), are left in each table that holds them.
 */
async function rowsOf({
  parentId,
  familyId,
}: {
  parentId: number;
  familyId: number;
}): Promise<Record<string, number>> {
  const { db } = t.database;
  /** The rows of a pair (sender and receiver, blocker and blocked…) with `id` on either side. */
  const onEitherSide = (id: number, one: PgColumn, other: PgColumn) =>
    or(eq(one, id), eq(other, id));
  return {
    parents: await db.$count(parents, eq(parents.id, parentId)),
    sessions: await db.$count(sessions, eq(sessions.parentId, parentId)),
    families: await db.$count(families, eq(families.id, familyId)),
    familyMembers: await db.$count(familyMembers, eq(familyMembers.familyId, familyId)),
    kids: await db.$count(kids, eq(kids.familyId, familyId)),
    scheduleEvents: await db.$count(scheduleEvents, eq(scheduleEvents.familyId, familyId)),
    healthLogs: await db.$count(healthLogs, eq(healthLogs.familyId, familyId)),
    milestones: await db.$count(milestones, eq(milestones.familyId, familyId)),
    measurements: await db.$count(measurements, eq(measurements.familyId, familyId)),
    certificates: await db.$count(certificates, eq(certificates.familyId, familyId)),
    files: await db.$count(
      files,
      or(eq(files.ownerParentId, parentId), eq(files.familyId, familyId)),
    ),
    notifications: await db.$count(notifications, eq(notifications.parentId, parentId)),
    friendRequests: await db.$count(
      friendRequests,
      or(
        onEitherSide(parentId, friendRequests.senderId, friendRequests.receiverId),
        onEitherSide(familyId, friendRequests.senderFamilyId, friendRequests.receiverFamilyId),
      ),
    ),
    friendships: await db.$count(
      friendships,
      onEitherSide(familyId, friendships.familyLowId, friendships.familyHighId),
    ),
    blocks: await db.$count(
      blocks,
      or(
        eq(blocks.blockerId, parentId),
        onEitherSide(familyId, blocks.blockerFamilyId, blocks.blockedFamilyId),
      ),
    ),
    messages: await db.$count(
      messages,
      onEitherSide(parentId, messages.senderId, messages.receiverId),
    ),
  };
}

describe('DELETE /api/account', () => {
  it('refuses a wrong password with 403 WRONG_PASSWORD and deletes nothing', async () => {
    const before = await rowsOf(ada);
    const objects = await uploadedObjects(t);
    const response = await ada.client.request('DELETE', '/api/account', {
      body: { password: 'Not-the-password1' },
    });
    expectError(response, 403, { error: ACCOUNT_MESSAGES.wrongPassword, code: 'WRONG_PASSWORD' });
    expect(await rowsOf(ada)).toEqual(before);
    expect(await uploadedObjects(t)).toEqual(objects);
    expect((await ada.client.get('/api/auth/me')).json().parent.id).toBe(ada.parentId);
  });

  it('refuses a blank or missing password with 400', async () => {
    for (const body of [{ password: '   ' }, {}]) {
      const response = await ada.client.request('DELETE', '/api/account', { body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('answers 401 without a session', async () => {
    const response = await t
      .client()
      .request('DELETE', '/api/account', { body: { password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(401);
  });

  it('deletes every record and stored file, ends every session and socket, and leaves the friend’s messages from “Deleted account”', async () => {
    const ownKeys = (
      await t.database.db.select().from(files).where(eq(files.ownerParentId, ada.parentId))
    )
      .flatMap((row) => [row.storageKey, row.thumbnailKey ?? ''])
      .filter(Boolean);
    expect(ownKeys.length).toBeGreaterThanOrEqual(4);
    const othersBefore = (await uploadedObjects(t)).filter((key) => !ownKeys.includes(key));

    // A second device of Ada's, and its socket.
    const otherDevice = t.client();
    json(
      await otherDevice.post('/api/auth/login', { email: ada.email, password: TEST_PASSWORD }),
      200,
    );
    const oldTab = copyOf(ada.client);
    const socket = await openSocket(await listening(t), otherDevice);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const response = await ada.client.request('DELETE', '/api/account', {
      body: { password: TEST_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await disconnected).toBe('io server disconnect');

    // Every row of Ada's is gone but the two messages Bo keeps.
    expect(await rowsOf(ada)).toEqual({
      parents: 0,
      sessions: 0,
      families: 0,
      familyMembers: 0,
      kids: 0,
      scheduleEvents: 0,
      healthLogs: 0,
      milestones: 0,
      measurements: 0,
      certificates: 0,
      files: 0,
      notifications: 0,
      friendRequests: 0,
      friendships: 0,
      blocks: 0,
      messages: 0,
    });
    // Ada's stored objects are gone; everyone else's are still there.
    expect(await uploadedObjects(t)).toEqual(othersBefore);

    // Both old sessions end: 401 for the old cookie on any device.
    for (const client of [oldTab, otherDevice, ada.client]) {
      expect((await client.get('/api/kids')).statusCode).toBe(401);
    }
    // And the account cannot sign in any more.
    const login = await t.client().post('/api/auth/login', {
      email: ada.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(401);

    // Bo still sees both messages, Ada's side null ("Deleted account" on screen).
    const page = json(await bo.client.get('/api/messages/deleted-accounts'), 200) as {
      items: Message[];
    };
    expect(page.items).toEqual([
      expect.objectContaining({ senderId: null, receiverId: bo.parentId, content: 'Hi from Ada' }),
      expect.objectContaining({ senderId: bo.parentId, receiverId: null, content: 'Hi from Bo' }),
    ]);
    const preview = json(await bo.client.get('/api/messages/unread-preview'), 200);
    expect(preview).toEqual([
      expect.objectContaining({
        senderId: null,
        senderName: DELETED_ACCOUNT_NAME,
        content: 'Hi from Ada',
      }),
    ]);
    // Bo's own export keeps them too.
    expect((await bo.client.get('/api/account/export')).statusCode).toBe(200);
    // Other families are untouched.
    expect((await rowsOf(dee)).kids).toBe(1);
    expect((await rowsOf(cy)).kids).toBe(1);
  });

  it('the friend marks the deleted account’s messages read: gone from their unread previews', async () => {
    const marked = json(await bo.client.post('/api/messages/deleted-accounts/mark-read'), 200) as {
      ids: number[];
    };
    expect(marked.ids).toHaveLength(1);
    expect(json(await bo.client.get('/api/messages/unread-preview'), 200)).toEqual([]);
    const page = json(await bo.client.get('/api/messages/deleted-accounts'), 200) as {
      items: Message[];
    };
    expect(page.items.map((message) => message.read)).toEqual([true, false]);
    expect(json(await bo.client.post('/api/messages/deleted-accounts/mark-read'), 200)).toEqual({
      ids: [],
    });
  });

  it('when the friend deletes their account too, the messages with neither party go', async () => {
    const response = await bo.client.request('DELETE', '/api/account', {
      body: { password: TEST_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(204);
    const left = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(sql`${messages.senderId} is null and ${messages.receiverId} is null`);
    expect(left).toEqual([]);
    expect(await rowsOf(bo)).toMatchObject({ parents: 0, messages: 0, files: 0 });
  });
});

describe('a deleted parent’s name in other parents’ notifications (issue 27, finding 7)', () => {
  it('reads “Deleted account” in a friend’s and a stranger’s request notifications', async () => {
    const eve = await family(t, 'Eve Marlowe');
    const finn = await family(t, 'Finn Okafor');
    const gus = await family(t, 'Gus Tran');
    await befriend(eve, finn);
    const gusKid = await addKid(gus.client, { name: 'Hana Tran' });
    expect((await sendRequest(eve.client, gusKid.id)).statusCode).toBe(201);
    const messagesOf = async (client: TestClient) =>
      (await notificationsOf(client)).map((item) => item.message);
    expect((await messagesOf(finn.client)).join('\n')).toContain('Eve Marlowe would like');
    expect((await messagesOf(gus.client)).join('\n')).toContain('Eve would like');

    const deleted = await eve.client.request('DELETE', '/api/account', {
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const finnSees = await messagesOf(finn.client);
    const gusSees = await messagesOf(gus.client);
    expect(finnSees.join('\n')).not.toContain('Eve');
    expect(gusSees.join('\n')).not.toContain('Eve');
    expect(finnSees).toContainEqual(
      expect.stringMatching(new RegExp(`^${DELETED_ACCOUNT_NAME} would like a playdate with Finn`)),
    );
    expect(gusSees).toContainEqual(
      `${DELETED_ACCOUNT_NAME} would like a playdate with Hana. Accept or reject the request.`,
    );
    // In the reader's language whenever it is read (issue 28).
    expect((await gus.client.patch('/api/parents/edit', { locale: 'es' })).statusCode).toBe(200);
    expect(await messagesOf(gus.client)).toContainEqual(
      'Cuenta eliminada quiere una cita de juegos con Hana. Acepta o rechaza la solicitud.',
    );
  });
});
