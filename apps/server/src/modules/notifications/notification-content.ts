import {
  NOTIFICATION_LINKS,
  REMINDER_LEAD_HOURS,
  notificationsCatalogue,
  publicFirstName,
  type Locale,
  type MEETING_TYPES,
  type MessageKey,
  type NOTIFICATION_TEXTS,
} from '@nestling/shared';
import { translations } from '../../lib/request-locale.js';
import type {
  DueEvent,
  DueMeetup,
  NewNotification,
  NotificationMessage,
} from './notification.repository.js';

type MeetingType = (typeof MEETING_TYPES)[number];
type Texts = typeof NOTIFICATION_TEXTS;

/** A meeting type as the catalogue's `meeting` select reads it. */
const MEETING_SELECT: Record<MeetingType, 'playdate' | 'studyDate' | 'other'> = {
  Playdate: 'playdate',
  'Study Date': 'studyDate',
  Other: 'other',
};

/** The notifications catalogue's message `key` with `values`, to be said in any language. */
const sentence =
  (key: MessageKey<typeof notificationsCatalogue>, values?: Record<string, unknown>) =>
  (locale: Parameters<NotificationMessage>[0]) =>
    translations.t(locale, notificationsCatalogue, key, values);

/**
 * The notifications' sentences in any language (issue 28, decision 076): the notifications
 * catalogue's ICU messages, taking the same facts as the shared English NOTIFICATION_TEXTS —
 * whose words the English catalogue says exactly (notification-content.test.ts checks every
 * case). The repository says each in its recipient's saved language.
 */
export const notificationSentence = {
  requestReceived: (p: Parameters<Texts['requestReceived']>[0]): NotificationMessage =>
    sentence('requestReceived', {
      senderName: p.senderName,
      meeting: MEETING_SELECT[p.meetingType],
      hasKid: p.kidFirstName === null ? 'no' : 'yes',
      kidFirstName: p.kidFirstName ?? '',
    }),
  requestReceivedClosed: (p: Parameters<Texts['requestReceivedClosed']>[0]): NotificationMessage =>
    sentence('requestReceivedClosed', {
      senderName: p.senderName,
      meeting: MEETING_SELECT[p.meetingType],
      hasKid: p.kidFirstName === null ? 'no' : 'yes',
      kidFirstName: p.kidFirstName ?? '',
      status: p.status,
    }),
  requestAccepted: (p: Parameters<Texts['requestAccepted']>[0]): NotificationMessage =>
    sentence('requestAccepted', {
      receiverName: p.receiverName,
      meeting: MEETING_SELECT[p.meetingType],
      hasKid: p.kidFirstName ? 'yes' : 'no',
      kidFirstName: p.kidFirstName ?? '',
    }),
  requestRejected: (p: Parameters<Texts['requestRejected']>[0]): NotificationMessage =>
    sentence('requestRejected', {
      receiverName: p.receiverName,
      meeting: MEETING_SELECT[p.meetingType],
      hasKid: p.kidFirstName ? 'yes' : 'no',
      kidFirstName: p.kidFirstName ?? '',
    }),
  meetupReminder: (p: Parameters<Texts['meetupReminder']>[0]): NotificationMessage =>
    sentence('meetupReminder', {
      otherParentName: p.otherParentName,
      meeting: MEETING_SELECT[p.meetingType],
      hours: REMINDER_LEAD_HOURS,
    }),
  eventReminder: (p: Parameters<Texts['eventReminder']>[0]): NotificationMessage =>
    sentence('eventReminder', {
      title: p.title,
      hasKid: p.kidName ? 'yes' : 'no',
      kidName: p.kidName ?? '',
      hours: REMINDER_LEAD_HOURS,
    }),
  /** REPORT_MESSAGES.reviewed in any language. */
  reportReviewed: (): NotificationMessage => sentence('reportReviewed'),
};

/** The facts of a request that its notifications tell. */
export interface RequestFacts {
  id: number;
  senderId: number;
  senderName: string;
  receiverId: number;
  receiverName: string;
  meetingType: MeetingType;
  proposedTime: Date;
  /** The receiver's kid on the card (its full name; shown by first name), null once deleted. */
  kidName: string | null;
  /** Whether the two families are friends when the notification is written. */
  friends: boolean;
}

const kidFirstName = (request: RequestFacts) =>
  request.kidName === null ? null : publicFirstName(request.kidName);

/**
 * A parent's name as the other parent of a request may see it: whole between friends, else the
 * first name only (`publicFirstName`, the kids' rule; issue 27 finding 3, decision 057).
 */
const shownName = (request: RequestFacts, name: string) =>
  request.friends ? name : publicFirstName(name);

/**
 * What each notification says ({@link notificationSentence}, in the recipient's language), to
 * whom, and where it leads (NOTIFICATION_LINKS): the rows the friends service and the reminder
 * scheduler insert.
 */
export const notificationFor = {
  /** To the receiver: open Explore's pending requests to accept or reject it. */
  requestReceived: (request: RequestFacts): NewNotification => ({
    parentId: request.receiverId,
    kind: 'friend-request-received',
    message: notificationSentence.requestReceived({
      senderName: shownName(request, request.senderName),
      meetingType: request.meetingType,
      kidFirstName: kidFirstName(request),
    }),
    link: NOTIFICATION_LINKS.pendingRequests,
    subjectId: request.id,
    startsAt: request.proposedTime,
  }),

  /**
   * The receiver's "request received" once `status` closed the request (issue 29, defect 8):
   * it says what became of it and no longer leads to answering it — to the chat with the
   * sender when accepted, else to My Requests. The fields rewritten in place.
   */
  requestReceivedClosed: (
    request: RequestFacts,
    status: 'accepted' | 'rejected' | 'cancelled',
  ): Pick<NewNotification, 'message' | 'link'> => ({
    message: notificationSentence.requestReceivedClosed({
      // Accepted: they are friends now.
      senderName:
        status === 'accepted' ? request.senderName : shownName(request, request.senderName),
      meetingType: request.meetingType,
      kidFirstName: kidFirstName(request),
      status,
    }),
    link:
      status === 'accepted'
        ? NOTIFICATION_LINKS.chatWith(request.senderId)
        : NOTIFICATION_LINKS.myRequests,
  }),

  /**
   * To the sender: they are friends now (the receiver's whole name); the link opens the chat
   * with the receiver.
   */
  requestAccepted: (request: RequestFacts): NewNotification => ({
    parentId: request.senderId,
    kind: 'friend-request-accepted',
    message: notificationSentence.requestAccepted({
      receiverName: request.receiverName,
      meetingType: request.meetingType,
      kidFirstName: kidFirstName(request),
    }),
    link: NOTIFICATION_LINKS.chatWith(request.receiverId),
    subjectId: request.id,
    startsAt: request.proposedTime,
  }),

  /** To the sender: the request stays in My Requests as rejected. */
  requestRejected: (request: RequestFacts): NewNotification => ({
    parentId: request.senderId,
    kind: 'friend-request-rejected',
    message: notificationSentence.requestRejected({
      receiverName: shownName(request, request.receiverName),
      meetingType: request.meetingType,
      kidFirstName: kidFirstName(request),
    }),
    link: NOTIFICATION_LINKS.myRequests,
    subjectId: request.id,
    startsAt: request.proposedTime,
  }),

  /** To a guardian of either family of an accepted meetup; the link opens the chat with the other family's parent of the request. */
  meetupReminder: (meetup: DueMeetup): NewNotification => ({
    parentId: meetup.parentId,
    kind: 'meetup-reminder',
    message: notificationSentence.meetupReminder({
      otherParentName: meetup.otherName,
      meetingType: meetup.meetingType,
    }),
    link: NOTIFICATION_LINKS.chatWith(meetup.otherId),
    subjectId: meetup.id,
    startsAt: meetup.proposedTime,
  }),

  /** To the event's parent; the link opens the kid's calendar, or the parent hub's. */
  eventReminder: (event: DueEvent): NewNotification => ({
    parentId: event.parentId,
    kind: 'event-reminder',
    message: notificationSentence.eventReminder({ title: event.title, kidName: event.kidName }),
    link:
      event.kidId === null
        ? NOTIFICATION_LINKS.parentHub
        : NOTIFICATION_LINKS.kidCalendar(event.kidId),
    subjectId: event.id,
    startsAt: event.startsAt,
  }),

  /** To a reporter whose report a moderator closed (issue 27): no detail of the action. */
  reportReviewed: (reporterId: number, reportId: number): NewNotification => ({
    parentId: reporterId,
    kind: 'report-reviewed',
    message: notificationSentence.reportReviewed(),
    link: NOTIFICATION_LINKS.parentHub,
    subjectId: reportId,
    startsAt: null,
  }),
};

/**
 * A notification's sentence with a parent's name shown as `shownAs` ("Deleted account",
 * "Suspended account"; issue 27): every whole-name occurrence, and a first name where a
 * stranger's sentence begins with it (finding 3's rule wrote it so).
 * @param message the stored sentence
 * @param name the parent's name as stored now
 * @param shownAs what the name becomes
 */
export function withNameShownAs(message: string, name: string, shownAs: string): string {
  const whole = name.trim();
  if (whole !== '' && message.includes(whole)) return message.split(whole).join(shownAs);
  const first = publicFirstName(name);
  if (first !== '' && message.startsWith(`${first} `)) {
    return `${shownAs}${message.slice(first.length)}`;
  }
  return message;
}

/**
 * What a notification in `locale` calls a deleted or a suspended account: DELETED_ACCOUNT_NAME
 * and SUSPENDED_ACCOUNT_NAME in English (decisions 057, 060), "Cuenta eliminada"… in Spanish.
 */
export function accountShownAs(locale: Locale, state: 'deleted' | 'suspended'): string {
  return translations.t(
    locale,
    notificationsCatalogue,
    state === 'deleted' ? 'name.deleted' : 'name.suspended',
  );
}

/**
 * A notification's sentence with a deleted parent's name replaced by "Deleted account"
 * (DELETED_ACCOUNT_NAME, as their messages show; decision 057) in the sentence's language,
 * stored so by account deletion.
 * @param message the stored sentence
 * @param name the deleted parent's name as stored now
 * @param locale the language the sentence was written in (its recipient's)
 */
export function withDeletedAccountName(message: string, name: string, locale: Locale): string {
  return withNameShownAs(message, name, accountShownAs(locale, 'deleted'));
}
