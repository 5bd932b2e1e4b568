import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_EXPORT_JSON, familySchema, type Kid } from '@nestling/shared';
import { pdfDocument } from '@nestling/testing';
import { memberOf } from '../../../test/helpers/accounts.js';
import { pngImage } from '../../../test/helpers/images.js';
import { twoFamiliesWithKids, type FamilyWithKid } from '../../../test/helpers/kids.js';
import { addKid, family, type Family } from '../../../test/helpers/social.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { unzip } from '../../../test/helpers/zip.js';
import type { TestClient } from '../../../test/helpers/test-client.js';
import {
  certificates,
  familyMembers,
  files,
  healthLogs,
  measurements,
  milestones,
  scheduleEvents,
} from '../../db/schema/index.js';

let t: TestApp;
let familyA: FamilyWithKid;
let familyB: FamilyWithKid;
/**
 * A second adult of family A, moved in as a caregiver by `memberOf` (invitations.test.ts does
 * it by mail).
 */
let sam: Family & { client: TestClient };

/** The parent who wrote record `id` of a family's table (its `createdBy`), read from the database. */
async function writerOf(
  table:
    | typeof scheduleEvents
    | typeof healthLogs
    | typeof milestones
    | typeof measurements
    | typeof certificates,
  id: number,
): Promise<number | null | undefined> {
  const [row] = await t.database.db
    .select({ by: table.createdBy })
    .from(table)
    .where(eq(table.id, id));
  return row?.by;
}

/** Sam, the caregiver, logs a happy day of family A's kid with a PDF document; answers 201. */
async function samLogsWithDocument(date: string, notes: string) {
  const response = await sam.client.multipart(
    'POST',
    '/api/health',
    { kidId: familyA.kidId, mood: 'Happy', sleep: '10', date, notes },
    { document: { name: 'card.pdf', type: 'application/pdf', data: pdfDocument(notes) } },
  );
  expect(response.statusCode).toBe(201);
  return response;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ familyA, familyB } = await twoFamiliesWithKids(t, { name: 'Noah', showInExplore: true }));
  sam = { ...(await memberOf(t, familyA.familyId, 'caregiver', 'Sam')), name: 'Sam' };
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/family', () => {
  it("answers a new parent's family: themselves as its sole guardian, no invitations", async () => {
    const solo = await family(t, 'Robin');
    const response = await solo.client.get('/api/family');
    expect(response.statusCode).toBe(200);
    const answer = familySchema.parse(response.json());
    expect(answer).toEqual({
      id: solo.familyId,
      createdAt: expect.any(String),
      role: 'guardian',
      members: [
        {
          id: solo.parentId,
          name: 'Robin',
          photoUrl: null,
          role: 'guardian',
          joinedAt: expect.any(String),
        },
      ],
      invitations: [],
      area: null,
      areaPrompt: true,
    });
  });

  it('lists every member with their role and photo, guardians first, and the caller’s own role', async () => {
    await familyA.client.multipart(
      'POST',
      '/api/parents/upload-photo',
      {},
      { photo: { name: 'me.png', type: 'image/png', data: await pngImage() } },
    );
    const asGuardian = familySchema.parse((await familyA.client.get('/api/family')).json());
    expect(asGuardian.role).toBe('guardian');
    expect(asGuardian.members.map(({ id, role }) => ({ id, role }))).toEqual([
      { id: familyA.parentId, role: 'guardian' },
      { id: sam.parentId, role: 'caregiver' },
    ]);
    expect(asGuardian.members[0]?.photoUrl).toMatch(/^\/api\/files\/\d+$/);
    const asCaregiver = familySchema.parse((await sam.client.get('/api/family')).json());
    // A caregiver cannot choose the home area, so is never asked for one (issue 30).
    expect(asCaregiver).toEqual({ ...asGuardian, role: 'caregiver', areaPrompt: false });
    // Another family sees only its own.
    const other = familySchema.parse((await familyB.client.get('/api/family')).json());
    expect(other.members.map((member) => member.id)).toEqual([familyB.parentId]);
  });

  it('keeps the family in the session cache until the parent’s sessions are forgotten', async () => {
    const jo = await family(t, 'Jo');
    expect((await jo.client.get('/api/family')).json().id).toBe(jo.familyId);
    await t.database.db
      .update(familyMembers)
      .set({ familyId: familyB.familyId, role: 'caregiver' })
      .where(eq(familyMembers.parentId, jo.parentId));
    // Still the cached session's family: a membership change must be announced…
    expect((await jo.client.get('/api/family')).json().id).toBe(jo.familyId);
    // …as the membership routes do, the way a profile change makes every instance forget.
    t.app.services.events.emit('parentChanged', { parentId: jo.parentId });
    await vi.waitFor(async () => {
      const answer = familySchema.parse((await jo.client.get('/api/family')).json());
      expect(answer).toMatchObject({ id: familyB.familyId, role: 'caregiver' });
    });
    expect((await jo.client.get(`/api/kids/${familyB.kidId}`)).statusCode).toBe(200);
    // Back where Jo was, for the other tests.
    await t.database.db
      .update(familyMembers)
      .set({ familyId: jo.familyId, role: 'guardian' })
      .where(eq(familyMembers.parentId, jo.parentId));
  });

  it('answers 401 without a session', async () => {
    expect((await t.client().get('/api/family')).statusCode).toBe(401);
  });
});

describe('the family owns the kids (decision 056)', () => {
  it("shows every member the family's kids, and another family none of them", async () => {
    const listed = (await sam.client.get('/api/kids')).json() as Kid[];
    expect(listed.map((kid) => kid.id)).toEqual([familyA.kidId]);
    expect((await sam.client.get(`/api/kids/${familyA.kidId}`)).statusCode).toBe(200);
    expect((await familyB.client.get(`/api/kids/${familyA.kidId}`)).statusCode).toBe(404);
    expect((await sam.client.get(`/api/kids/${familyB.kidId}`)).statusCode).toBe(404);
  });

  it('lets a guardian edit the kid and add a kid, which the other member sees; a caregiver may not (slice 2)', async () => {
    const kidForm = {
      name: 'Noah',
      age: 7,
      gender: 'Male',
      dob: '2019-03-01',
      address: '3 Shared Lane',
    };
    const refused = await sam.client.multipart('PATCH', `/api/kids/${familyA.kidId}`, kidForm);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('GUARDIAN_ONLY');
    const gale = await memberOf(t, familyA.familyId, 'guardian');
    const edited = await gale.client.multipart('PATCH', `/api/kids/${familyA.kidId}`, kidForm);
    expect(edited.statusCode).toBe(200);
    const seen = (await sam.client.get(`/api/kids/${familyA.kidId}`)).json() as Kid;
    expect(seen.address).toBe('3 Shared Lane');

    const added = await addKid(gale.client, { name: 'Mia' });
    const ofCaregiver = (await sam.client.get('/api/kids')).json() as Kid[];
    expect(ofCaregiver.map((kid) => kid.id)).toEqual([familyA.kidId, added.id]);
    expect((await familyB.client.get(`/api/kids/${added.id}`)).statusCode).toBe(404);
    expect((await sam.client.delete(`/api/kids/${added.id}`)).json().code).toBe('GUARDIAN_ONLY');
    expect((await familyA.client.delete(`/api/kids/${added.id}`)).statusCode).toBe(204);
  });

  it('shares the calendar, health logs, milestones, measurements and certificates, each keeping who wrote it', async () => {
    const { db } = t.database;
    const event = await sam.client.post('/api/schedules', {
      kidId: familyA.kidId,
      date: '2026-12-05T14:30:00.000Z',
      title: 'Swimming',
    });
    expect(event.statusCode).toBe(201);
    const familyEvent = await familyA.client.post('/api/schedules', {
      title: 'Dinner at Grandma’s',
      date: '2026-12-06',
      startTime: '2026-12-06T18:00:00+01:00',
    });
    expect(familyEvent.statusCode).toBe(201);
    const log = await samLogsWithDocument('2026-11-20', 'Napped');
    const milestone = await sam.client.post('/api/milestones', {
      kidId: familyA.kidId,
      title: 'Rides a bike',
      date: '2026-11-01',
    });
    expect(milestone.statusCode).toBe(201);
    const measurement = await sam.client.post(`/api/kids/${familyA.kidId}/measurements`, {
      date: '2026-09-10',
      weightKg: 21.4,
      lengthCm: 118.5,
    });
    expect(measurement.statusCode, measurement.body).toBe(201);
    const certificate = await sam.client.multipart(
      'POST',
      '/api/certificates',
      { kidId: familyA.kidId, title: 'Swimming badge' },
      { certificate: { name: 'badge.png', type: 'image/png', data: await pngImage() } },
    );
    expect(certificate.statusCode).toBe(201);

    // The guardian sees all of it.
    const events = (await familyA.client.get('/api/schedules')).json() as { id: number }[];
    expect(events.map((row) => row.id)).toEqual(
      expect.arrayContaining([event.json().id, familyEvent.json().id]),
    );
    const logs = (await familyA.client.get(`/api/health?kidId=${familyA.kidId}`)).json().logs;
    expect(logs.map((row: { id: number }) => row.id)).toContain(log.json().log.id);
    const document = log.json().log.document.url as string;
    expect((await familyA.client.get(document)).statusCode).toBe(200);
    const page = (await familyA.client.get(`/api/milestones?kidId=${familyA.kidId}`)).json();
    expect(page.items.map((row: { id: number }) => row.id)).toContain(milestone.json().id);
    const measured = (await familyA.client.get(`/api/kids/${familyA.kidId}/measurements`)).json();
    expect(measured.items.map((row: { id: number }) => row.id)).toEqual([measurement.json().id]);
    const gallery = (await familyA.client.get(`/api/certificates?kidId=${familyA.kidId}`)).json();
    expect(gallery.map((row: { id: number }) => row.id)).toContain(certificate.json().id);
    expect((await familyA.client.get(certificate.json().imageUrl)).statusCode).toBe(200);
    // And the caregiver sees the guardian's family-wide event.
    const ofCaregiver = (await sam.client.get('/api/schedules')).json() as { id: number }[];
    expect(ofCaregiver.map((row) => row.id)).toContain(familyEvent.json().id);

    // Each keeps its writer.
    const writers = await Promise.all([
      writerOf(scheduleEvents, event.json().id),
      writerOf(scheduleEvents, familyEvent.json().id),
      writerOf(healthLogs, log.json().log.id),
      writerOf(milestones, milestone.json().id),
      writerOf(measurements, measurement.json().id),
      writerOf(certificates, certificate.json().id),
    ]);
    expect(writers).toEqual([
      sam.parentId,
      familyA.parentId,
      sam.parentId,
      sam.parentId,
      sam.parentId,
      sam.parentId,
    ]);

    // Another family: 404 for every id, its own lists without them.
    const b = familyB.client;
    expect((await b.get(`/api/schedules/${familyA.kidId}`)).statusCode).toBe(404);
    expect((await b.delete(`/api/schedules/${event.json().id}`)).statusCode).toBe(404);
    expect((await b.get(`/api/health?kidId=${familyA.kidId}`)).statusCode).toBe(404);
    expect((await b.delete(`/api/health/${log.json().log.id}`)).statusCode).toBe(404);
    expect((await b.get(document)).statusCode).toBe(404);
    expect((await b.delete(`/api/milestones/${milestone.json().id}`)).statusCode).toBe(404);
    expect((await b.get(`/api/kids/${familyA.kidId}/measurements`)).statusCode).toBe(404);
    expect((await b.delete(`/api/certificates/${certificate.json().id}`)).statusCode).toBe(404);
    expect((await b.get(certificate.json().imageUrl)).statusCode).toBe(404);
    const ofB = (await b.get('/api/schedules')).json() as { id: number }[];
    expect(ofB.map((row) => row.id)).not.toContain(familyEvent.json().id);

    // A member deletes what the other wrote (this slice: every member edits; roles come later).
    expect((await familyA.client.delete(`/api/milestones/${milestone.json().id}`)).statusCode).toBe(
      204,
    );
    const left = await db
      .select()
      .from(milestones)
      .where(
        and(eq(milestones.id, milestone.json().id), eq(milestones.familyId, familyA.familyId)),
      );
    expect(left).toEqual([]);
  });

  it("gives a caregiver an export of what they wrote and a guardian the family's (issue 24)", async () => {
    const byCaregiver = await samLogsWithDocument('2026-11-21', 'SAM-WROTE');
    const dentist = {
      kidId: familyA.kidId,
      date: '2026-12-09T09:00:00.000Z',
      title: 'GUARDIAN-WROTE dentist',
    };
    expect((await familyA.client.post('/api/schedules', dentist)).statusCode).toBe(201);

    async function exportOf(client: TestClient) {
      const response = await client.get('/api/account/export');
      expect(response.statusCode, response.body).toBe(200);
      const entries = await unzip(response.rawPayload);
      const raw = entries.get(ACCOUNT_EXPORT_JSON)?.toString('utf8') ?? '';
      return { entries, raw, data: JSON.parse(raw) };
    }

    const ofSam = await exportOf(sam.client);
    expect(ofSam.data.scope).toBe('own-records');
    expect(ofSam.data.parent).toMatchObject({ id: sam.parentId });
    // The kids' profiles are the family's; Sam's records name the kid by id.
    expect(ofSam.data.kids).toEqual([]);
    expect(ofSam.raw).toContain('SAM-WROTE');
    expect(ofSam.raw).not.toContain('GUARDIAN-WROTE');
    for (const list of [
      'scheduleEvents',
      'healthLogs',
      'milestones',
      'measurements',
      'certificates',
    ]) {
      for (const record of ofSam.data[list] as { createdBy?: number }[]) {
        expect(record, list).not.toMatchObject({ createdBy: familyA.parentId });
      }
    }
    expect(ofSam.data.healthLogs).toContainEqual(
      expect.objectContaining({ id: byCaregiver.json().log.id, kidId: familyA.kidId }),
    );
    // Only the files Sam uploaded, each in the zip.
    const samFiles = await t.database.db
      .select({ id: files.id })
      .from(files)
      .where(eq(files.ownerParentId, sam.parentId));
    expect(samFiles.length).toBeGreaterThan(0);
    expect(ofSam.data.files.map((file: { id: number }) => file.id).sort()).toEqual(
      samFiles.map((row) => row.id).sort(),
    );

    const ofGuardian = await exportOf(familyA.client);
    expect(ofGuardian.data.scope).toBe('family');
    expect(ofGuardian.data.kids).toContainEqual(expect.objectContaining({ id: familyA.kidId }));
    expect(ofGuardian.raw).toContain('SAM-WROTE');
    expect(ofGuardian.raw).toContain('GUARDIAN-WROTE');
    // The family's files include what Sam uploaded for the kid.
    const samFamilyFiles = await t.database.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.ownerParentId, sam.parentId), eq(files.familyId, familyA.familyId)));
    expect(samFamilyFiles.length).toBeGreaterThan(0);
    expect(ofGuardian.data.files.map((file: { id: number }) => file.id)).toEqual(
      expect.arrayContaining(samFamilyFiles.map((row) => row.id)),
    );
  });

  it("never shows a member their own family's kids in Explore, and scores for any of the family's kids", async () => {
    // Explore is a guardian's (slice 2): a second guardian of family A looks.
    expect((await sam.client.get('/api/kids/public')).json().code).toBe('GUARDIAN_ONLY');
    const gale = await memberOf(t, familyA.familyId, 'guardian', 'Gale Second');
    const explored = (await gale.client.get('/api/kids/public')).json();
    const ids = explored.items.map((kid: { id: number }) => kid.id);
    expect(ids).not.toContain(familyA.kidId);
    expect(ids).toContain(familyB.kidId);
    const scored = await gale.client.get(`/api/kids/public?forKid=${familyA.kidId}`);
    expect(scored.statusCode).toBe(200);
    expect((await familyB.client.get(`/api/kids/public?forKid=${familyA.kidId}`)).statusCode).toBe(
      404,
    );
    // A member cannot block or ask for their own family's kid.
    expect((await gale.client.post('/api/blocks', { kidId: familyA.kidId })).json().code).toBe(
      'OWN_KID',
    );
  });
});
