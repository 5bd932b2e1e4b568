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
import {
  accountShownAs,
  notificationSentence,
  withDeletedAccountName,
} from './notification-content.js';

beforeAll(async () => {
  await loadTranslations();
});

const KIDS = ['Mia', null] as const;
const STATUSES = ['accepted', 'rejected', 'cancelled'] as const;

describe('notificationSentence (decision 076)', () => {
  it('says in English exactly what NOTIFICATION_TEXTS says, in every case', () => {
    let compared = 0;
    const same = (sentence: (locale: 'en') => string, english: string) => {
      compared += 1;
      expect(sentence('en')).toBe(english);
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
      notificationSentence.requestReceived({
        senderName: 'Ada',
        meetingType: 'Other',
        kidFirstName: null,
      })('es'),
    ).toBe('Ada quiere un encuentro con tu familia. Acepta o rechaza la solicitud.');
    expect(
      notificationSentence.requestRejected({
        receiverName: 'Bo',
        meetingType: 'Playdate',
        kidFirstName: 'Mia',
      })('es'),
    ).toBe('Bo rechazó tu solicitud de cita de juegos para Mia.');
    expect(notificationSentence.eventReminder({ title: 'Natación', kidName: null })('es')).toBe(
      'Recordatorio: “Natación” es dentro de las próximas 24 horas.',
    );
    expect(notificationSentence.reportReviewed()('es')).toBe('Revisamos tu reporte.');
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
