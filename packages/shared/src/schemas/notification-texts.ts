// The notifications' kinds, links and texts, apart from their schemas (notifications.ts): the
// Notifications Center draws them without zod on its first load (decision 082).
import type { MEETING_TYPES } from '../constants.js';

/**
 * Notifications (spec §2.16, §3 Notification, §4 Notification, §7.6, §8.2, §9; product.md
 * "Explore and friends"). The server creates them in the same transaction as their cause and
 * pushes each live (`notification` socket event) besides the 30 s summary poll.
 */

/** What a notification is about. */
export const NOTIFICATION_KINDS = [
  /** Another parent sent this parent a friend or meetup request. */
  'friend-request-received',
  /** The receiver accepted this parent's request: they are friends now. */
  'friend-request-accepted',
  /** The receiver declined this parent's request. */
  'friend-request-rejected',
  /** An accepted meetup starts within 24 hours (both parents get one). */
  'meetup-reminder',
  /** A calendar event (a kid's or the family's) starts within 24 hours. */
  'event-reminder',
  /** A moderator closed this parent's report (issue 27): "We reviewed your report." only. */
  'report-reviewed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How long before a meetup or a calendar event its reminder comes, in hours (ours). */
export const REMINDER_LEAD_HOURS = 24;

/**
 * Where a notification takes its parent: the app path (spec §2.1) of the place to act.
 * A received request opens Explore with the pending-requests modal open: the web opens it
 * when the query has `requests=pending`.
 */
export const NOTIFICATION_LINKS = {
  pendingRequests: '/dashboard/explore?requests=pending',
  myRequests: '/my-requests',
  chatWith: (parentId: number) => `/dashboard/messages?chatWith=${parentId}`,
  kidCalendar: (kidId: number) => `/dashboard/kids/${kidId}/calendar`,
  parentHub: '/dashboard/parent-hub',
} as const;

type MeetingType = (typeof MEETING_TYPES)[number];

/** A meeting type in a sentence: "a playdate", "a study date", "a meetup" (spec §9). */
const MEETING_PHRASES: Record<MeetingType, { one: string; bare: string }> = {
  Playdate: { one: 'a playdate', bare: 'playdate' },
  'Study Date': { one: 'a study date', bare: 'study date' },
  Other: { one: 'a meetup', bare: 'meetup' },
};

/** What a "request received" notification says once its request is closed. */
const REQUEST_CLOSED_SENTENCES = {
  accepted: 'You accepted: you are friends now and can send messages.',
  rejected: 'You declined the request.',
  cancelled: 'The request was cancelled.',
} as const;

/**
 * The sentences notifications say, written once (the server stores them; tests compare).
 * Each names who and what in a parent's words and says what to do next; a time is not in the
 * sentence but in the notification's `startsAt`, which the web shows in the viewer's locale.
 */
export const NOTIFICATION_TEXTS = {
  /** To the receiver. `kidFirstName` is their own kid on the card (null once deleted). */
  requestReceived: (p: {
    senderName: string;
    meetingType: MeetingType;
    kidFirstName: string | null;
  }) =>
    `${p.senderName} would like ${MEETING_PHRASES[p.meetingType].one} with ${p.kidFirstName ?? 'your family'}. Accept or reject the request.`,
  /**
   * The receiver's "request received" once the request is closed (issue 29, defect 8): the
   * same first sentence, then what became of it, so it no longer asks to accept or reject.
   */
  requestReceivedClosed: (p: {
    senderName: string;
    meetingType: MeetingType;
    kidFirstName: string | null;
    status: 'accepted' | 'rejected' | 'cancelled';
  }) =>
    `${p.senderName} would like ${MEETING_PHRASES[p.meetingType].one} with ${p.kidFirstName ?? 'your family'}. ${REQUEST_CLOSED_SENTENCES[p.status]}`,
  /** To the sender. */
  requestAccepted: (p: {
    receiverName: string;
    meetingType: MeetingType;
    kidFirstName: string | null;
  }) =>
    `${p.receiverName} accepted your ${MEETING_PHRASES[p.meetingType].bare} request${p.kidFirstName ? ` for ${p.kidFirstName}` : ''}. You are friends now and can send messages.`,
  /** To the sender. */
  requestRejected: (p: {
    receiverName: string;
    meetingType: MeetingType;
    kidFirstName: string | null;
  }) =>
    `${p.receiverName} declined your ${MEETING_PHRASES[p.meetingType].bare} request${p.kidFirstName ? ` for ${p.kidFirstName}` : ''}.`,
  /** To each of the two parents of an accepted meetup. */
  meetupReminder: (p: { otherParentName: string; meetingType: MeetingType }) =>
    `Reminder: your ${MEETING_PHRASES[p.meetingType].bare} with ${p.otherParentName} is coming up within ${REMINDER_LEAD_HOURS} hours.`,
  /** To the event's parent; `kidName` is their own kid's name, null for a family event. */
  eventReminder: (p: { title: string; kidName: string | null }) =>
    `Reminder: “${p.title}”${p.kidName ? ` for ${p.kidName}` : ''} is coming up within ${REMINDER_LEAD_HOURS} hours.`,
} as const;

/** Texts of the Notifications Center (spec §2.16, §8.2) and of the API's errors. */
export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  unread: 'Unread',
  total: 'Total',
  refresh: 'Refresh',
  markAllRead: 'Mark All as Read',
  markRead: 'Mark as Read',
  previous: 'Prev',
  next: 'Next',
  perPage: 'Per page',
  empty: "You're all caught up! No new notifications.",
  fetchFailed: 'Failed to fetch notifications.',
  notFound: 'Notification not found.',
} as const;
