import { describe, expect, it } from 'vitest';
import { notificationPageQuerySchema } from './notification-requests.js';
import { NOTIFICATION_TEXTS } from './notification-texts.js';

describe('notificationPageQuerySchema (spec §9: 10, 20 or 50)', () => {
  it.each([
    [{}, { page: 1, pageSize: 10 }],
    [
      { page: '2', pageSize: '20' },
      { page: 2, pageSize: 20 },
    ],
    [{ pageSize: '50' }, { page: 1, pageSize: 50 }],
  ])('%j', (query, expected) => {
    expect(notificationPageQuerySchema.parse(query)).toEqual(expected);
  });

  it.each([{ pageSize: '25' }, { pageSize: '5' }, { page: '0' }])('refuses %j', (query) => {
    expect(notificationPageQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('NOTIFICATION_TEXTS (what a parent reads)', () => {
  it.each([
    [
      NOTIFICATION_TEXTS.requestReceived({
        senderName: 'Sam Lee',
        meetingType: 'Playdate',
        kidFirstName: 'Mia',
      }),
      'Sam Lee would like a playdate with Mia. Accept or reject the request.',
    ],
    [
      NOTIFICATION_TEXTS.requestReceived({
        senderName: 'Sam Lee',
        meetingType: 'Other',
        kidFirstName: null,
      }),
      'Sam Lee would like a meetup with your family. Accept or reject the request.',
    ],
    [
      NOTIFICATION_TEXTS.requestAccepted({
        receiverName: 'Ana Ruiz',
        meetingType: 'Study Date',
        kidFirstName: 'Leo',
      }),
      'Ana Ruiz accepted your study date request for Leo. You are friends now and can send messages.',
    ],
    [
      NOTIFICATION_TEXTS.requestRejected({
        receiverName: 'Ana Ruiz',
        meetingType: 'Playdate',
        kidFirstName: null,
      }),
      'Ana Ruiz declined your playdate request.',
    ],
    [
      NOTIFICATION_TEXTS.meetupReminder({ otherParentName: 'Ana Ruiz', meetingType: 'Other' }),
      'Reminder: your meetup with Ana Ruiz is coming up within 24 hours.',
    ],
    [
      NOTIFICATION_TEXTS.eventReminder({ title: 'Swim lesson', kidName: 'Mia Rose' }),
      'Reminder: “Swim lesson” for Mia Rose is coming up within 24 hours.',
    ],
    [
      NOTIFICATION_TEXTS.eventReminder({ title: 'Family dinner', kidName: null }),
      'Reminder: “Family dinner” is coming up within 24 hours.',
    ],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
