import {
  LOCALES,
  NOTIFICATION_LINKS,
  REMINDER_LEAD_HOURS,
  notificationsCatalogue,
  publicFirstName,
  type Locale,
  type MEETING_TYPES,
  type NOTIFICATION_TEXTS,
  type NotificationKind,
} from '@nestling/shared';
import type { NotificationSentence } from '../../db/schema/index.js';
import { translations } from '../../lib/request-locale.js';
import type {
  DueEvent,
  DueMeetup,
  NewNotification,
  NotificationRecord,
} from './notification.repository.js';

type MeetingType = (typeof MEETING_TYPES)[number];
type Texts = typeof NOTIFICATION_TEXTS;

/** A meeting type as the catalogue's `meeting` select reads it. */
const MEETING_SELECT: Record<MeetingType, 'playdate' | 'studyDate' | 'other'> = {
  Playdate: 'playdate',
  'Study Date': 'studyDate',
  Other: 'other',
};

/** The notifications catalogue's messages a notification says (not the accounts' names). */
export type SentenceKey =
  | 'requestReceived'
  | 'requestReceivedClosed'
  | 'requestAccepted'
  | 'requestRejected'
  | 'meetupReminder'
  | 'eventReminder'
  | 'reportReviewed';

/**
 * Each sentence's ICU arguments: free texts (names, titles), numbers, and the options of its
 * selects — what reading a stored sentence back ({@link sentenceOfText}) tries.
 */
const ARGUMENTS: Record<
  SentenceKey,
  { texts?: string[]; numbers?: string[]; selects?: Record<string, string[]> }
> = {
  requestReceived: {
    texts: ['senderName', 'kidFirstName'],
    selects: { meeting: ['playdate', 'studyDate', 'other'], hasKid: ['yes', 'no'] },
  },
  requestReceivedClosed: {
    texts: ['senderName', 'kidFirstName'],
    selects: {
      meeting: ['playdate', 'studyDate', 'other'],
      hasKid: ['yes', 'no'],
      status: ['accepted', 'rejected', 'cancelled'],
    },
  },
  requestAccepted: {
    texts: ['receiverName', 'kidFirstName'],
    selects: { meeting: ['playdate', 'studyDate', 'other'], hasKid: ['yes', 'no'] },
  },
  requestRejected: {
    texts: ['receiverName', 'kidFirstName'],
    selects: { meeting: ['playdate', 'studyDate', 'other'], hasKid: ['yes', 'no'] },
  },
  meetupReminder: {
    texts: ['otherParentName'],
    numbers: ['hours'],
    selects: { meeting: ['playdate', 'studyDate', 'other'] },
  },
  eventReminder: {
    texts: ['title', 'kidName'],
    numbers: ['hours'],
    selects: { hasKid: ['yes', 'no'] },
  },
  reportReviewed: {},
};

/** The arguments that are a parent's name: what a deleted or suspended account replaces. */
const NAME_ARGUMENTS = new Set(['senderName', 'receiverName', 'otherParentName']);

/** The sentences each kind of notification may say (a closed request's among them). */
const KEYS_OF_KIND: Record<NotificationKind, SentenceKey[]> = {
  'friend-request-received': ['requestReceived', 'requestReceivedClosed'],
  'friend-request-accepted': ['requestAccepted'],
  'friend-request-rejected': ['requestRejected'],
  'meetup-reminder': ['meetupReminder'],
  'event-reminder': ['eventReminder'],
  'report-reviewed': ['reportReviewed'],
};

const isSentenceKey = (key: string): key is SentenceKey => Object.hasOwn(ARGUMENTS, key);

/** The notifications catalogue's message `key` with `values`: said in the reader's language. */
const sentence = (
  key: SentenceKey,
  values: NotificationSentence['values'] = {},
): NotificationSentence => ({ key, values });

/**
 * What each notification says, as data (issue 28): the notifications catalogue's ICU message
 * and its values, taking the same facts as the shared English NOTIFICATION_TEXTS — whose words
 * the English catalogue says exactly (notification-content.test.ts checks every case). Stored
 * with the row and said in the reader's language whenever it is read ({@link saySentence}).
 */
export const notificationSentence = {
  requestReceived: (p: Parameters<Texts['requestReceived']>[0]): NotificationSentence =>
    sentence('requestReceived', {
      senderName: p.senderName,
      meeting: MEETING_SELECT[p.meetingType],
      hasKid: p.kidFirstName === null ? 'no' : 'yes',
      kidFirstName: p.kidFirstName ?? '',
    }),
  requestReceivedClosed: (p: Parameters<Texts['requestReceivedClosed']>[0]): NotificationSentence =>
    sentence('requestReceivedClosed', {
      senderName: p.senderName,
      meeting: MEETING_SELECT[p.meetingType],
      hasKid: p.kidFirstName === null ? 'no' : 'yes',
      kidFirstName: p.kidFirstName ?? '',
      status: p.status,
    }),
  requestAccepted: (p: Parameters<Texts['requestAccepted']>[0]): NotificationSentence =>
    sentence('requestAccepted', {
      receiverName: p.receiverName,
      meeting: MEETING_SELECT[p.meetingType],
      hasKid: p.kidFirstName ? 'yes' : 'no',
      kidFirstName: p.kidFirstName ?? '',
    }),
  requestRejected: (p: Parameters<Texts['requestRejected']>[0]): NotificationSentence =>
    sentence('requestRejected', {
      receiverName: p.receiverName,
      meeting: MEETING_SELECT[p.meetingType],
      hasKid: p.kidFirstName ? 'yes' : 'no',
      kidFirstName: p.kidFirstName ?? '',
    }),
  meetupReminder: (p: Parameters<Texts['meetupReminder']>[0]): NotificationSentence =>
    sentence('meetupReminder', {
      otherParentName: p.otherParentName,
      meeting: MEETING_SELECT[p.meetingType],
      hours: REMINDER_LEAD_HOURS,
    }),
  eventReminder: (p: Parameters<Texts['eventReminder']>[0]): NotificationSentence =>
    sentence('eventReminder', {
      title: p.title,
      hasKid: p.kidName ? 'yes' : 'no',
      kidName: p.kidName ?? '',
      hours: REMINDER_LEAD_HOURS,
    }),
  /** REPORT_MESSAGES.reviewed in any language. */
  reportReviewed: (): NotificationSentence => sentence('reportReviewed'),
};

/** Whether `value` is how a sentence wrote `name`: whole, or its first name (decision 057). */
function isNameOf(value: string, name: string): boolean {
  const whole = name.trim();
  return whole !== '' && (value === whole || value === publicFirstName(name));
}

/**
 * A stored sentence in `locale`, the reader's: account deletion's `{ account: 'deleted' }`
 * says "Deleted account" in that language, and a name argument that is `suspendedName`'s says
 * "Suspended account" (decision 060: a moderator's suspension shown at read time).
 * @returns the text, or undefined for a key this version does not know (the row's stored
 *   `message` is shown instead)
 */
export function saySentence(
  stored: NotificationSentence,
  locale: Locale,
  suspendedName?: string | null,
): string | undefined {
  if (!isSentenceKey(stored.key)) return undefined;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(stored.values)) {
    if (typeof value === 'object') values[name] = accountShownAs(locale, 'deleted');
    else if (
      suspendedName &&
      typeof value === 'string' &&
      NAME_ARGUMENTS.has(name) &&
      isNameOf(value, suspendedName)
    )
      values[name] = accountShownAs(locale, 'suspended');
    else values[name] = value;
  }
  return translations.t(locale, notificationsCatalogue, stored.key, values);
}

/** A sentence's text as a pattern: the arguments' values captured, by name. */
interface SentencePattern {
  key: SentenceKey;
  pattern: RegExp;
  /** The selects' values this pattern was written with. */
  selects: Record<string, string>;
}

/** Every combination of `selects`' options. */
function combinations(selects: Record<string, string[]>): Record<string, string>[] {
  return Object.entries(selects).reduce<Record<string, string>[]>(
    (partial, [name, options]) =>
      partial.flatMap((chosen) => options.map((option) => ({ ...chosen, [name]: option }))),
    [{}],
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

let patterns: SentencePattern[] | undefined;

/** How many arguments a pattern captures. */
const groupCount = (pattern: RegExp) => pattern.source.split('(?<').length - 1;

/**
 * The patterns of every sentence in every language, each select's branch apart: the message
 * said with a marker for each free argument, then the markers made named groups. Made once,
 * on first use (the catalogues are loaded at start); the most literal first.
 */
function sentencePatterns(): SentencePattern[] {
  if (patterns) return patterns;
  const made: SentencePattern[] = [];
  for (const key of Object.keys(ARGUMENTS) as SentenceKey[]) {
    const { texts = [], numbers = [], selects = {} } = ARGUMENTS[key];
    const marker = (name: string) => `\u0001${name}\u0001`;
    for (const locale of LOCALES) {
      for (const chosen of combinations(selects)) {
        const values: Record<string, string> = { ...chosen };
        for (const name of [...texts, ...numbers]) values[name] = marker(name);
        let source = escapeRegExp(translations.t(locale, notificationsCatalogue, key, values));
        for (const name of texts) source = source.replace(marker(name), `(?<${name}>.+?)`);
        for (const name of numbers) source = source.replace(marker(name), `(?<${name}>\\d+)`);
        made.push({ key, selects: chosen, pattern: new RegExp(`^${source}$`, 'u') });
      }
    }
  }
  // The fewest free arguments first: "with your family" is the branch without a kid, not a
  // kid called "your family".
  patterns = made.sort((a, b) => groupCount(a.pattern) - groupCount(b.pattern));
  return patterns;
}

/**
 * A stored sentence read back as data (issue 28): a row written before sentences were stored
 * (migration 0021) has only its text, in its reader's language of then. Matched against the
 * catalogue's messages of its kind in every language; "Deleted account" in any language
 * becomes the deleted account's marker.
 * @returns the sentence, or undefined when no message matches (the text is shown as stored)
 */
export function sentenceOfText(
  kind: NotificationKind,
  text: string,
): NotificationSentence | undefined {
  const keys = KEYS_OF_KIND[kind];
  const deletedNames = new Set(LOCALES.map((locale) => accountShownAs(locale, 'deleted')));
  for (const { key, pattern, selects } of sentencePatterns()) {
    if (!keys.includes(key)) continue;
    const match = pattern.exec(text);
    if (!match) continue;
    const groups = match.groups;
    const { texts = [], numbers = [] } = ARGUMENTS[key];
    const values: NotificationSentence['values'] = { ...selects };
    for (const name of texts) {
      const value = groups?.[name] ?? '';
      values[name] =
        NAME_ARGUMENTS.has(name) && deletedNames.has(value) ? { account: 'deleted' } : value;
    }
    for (const name of numbers) values[name] = Number(groups?.[name]);
    return { key, values };
  }
  return undefined;
}

/**
 * What a notification says to a reader in `locale` (issue 28: the reader's language now, not
 * the one it was written in): its stored sentence, else its text read back as one, said in
 * that language; a text no message matches is shown as stored (with a suspended name replaced,
 * as before).
 * @param record the row; `suspendedName` the suspended other parent's stored name, if any
 */
export function notificationText(
  record: Pick<NotificationRecord, 'kind' | 'message' | 'sentence'> & {
    suspendedName?: string | null;
  },
  locale: Locale,
): string {
  const stored = record.sentence ?? sentenceOfText(record.kind, record.message);
  const said = stored && saySentence(stored, locale, record.suspendedName);
  if (said !== undefined) return said;
  return record.suspendedName
    ? withNameShownAs(record.message, record.suspendedName, accountShownAs(locale, 'suspended'))
    : record.message;
}

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
 * What each notification says ({@link notificationSentence}, said in its reader's language
 * when read), to whom, and where it leads (NOTIFICATION_LINKS): the rows the friends service and the reminder
 * scheduler insert.
 */
export const notificationFor = {
  /** To the receiver: open Explore's pending requests to accept or reject it. */
  requestReceived: (request: RequestFacts): NewNotification => ({
    parentId: request.receiverId,
    kind: 'friend-request-received',
    sentence: notificationSentence.requestReceived({
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
  ): Pick<NewNotification, 'sentence' | 'link'> => ({
    sentence: notificationSentence.requestReceivedClosed({
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
    sentence: notificationSentence.requestAccepted({
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
    sentence: notificationSentence.requestRejected({
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
    sentence: notificationSentence.meetupReminder({
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
    sentence: notificationSentence.eventReminder({ title: event.title, kidName: event.kidName }),
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
    sentence: notificationSentence.reportReviewed(),
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
 * (DELETED_ACCOUNT_NAME, as their messages show; decision 057) in the sentence's language:
 * the text of a row no catalogue message matches.
 * @param message the stored sentence
 * @param name the deleted parent's name as stored now
 * @param locale the language the sentence was written in (its recipient's)
 */
export function withDeletedAccountName(message: string, name: string, locale: Locale): string {
  return withNameShownAs(message, name, accountShownAs(locale, 'deleted'));
}

/**
 * What account deletion writes into another parent's notification about the deleted parent's
 * request (issue 27): its sentence with their name as the deleted account's marker (said
 * "Deleted account" or "Cuenta eliminada" to whoever reads it), and its text in the reader's
 * language; a row no message matches gets its text rewritten only.
 * @param record the row, with its reader's saved language
 * @param name the deleted parent's name as stored now
 * @returns the new content, or undefined when the row does not name them
 */
export function withoutDeletedName(
  record: Pick<NotificationRecord, 'kind' | 'message' | 'sentence'> & { locale: Locale },
  name: string,
): Pick<NotificationRecord, 'message' | 'sentence'> | undefined {
  const stored = record.sentence ?? sentenceOfText(record.kind, record.message);
  if (!stored || !isSentenceKey(stored.key)) {
    const message = withDeletedAccountName(record.message, name, record.locale);
    return message === record.message ? undefined : { message, sentence: record.sentence };
  }
  let renamed = false;
  const values = { ...stored.values };
  for (const [argument, value] of Object.entries(values)) {
    if (NAME_ARGUMENTS.has(argument) && typeof value === 'string' && isNameOf(value, name)) {
      values[argument] = { account: 'deleted' };
      renamed = true;
    }
  }
  if (!renamed) return undefined;
  const sentence = { key: stored.key, values };
  return { sentence, message: saySentence(sentence, record.locale) ?? record.message };
}
