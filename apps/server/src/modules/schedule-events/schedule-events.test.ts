import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_EVENT_MESSAGES } from '@nestling/shared';
import { TEST_PASSWORD, signUp } from '../../../test/helpers/accounts.js';
import { openDatabase } from '../../db/client.js';
import { twoFamiliesWithKids, type FamilyWithKid } from '../../../test/helpers/kids.js';
import { addScheduleEvent } from '../../../test/helpers/schedule-events.js';
import { addKid } from '../../../test/helpers/social.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
let familyA: FamilyWithKid;
let familyB: FamilyWithKid;

beforeAll(async () => {
  t = await createTestApp();
  ({ familyA, familyB } = await twoFamiliesWithKids(t, { name: 'Noah' }));
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/schedules', () => {
  it('accepts the kid calendar’s form: {kidId, date, title, description}, answering 201 with the event', async () => {
    const event = await addScheduleEvent(familyA.client, {
      kidId: familyA.kidId,
      date: '2026-12-05T14:30:00.000Z',
      title: '  Swimming lesson ',
      description: ' Bring goggles ',
    });
    expect(event).toMatchObject({
      kidId: familyA.kidId,
      kidName: 'Noah',
      title: 'Swimming lesson',
      description: 'Bring goggles',
      date: '2026-12-05T14:30:00.000Z',
      startTime: '2026-12-05T14:30:00.000Z',
    });
  });

  it('accepts the schedule card’s form: {title, description, date (YYYY-MM-DD), startTime} as a family event', async () => {
    const event = await addScheduleEvent(familyA.client, {
      title: 'Grandma visits',
      description: '',
      date: '2026-12-06',
      startTime: '2026-12-06T09:00:00+01:00',
    });
    expect(event).toMatchObject({
      kidId: null,
      kidName: null,
      title: 'Grandma visits',
      description: null,
      startTime: '2026-12-06T08:00:00.000Z',
    });
  });

  it('accepts the schedule card’s form with a kid (issue 9): the event is that kid’s, on their calendar too', async () => {
    const event = await addScheduleEvent(familyA.client, {
      title: 'Swimming',
      description: 'Bring goggles',
      date: '2026-12-07',
      startTime: '2026-12-07T16:30:00Z',
      kidId: familyA.kidId,
    });
    expect(event).toMatchObject({ kidId: familyA.kidId, kidName: 'Noah', title: 'Swimming' });
    const kidCalendar = (
      await familyA.client.get(`/api/schedules/${familyA.kidId}`)
    ).json() as Array<{
      id: number;
    }>;
    expect(kidCalendar.map((item) => item.id)).toContain(event.id);

    // Another family's kid is not found, as on the kid calendar.
    const foreign = await familyA.client.post('/api/schedules', {
      title: 'Swimming',
      date: '2026-12-07',
      startTime: '2026-12-07T16:30:00Z',
      kidId: familyB.kidId,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it.each([
    [
      'a blank title',
      { kidId: 0, date: '2026-12-05T10:00:00Z', title: '   ' },
      'title',
      SCHEDULE_EVENT_MESSAGES.titleRequired,
    ],
    [
      'a title that is too long',
      { date: '2026-12-05T10:00:00Z', title: 'x'.repeat(121) },
      'title',
      SCHEDULE_EVENT_MESSAGES.titleTooLong,
    ],
    [
      'an invalid date',
      { date: '2026-13-45T99:00:00Z', title: 'Party' },
      'date',
      SCHEDULE_EVENT_MESSAGES.dateInvalid,
    ],
    [
      'a date without a time',
      { date: '2026-12-05', title: 'Party' },
      'startTime',
      SCHEDULE_EVENT_MESSAGES.dateInvalid,
    ],
    [
      'a non-numeric kidId',
      { kidId: 'abc', date: '2026-12-05T10:00:00Z', title: 'Party' },
      'kidId',
      SCHEDULE_EVENT_MESSAGES.invalidKidId,
    ],
  ])('rejects %s with 400', async (_label, body, path, message) => {
    const payload = { ...body } as Record<string, unknown>;
    if (payload.kidId === 0) payload.kidId = familyA.kidId;
    const response = await familyA.client.post('/api/schedules', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ path, message });
  });

  it('answers 404 for an unknown kid and for another family’s kid', async () => {
    const unknown = await familyA.client.post('/api/schedules', {
      kidId: 999_999,
      date: '2026-12-05T10:00:00Z',
      title: 'Party',
    });
    const foreign = await familyA.client.post('/api/schedules', {
      kidId: familyB.kidId,
      date: '2026-12-05T10:00:00Z',
      title: 'Party',
    });
    expect(unknown.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
  });
});

describe('reading, changing and deleting events', () => {
  it('lists the parent’s events ordered by start, per kid, and within a range', async () => {
    const client = (await signUp(t)).client;
    const kid = await addKid(client, { name: 'Ava' });
    for (const [date, title, kidId] of [
      ['2027-01-10T10:00:00Z', 'Later', kid.id],
      ['2027-01-02T10:00:00Z', 'First', kid.id],
      ['2027-01-05T10:00:00Z', 'Family', null],
    ] as const) {
      await addScheduleEvent(client, { kidId, date, title });
    }
    const all = (await client.get('/api/schedules')).json();
    expect(all.map((event: { title: string }) => event.title)).toEqual([
      'First',
      'Family',
      'Later',
    ]);
    const forKid = (await client.get(`/api/schedules/${kid.id}`)).json();
    expect(forKid.map((event: { title: string }) => event.title)).toEqual(['First', 'Later']);
    const ranged = (
      await client.get('/api/schedules?from=2027-01-03T00:00:00Z&to=2027-01-09T00:00:00Z')
    ).json();
    expect(ranged.map((event: { title: string }) => event.title)).toEqual(['Family']);
    const titles = async (url: string) =>
      (await client.get(url)).json().map((event: { title: string }) => event.title);
    // A range open at one end: one prepared statement serves every shape (issue 13).
    expect(await titles('/api/schedules?from=2027-01-03T00:00:00Z')).toEqual(['Family', 'Later']);
    expect(await titles('/api/schedules?to=2027-01-05T10:00:00Z')).toEqual(['First']);
    expect(await titles(`/api/schedules/${kid.id}?from=2027-01-03T00:00:00Z`)).toEqual(['Later']);
    expect(
      (await client.get('/api/schedules?from=2027-02-01T00:00:00Z&to=2027-01-01T00:00:00Z'))
        .statusCode,
    ).toBe(400);
  });

  it('fixes a typo with PATCH and deletes with DELETE', async () => {
    const created = await addScheduleEvent(familyA.client, {
      kidId: familyA.kidId,
      date: '2026-12-10T16:00:00Z',
      title: 'Footbal',
    });
    const patched = await familyA.client.patch(`/api/schedules/${created.id}`, {
      title: 'Football',
      date: '2026-12-10T17:00:00Z',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      title: 'Football',
      startTime: '2026-12-10T17:00:00.000Z',
      kidId: familyA.kidId,
    });
    expect((await familyA.client.delete(`/api/schedules/${created.id}`)).statusCode).toBe(204);
    expect((await familyA.client.delete(`/api/schedules/${created.id}`)).statusCode).toBe(404);
  });

  it('gives another family 404 for the kid’s list, and for patching or deleting an event', async () => {
    const created = await addScheduleEvent(familyA.client, {
      kidId: familyA.kidId,
      date: '2026-12-11T16:00:00Z',
      title: 'Private',
    });
    expect((await familyB.client.get(`/api/schedules/${familyA.kidId}`)).statusCode).toBe(404);
    expect(
      (await familyB.client.patch(`/api/schedules/${created.id}`, { title: 'Mine now' }))
        .statusCode,
    ).toBe(404);
    expect((await familyB.client.delete(`/api/schedules/${created.id}`)).statusCode).toBe(404);
    const listB = (await familyB.client.get('/api/schedules')).json();
    expect(listB.some((event: { id: number }) => event.id === created.id)).toBe(false);
    expect(
      (await familyA.client.get(`/api/schedules/${familyA.kidId}`))
        .json()
        .some((event: { id: number }) => event.id === created.id),
    ).toBe(true);
  });

  it('answers 400 for a non-numeric kid id in the path and 401 without a session', async () => {
    expect((await familyA.client.get('/api/schedules/abc')).statusCode).toBe(400);
    expect((await t.client().get('/api/schedules')).statusCode).toBe(401);
  });

  it('deletes a kid’s events with the kid', async () => {
    const client = (await signUp(t)).client;
    const kid = await addKid(client, { name: 'Temp' });
    await addScheduleEvent(client, {
      kidId: kid.id,
      date: '2026-12-20T10:00:00Z',
      title: 'Gone soon',
    });
    await client.delete(`/api/kids/${kid.id}`);
    expect((await client.get('/api/schedules')).json()).toEqual([]);
  });
});

describe('the private iCal feed', () => {
  it('serves the parent’s events as valid iCalendar that a calendar app can read, until revoked', async () => {
    const { client } = await signUp(t);
    const kid = await addKid(client, { name: 'Ella' });
    await addScheduleEvent(client, {
      kidId: kid.id,
      date: '2026-12-24T15:00:00Z',
      title: 'Nativity play',
      description: 'Costume: star; bring snacks, water',
    });
    await addScheduleEvent(client, {
      title: 'Family dinner',
      date: '2026-12-25',
      startTime: '2026-12-25T18:00:00Z',
    });

    expect((await client.get('/api/calendar-feed')).json()).toEqual({
      enabled: false,
      createdAt: null,
    });
    const created = await client.post('/api/calendar-feed');
    expect(created.statusCode).toBe(201);
    const { url } = created.json();
    expect(url).toMatch(/^http:\/\/nestling\.test\/api\/calendar-feed\/[\w-]{43}\.ics$/);
    expect((await client.get('/api/calendar-feed')).json().enabled).toBe(true);

    const path = new URL(url).pathname;
    const feed = await t.client().get(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');

    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary).sort()).toEqual([
      'Ella: Nativity play',
      'Family dinner',
    ]);
    const play = events.find((event) => event.summary === 'Ella: Nativity play')!;
    expect(play.startDate.toJSDate().toISOString()).toBe('2026-12-24T15:00:00.000Z');
    expect(play.description).toBe('Costume: star; bring snacks, water');
    expect(play.uid).toMatch(/^schedule-event-\d+@nestling\.test$/);

    const regenerated = (await client.post('/api/calendar-feed')).json().url;
    expect(regenerated).not.toBe(url);
    expect((await t.client().get(path)).statusCode).toBe(404);
    expect((await t.client().get(new URL(regenerated).pathname)).statusCode).toBe(200);

    expect((await client.delete('/api/calendar-feed')).statusCode).toBe(204);
    const revoked = await t.client().get(new URL(regenerated).pathname);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).not.toContain('Nativity');
  });
});

describe('persistence', () => {
  it('keeps events across a restart of the server on the embedded database', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-restart-'));
    try {
      const firstDatabase = await openDatabase({ kind: 'pglite', dataDir });
      await firstDatabase.migrate();
      const first = await createTestApp({}, { database: firstDatabase });
      const { client, email } = await signUp(first);
      const kid = await addKid(client, { name: 'Luca' });
      await addScheduleEvent(client, {
        kidId: kid.id,
        date: '2027-03-01T08:15:00Z',
        title: 'Dentist',
      });
      await first.close();
      await firstDatabase.close();

      const secondDatabase = await openDatabase({ kind: 'pglite', dataDir });
      await secondDatabase.migrate();
      const second = await createTestApp({}, { database: secondDatabase });
      try {
        const again = second.client();
        expect(
          (await again.post('/api/auth/login', { email, password: TEST_PASSWORD })).statusCode,
        ).toBe(200);
        const events = (await again.get(`/api/schedules/${kid.id}`)).json();
        expect(events).toMatchObject([
          { title: 'Dentist', kidName: 'Luca', startTime: '2027-03-01T08:15:00.000Z' },
        ]);
      } finally {
        await second.close();
        await secondDatabase.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Two embedded databases made and migrated from scratch: seconds each, more on a busy machine.
  }, 120_000);
});
