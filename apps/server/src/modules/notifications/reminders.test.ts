import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_LINKS, NOTIFICATION_TEXTS } from '@nestling/shared';
import {
  addKid,
  family,
  hoursFromNow,
  sendRequest,
  type Family,
} from '../../../test/helpers/social.js';
import { memberOf } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { friendRequests, notifications } from '../../db/schema/index.js';
import type { NotificationCreated } from '../../events/app-events.js';
import { transactionRunner } from '../repositories.js';
import { createNotificationRepository } from './notification.repository.js';
import { createReminderScheduler } from './reminder-scheduler.js';
import { addScheduleEvent } from '../../../test/helpers/schedule-events.js';

/**
 * Reminders of calendar events and accepted meetups starting within 24 hours: made once, even
 * by two app instances on one database at the same moment.
 */

let first: TestApp;
let second: TestApp;
let ada: Family;
let bob: Family;
let cat: Family;
let kidId: number;
const announced: NotificationCreated[] = [];

/** The id of a new event of the family's calendar (see {@link addScheduleEvent}). */
async function addEvent(client: Family['client'], body: object): Promise<number> {
  return (await addScheduleEvent(client, body)).id;
}

async function acceptedMeetup(from: Family, to: Family, hours: number): Promise<number> {
  const toKid = await addKid(to.client, { name: `${to.name.split(' ')[0]} Kid` });
  const sent = await sendRequest(from.client, toKid.id, { proposedTime: hoursFromNow(hours) });
  expect(sent.statusCode).toBe(201);
  const id: number = sent.json().id;
  expect((await to.client.post('/api/friends/accept', { requestId: id })).statusCode).toBe(200);
  return id;
}

/** The reminders of these events and meetups (a subject id means an event or a request by kind). */
async function remindersOf(subjects: { events?: number[]; meetups?: number[] }) {
  const of = (kind: 'event-reminder' | 'meetup-reminder', ids: number[] = []) =>
    ids.length === 0
      ? Promise.resolve([])
      : first.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.kind, kind), inArray(notifications.subjectId, ids)));
  return [
    ...(await of('event-reminder', subjects.events)),
    ...(await of('meetup-reminder', subjects.meetups)),
  ];
}

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, { database: first.database });
  for (const app of [first, second]) {
    app.app.services.events.subscribe('notificationCreated', (payload) => {
      if (payload.notification.kind.endsWith('-reminder')) announced.push(payload);
    });
  }
  [ada, bob, cat] = await Promise.all([
    family(first, 'Ada Stone'),
    family(first, 'Bob Marsh'),
    family(first, 'Cat Lowe'),
  ]);
  kidId = (await addKid(ada.client, { name: 'Mia Rose', showInExplore: false })).id;
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('the reminder scheduler', () => {
  it('two instances at once make one reminder per event and per meetup parent, announced once', async () => {
    const soonKidEvent = await addEvent(ada.client, {
      kidId,
      date: hoursFromNow(2),
      title: 'Swim lesson',
    });
    const familyEvent = await addEvent(ada.client, {
      title: 'Family dinner',
      date: hoursFromNow(23).slice(0, 10),
      startTime: hoursFromNow(23),
    });
    const laterEvent = await addEvent(ada.client, {
      kidId,
      date: hoursFromNow(30),
      title: 'Later',
    });
    const pastEvent = await addEvent(ada.client, { kidId, date: hoursFromNow(-1), title: 'Past' });
    const meetup = await acceptedMeetup(ada, bob, 3);
    const farMeetup = await acceptedMeetup(ada, cat, 40);
    const pending = await sendRequest(bob.client, (await addKid(cat.client, { name: 'Pip' })).id, {
      proposedTime: hoursFromNow(3),
    });
    expect(pending.statusCode).toBe(201);
    announced.length = 0;

    const created = await Promise.all([
      first.app.services.reminders.runOnce(),
      second.app.services.reminders.runOnce(),
    ]);
    expect(created[0] + created[1]).toBe(4);

    const rows = await remindersOf({
      events: [soonKidEvent, familyEvent, laterEvent, pastEvent],
      meetups: [meetup, farMeetup, pending.json().id],
    });
    const byKey = rows.map((row) => `${row.kind}:${row.subjectId}:${row.parentId}`).sort();
    expect(byKey).toEqual(
      [
        `event-reminder:${soonKidEvent}:${ada.parentId}`,
        `event-reminder:${familyEvent}:${ada.parentId}`,
        `meetup-reminder:${meetup}:${ada.parentId}`,
        `meetup-reminder:${meetup}:${bob.parentId}`,
      ].sort(),
    );
    expect(announced).toHaveLength(4);
    expect(new Set(announced.map((event) => event.notification.id)).size).toBe(4);

    const again = await Promise.all([
      first.app.services.reminders.runOnce(),
      second.app.services.reminders.runOnce(),
    ]);
    expect(again).toEqual([0, 0]);
    expect(
      await remindersOf({ events: [soonKidEvent, familyEvent], meetups: [meetup] }),
    ).toHaveLength(4);
  });

  it('says what is coming in a parent’s words and links to the place to act', async () => {
    const fay = await family(first, 'Fay Lane');
    const meetup = await acceptedMeetup(fay, cat, 5);
    const eventId = await addEvent(cat.client, {
      date: hoursFromNow(6),
      title: 'Piano',
      kidId: null,
    });
    await first.app.services.reminders.runOnce();
    const catsPage = (await cat.client.get('/api/notifications/me?pageSize=50')).json();
    const reminders = catsPage.items.filter((item: { kind: string }) =>
      item.kind.endsWith('-reminder'),
    );
    const [meetupRow] = await first.database.db
      .select()
      .from(friendRequests)
      .where(eq(friendRequests.id, meetup));
    expect(reminders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'meetup-reminder',
          message: NOTIFICATION_TEXTS.meetupReminder({
            otherParentName: 'Fay Lane',
            meetingType: 'Playdate',
          }),
          link: NOTIFICATION_LINKS.chatWith(fay.parentId),
          startsAt: meetupRow!.proposedTime.toISOString(),
        }),
        expect.objectContaining({
          kind: 'event-reminder',
          message: 'Reminder: “Piano” is coming up within 24 hours.',
          link: NOTIFICATION_LINKS.parentHub,
        }),
      ]),
    );
    expect(eventId).toBeGreaterThan(0);
    const adasKidEvent = (await ada.client.get('/api/notifications/me?pageSize=50'))
      .json()
      .items.find((item: { message: string }) => item.message.includes('Swim lesson'));
    expect(adasKidEvent).toMatchObject({
      message: 'Reminder: “Swim lesson” for Mia Rose is coming up within 24 hours.',
      link: NOTIFICATION_LINKS.kidCalendar(kidId),
    });
  });

  it('reminds every guardian of both families of a meetup, never a caregiver (issue 24)', async () => {
    const gil = await family(first, 'Gil Hart');
    const hal = await family(first, 'Hal Moss');
    const gilsCoParent = await memberOf(first, gil.familyId, 'guardian', 'Gwen Hart');
    const gilsCaregiver = await memberOf(first, gil.familyId, 'caregiver', 'Nan Hart');
    const meetup = await acceptedMeetup(gil, hal, 7);
    await first.app.services.reminders.runOnce();

    const rows = await remindersOf({ meetups: [meetup] });
    expect(rows.map((row) => row.parentId).sort()).toEqual(
      [gil.parentId, gilsCoParent.parentId, hal.parentId].sort(),
    );
    expect(rows.map((row) => row.parentId)).not.toContain(gilsCaregiver.parentId);
    // Each opens the chat with the request's parent of the other family.
    const linkOf = (parentId: number) => rows.find((row) => row.parentId === parentId)?.link;
    expect(linkOf(gilsCoParent.parentId)).toBe(NOTIFICATION_LINKS.chatWith(hal.parentId));
    expect(linkOf(hal.parentId)).toBe(NOTIFICATION_LINKS.chatWith(gil.parentId));
    expect(await first.app.services.reminders.runOnce()).toBe(0);
  });

  it('reminds again for an event moved to another time, and never for a meetup after a block or unfriending', async () => {
    const eventId = await addEvent(ada.client, { kidId, date: hoursFromNow(4), title: 'Dentist' });
    const dan = await family(first, 'Dan Holt');
    const eve = await family(first, 'Eve Park');
    const blockedMeetup = await acceptedMeetup(ada, dan, 4);
    const unfriendedMeetup = await acceptedMeetup(ada, eve, 4);
    await ada.client.post('/api/blocks', {
      kidId: (
        await first.database.db
          .select({ kidId: friendRequests.kidId })
          .from(friendRequests)
          .where(eq(friendRequests.id, blockedMeetup))
      )[0]!.kidId,
    });
    await eve.client.delete(`/api/friends/${ada.parentId}`);
    await first.app.services.reminders.runOnce();
    expect(await remindersOf({ events: [eventId] })).toHaveLength(1);
    expect(await remindersOf({ meetups: [blockedMeetup, unfriendedMeetup] })).toEqual([]);

    await ada.client.patch(`/api/schedules/${eventId}`, { date: hoursFromNow(8) });
    await Promise.all([
      first.app.services.reminders.runOnce(),
      second.app.services.reminders.runOnce(),
    ]);
    expect(await remindersOf({ events: [eventId] })).toHaveLength(2);
  });

  it('runs on its interval once started, logs each tick’s backlog, and stops', async () => {
    const logged: unknown[] = [];
    const ticks: { due: number; created: number }[] = [];
    const scheduler = createReminderScheduler({
      repository: createNotificationRepository(first.database.db),
      transaction: transactionRunner(first.database.db),
      notifications: first.app.services.notifications,
      logger: {
        error: (entry: unknown) => logged.push(entry),
        info: (entry: { due: number; created: number }, message: string) => {
          if (message === 'reminder tick') ticks.push(entry);
        },
      } as never,
      intervalMs: 20,
    });
    const eventId = await addEvent(bob.client, { date: hoursFromNow(1), title: 'Nap' });
    scheduler.start();
    scheduler.start();
    const deadline = Date.now() + 10_000;
    while ((await remindersOf({ events: [eventId] })).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await scheduler.stop();
    expect(await remindersOf({ events: [eventId] })).toHaveLength(1);
    expect(logged).toEqual([]);
    // The tick that made the reminder logged it due and made.
    expect(ticks).toContainEqual(expect.objectContaining({ due: 1, created: 1 }));
    const after = await addEvent(bob.client, { date: hoursFromNow(1), title: 'After stop' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await remindersOf({ events: [after] })).toEqual([]);
  });
});
