import {
  NOTIFICATION_LINKS,
  publicFirstName,
  pushCatalogue,
  type Locale,
  type MessageKey,
  type NotificationKind,
  type PushKind,
} from '@nestling/shared';
import { translations } from '../../lib/request-locale.js';
import { notificationSentence, saySentence } from '../notifications/notification-content.js';
import type { NewPush } from './push.repository.js';

/**
 * A push's text in `locale`, the recipient's saved language (issue 28, decision 076): the push
 * catalogue's message `key` (its English is PUSH_MESSAGES' words).
 */
export function pushText(
  locale: Locale,
  key: MessageKey<typeof pushCatalogue>,
  values?: Record<string, unknown>,
): string {
  return translations.t(locale, pushCatalogue, key, values);
}

/**
 * How long each kind waits at the push service for an offline device (the TTL header, in
 * seconds) and how urgent it is (RFC 8030 §5.3): a call rings for 45 s and is `high` — stale
 * after; a message or a request keeps a day, a reminder until its event (12 h is ample).
 */
export const PUSH_DELIVERY: Record<PushKind, { ttlSeconds: number; urgency: NewPush['urgency'] }> =
  {
    calls: { ttlSeconds: 45, urgency: 'high' },
    messages: { ttlSeconds: 24 * 3600, urgency: 'normal' },
    requests: { ttlSeconds: 24 * 3600, urgency: 'normal' },
    reminders: { ttlSeconds: 12 * 3600, urgency: 'normal' },
  };

/** Which preference kind a notification of the centre is pushed as; null: not pushed. */
export const PUSH_KIND_OF: Record<NotificationKind, PushKind | null> = {
  'friend-request-received': 'requests',
  'friend-request-accepted': 'requests',
  'friend-request-rejected': 'requests',
  'meetup-reminder': 'reminders',
  'event-reminder': 'reminders',
  'report-reviewed': null,
};

/**
 * A notification of the centre as written (its id known), for its push: `message` is already in
 * the recipient's language, `locale`, which the push's title follows.
 */
export interface PushedNotification {
  id: number;
  parentId: number;
  kind: NotificationKind;
  message: string;
  link: string;
  locale: Locale;
}

function push(
  parentId: number,
  kind: PushKind,
  show: { title: string; body: string; url: string; tag: string },
  extra: Partial<Pick<NewPush, 'subjectKey' | 'notBefore'>> = {},
): NewPush {
  return {
    parentId,
    kind,
    payload: { type: 'show', kind, ...show },
    ...PUSH_DELIVERY[kind],
    subjectKey: extra.subjectKey ?? null,
    notBefore: extra.notBefore ?? new Date(),
    subscriptionId: null,
    attempts: 0,
  };
}

/**
 * What is pushed for each cause (issue 25): a short title, the body a lock screen shows — no
 * child named beyond the first name, no message text — and the app path a tap opens.
 */
export const pushFor = {
  /**
   * A notification of the centre (requests and their answers, meetup reminders; event
   * reminders through {@link pushFor.eventReminder}): its own sentence, which names kids by
   * first name, and its link. Null for kinds that are not pushed.
   */
  notification(notification: PushedNotification): NewPush | null {
    const kind = PUSH_KIND_OF[notification.kind];
    if (!kind) return null;
    return push(notification.parentId, kind, {
      title: pushText(notification.locale, kind === 'requests' ? 'requestTitle' : 'reminderTitle'),
      body: notification.message,
      url: notification.link,
      tag: `notification-${notification.id}`,
    });
  },

  /** A calendar reminder: the centre's sentence names the kid whole; the push, by first name. */
  eventReminder(
    notification: PushedNotification,
    event: { title: string; kidName: string | null },
  ): NewPush {
    return push(notification.parentId, 'reminders', {
      title: pushText(notification.locale, 'reminderTitle'),
      body:
        saySentence(
          notificationSentence.eventReminder({
            title: event.title,
            kidName: event.kidName === null ? null : publicFirstName(event.kidName),
          }),
          notification.locale,
        ) ?? notification.message,
      url: notification.link,
      tag: `notification-${notification.id}`,
    });
  },

  /**
   * An incoming call: opens the chat with the caller, where the call modal rings.
   * @param locale the callee's saved language
   */
  call(call: { callerId: number; calleeId: number }, callerName: string, locale: Locale): NewPush {
    return push(
      call.calleeId,
      'calls',
      {
        title: pushText(locale, 'callTitle', { callerName }),
        body: pushText(locale, 'callBody'),
        url: `${NOTIFICATION_LINKS.chatWith(call.callerId)}&call=incoming`,
        tag: callTag(call.callerId, call.calleeId),
      },
      { subjectKey: callSubject(call.callerId, call.calleeId) },
    );
  },

  /** The withdrawal of a call's notification once answered or ended elsewhere. */
  callWithdrawn(call: { callerId: number; calleeId: number }): NewPush {
    return {
      parentId: call.calleeId,
      kind: 'calls',
      payload: { type: 'withdraw', tag: callTag(call.callerId, call.calleeId) },
      ...PUSH_DELIVERY.calls,
      subjectKey: null,
      notBefore: new Date(),
      subscriptionId: null,
      attempts: 0,
    };
  },
};

/** The outbox subject of a call's push. */
export const callSubject = (callerId: number, calleeId: number) => `call:${callerId}:${calleeId}`;
/** The notification tag of a call (a withdrawal closes it). */
const callTag = (callerId: number, calleeId: number) => `call-${callerId}-${calleeId}`;

/** The pushes of notifications just written (those of kinds that are pushed). */
export function pushesForNotifications(records: PushedNotification[]): NewPush[] {
  return records.flatMap((record) => pushFor.notification(record) ?? []);
}
