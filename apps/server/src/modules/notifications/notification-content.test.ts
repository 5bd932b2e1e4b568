import { beforeAll, describe, expect, it } from 'vitest';
import {
  DELETED_ACCOUNT_NAME,
  MEETING_TYPES,
  NOTIFICATION_TEXTS,
  PUSH_MESSAGES,
  REPORT_MESSAGES,
  SUSPENDED_ACCOUNT_NAME,
} from '@nestling/shared';
import { loadTranslations } from '../../lib/request-locale.js';
import { pushText } from '../push/push-content.js';
import type { NotificationSentence } from '../../db/schema/index.js';
import {
  accountShownAs,
  notificationSentence,
  notificationText,
  saySentence,
  sentenceOfText,
  withDeletedAccountName,
  withoutDeletedName,
} from './notification-content.js';

beforeAll(async () => {
  await loadTranslations();
});

const KIDS = ['Mia', null] as const;
const STATUSES = ['accepted', 'rejected', 'cancelled'] as const;

describe('notificationSentence (decision 076)', () => {
  it('says in English exactly what NOTIFICATION_TEXTS says, in every case', () => {
    let compared = 0;
    const same = (sentence: NotificationSentence, english: string) => {
      compared += 1;
      expect(saySentence(sentence, 'en')).toBe(english);
    };
    for (const meetingType of MEETING_TYPES) {
      for (const kidFirstName of KIDS) {
        const received = { senderName: 'Ada', meetingType, kidFirstName };
        same(
          notificationSentence.requestReceived(received),
          NOTIFICATION_TEXTS.requestReceived(received),
        );
        for (const status of STATUSES) {
          same(
            notificationSentence.requestReceivedClosed({ ...received, status }),
            NOTIFICATION_TEXTS.requestReceivedClosed({ ...received, status }),
          );
        }
        const answered = { receiverName: 'Bo Lind', meetingType, kidFirstName };
        same(
          notificationSentence.requestAccepted(answered),
          NOTIFICATION_TEXTS.requestAccepted(answered),
        );
        same(
          notificationSentence.requestRejected(answered),
          NOTIFICATION_TEXTS.requestRejected(answered),
        );
      }
      const reminder = { otherParentName: 'Ana Ruiz', meetingType };
      same(
        notificationSentence.meetupReminder(reminder),
        NOTIFICATION_TEXTS.meetupReminder(reminder),
      );
    }
    for (const kidName of ['Mia Rose', null]) {
      const event = { title: 'Swim lesson', kidName };
      same(notificationSentence.eventReminder(event), NOTIFICATION_TEXTS.eventReminder(event));
    }
    same(notificationSentence.reportReviewed(), REPORT_MESSAGES.reviewed);
    expect(compared).toBe(3 * 2 * 6 + 3 + 2 + 1);
  });

  it('says them in Spanish', () => {
    expect(
      saySentence(
        notificationSentence.requestReceived({
          senderName: 'Ada',
          meetingType: 'Other',
          kidFirstName: null,
        }),
        'es',
      ),
    ).toBe('Ada quiere un encuentro con tu familia. Acepta o rechaza la solicitud.');
    expect(
      saySentence(
        notificationSentence.requestRejected({
          receiverName: 'Bo',
          meetingType: 'Playdate',
          kidFirstName: 'Mia',
        }),
        'es',
      ),
    ).toBe('Bo rechazó tu solicitud de cita de juegos para Mia.');
    expect(
      saySentence(notificationSentence.eventReminder({ title: 'Natación', kidName: null }), 'es'),
    ).toBe('Recordatorio: “Natación” es dentro de las próximas 24 horas.');
    expect(saySentence(notificationSentence.reportReviewed(), 'es')).toBe('Revisamos tu reporte.');
  });
});

describe('a text stored before sentences were (issue 28)', () => {
  /** Every sentence of every kind, as the kind it is stored with. */
  function everySentence() {
    const all: { kind: Parameters<typeof sentenceOfText>[0]; sentence: NotificationSentence }[] =
      [];
    for (const meetingType of MEETING_TYPES) {
      for (const kidFirstName of KIDS) {
        const received = { senderName: 'Ada Lind', meetingType, kidFirstName };
        all.push({
          kind: 'friend-request-received',
          sentence: notificationSentence.requestReceived(received),
        });
        for (const status of STATUSES) {
          all.push({
            kind: 'friend-request-received',
            sentence: notificationSentence.requestReceivedClosed({ ...received, status }),
          });
        }
        const answered = { receiverName: 'Bo', meetingType, kidFirstName };
        all.push({
          kind: 'friend-request-accepted',
          sentence: notificationSentence.requestAccepted(answered),
        });
        all.push({
          kind: 'friend-request-rejected',
          sentence: notificationSentence.requestRejected(answered),
        });
      }
      all.push({
        kind: 'meetup-reminder',
        sentence: notificationSentence.meetupReminder({ otherParentName: 'Ana Ruiz', meetingType }),
      });
    }
    for (const kidName of ['Mia Rose', null]) {
      all.push({
        kind: 'event-reminder',
        sentence: notificationSentence.eventReminder({ title: 'Swim. (lesson)?', kidName }),
      });
    }
    all.push({ kind: 'report-reviewed', sentence: notificationSentence.reportReviewed() });
    return all;
  }

  it('is read back as its sentence from either language, and said in the other', () => {
    const all = everySentence();
    expect(all).toHaveLength(3 * 2 * 6 + 3 + 2 + 1);
    for (const { kind, sentence } of all) {
      for (const written of ['en', 'es'] as const) {
        const text = saySentence(sentence, written) ?? '';
        expect(sentenceOfText(kind, text)).toEqual(sentence);
        for (const reader of ['en', 'es'] as const) {
          expect(notificationText({ kind, message: text, sentence: null }, reader)).toBe(
            saySentence(sentence, reader),
          );
        }
      }
    }
  });

  it('is shown as stored when no message of its kind matches it', () => {
    const text = 'Ada sent you something we no longer write.';
    expect(sentenceOfText('friend-request-received', text)).toBeUndefined();
    expect(
      notificationText({ kind: 'friend-request-received', message: text, sentence: null }, 'es'),
    ).toBe(text);
    // A sentence of another kind is not read as this kind's.
    expect(sentenceOfText('report-reviewed', 'Bo declined your playdate request.')).toBeUndefined();
  });

  it('keeps a deleted account deleted, said in the reader’s language', () => {
    const text = 'Cuenta eliminada rechazó tu solicitud de cita de juegos para Mia.';
    expect(
      notificationText({ kind: 'friend-request-rejected', message: text, sentence: null }, 'en'),
    ).toBe(`${DELETED_ACCOUNT_NAME} declined your playdate request for Mia.`);
  });
});

describe('a deleted or suspended account in a sentence', () => {
  it('is called by the constants’ English words, and in Spanish in a Spanish sentence', () => {
    expect(accountShownAs('en', 'deleted')).toBe(DELETED_ACCOUNT_NAME);
    expect(accountShownAs('en', 'suspended')).toBe(SUSPENDED_ACCOUNT_NAME);
    expect(accountShownAs('es', 'suspended')).toBe('Cuenta suspendida');
    expect(
      withDeletedAccountName(
        'Bo Lind rechazó tu solicitud de cita de juegos para Mia.',
        'Bo Lind',
        'es',
      ),
    ).toBe('Cuenta eliminada rechazó tu solicitud de cita de juegos para Mia.');
  });

  it('marks a deleted parent in a sentence, said in each reader’s language', () => {
    const sentence = notificationSentence.requestAccepted({
      receiverName: 'Bo Lind',
      meetingType: 'Playdate',
      kidFirstName: 'Mia',
    });
    const renamed = withoutDeletedName(
      { kind: 'friend-request-accepted', message: '', sentence, locale: 'es' },
      'Bo Lind',
    );
    expect(renamed?.message).toBe(
      'Cuenta eliminada aceptó tu solicitud de cita de juegos para Mia. Ahora son amigos y pueden enviarse mensajes.',
    );
    expect(saySentence(renamed?.sentence ?? sentence, 'en')).toBe(
      `${DELETED_ACCOUNT_NAME} accepted your playdate request for Mia. You are friends now and can send messages.`,
    );
    // Another parent's sentence is left alone.
    expect(
      withoutDeletedName(
        { kind: 'friend-request-accepted', message: '', sentence, locale: 'en' },
        'Cy Other',
      ),
    ).toBeUndefined();
  });

  it('says a suspended parent as "Suspended account" in the reader’s language', () => {
    const sentence = notificationSentence.requestReceived({
      senderName: 'Ada',
      meetingType: 'Playdate',
      kidFirstName: null,
    });
    expect(saySentence(sentence, 'es', 'Ada Lind')).toBe(
      'Cuenta suspendida quiere una cita de juegos con tu familia. Acepta o rechaza la solicitud.',
    );
    expect(saySentence(sentence, 'en', 'Bo Lind')).toBe(
      NOTIFICATION_TEXTS.requestReceived({
        senderName: 'Ada',
        meetingType: 'Playdate',
        kidFirstName: null,
      }),
    );
  });
});

describe('pushText', () => {
  it('says PUSH_MESSAGES’ words in English and counts in Spanish', () => {
    expect(pushText('en', 'callTitle', { callerName: 'Ada' })).toBe(PUSH_MESSAGES.callTitle('Ada'));
    expect(pushText('en', 'requestTitle')).toBe(PUSH_MESSAGES.requestTitle);
    expect(pushText('en', 'reminderTitle')).toBe(PUSH_MESSAGES.reminderTitle);
    expect(pushText('en', 'callBody')).toBe(PUSH_MESSAGES.callBody);
    expect(pushText('en', 'messageTitle', { senderName: 'Ada' })).toBe(
      PUSH_MESSAGES.messageTitle('Ada'),
    );
    expect(pushText('en', 'messageBody')).toBe(PUSH_MESSAGES.messageBody);
    expect(pushText('en', 'summaryTitle')).toBe(PUSH_MESSAGES.summaryTitle);
    for (const count of [1, 2, 1000]) {
      expect(pushText('en', 'summaryBody', { count })).toBe(PUSH_MESSAGES.summaryBody(count));
    }
    expect(pushText('es', 'summaryBody', { count: 1 })).toBe('Tienes 1 notificación nueva.');
    expect(pushText('es', 'summaryBody', { count: 3 })).toBe('Tienes 3 notificaciones nuevas.');
    expect(pushText('es', 'callTitle', { callerName: 'Ada' })).toBe('Ada te está llamando');
  });
});
