import { z } from 'zod';
import { MEETING_TYPES } from '../constants.js';
import { isStorableInstant } from '../rules/dates.js';
import { recordIdSchema, textSchema } from './common.js';

/**
 * Friend and meetup requests, and friends (spec §2.18–2.20, §3 Friend request and Friend,
 * §4 Friend request, §7.7, §8.2, §9 Meeting types; product.md "Explore and friends").
 *
 * A request goes from a parent to the parent of the kid on an Explore card and records that
 * kid. Its status starts `pending` and ends `accepted` or `rejected` (by its receiver) or
 * `cancelled` (by its sender, or by a block between the two families). Accepting makes the
 * two parents friends — once, however many requests they accept. Friends may keep sending
 * each other meetup requests.
 */

/** Statuses of a request (spec §4 shows pending, accepted and rejected; cancelled is ours). */
export const FRIEND_REQUEST_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
export type FriendRequestStatus = (typeof FRIEND_REQUEST_STATUSES)[number];

/** Most requests one parent may send in any 24 hours (ours: the 429 daily cap). */
export const FRIEND_REQUESTS_PER_DAY = 20;
/** Furthest ahead a meetup can be proposed, in days (ours). */
export const MEETUP_MAX_DAYS_AHEAD = 365;
/** Longest message of a request, in characters (ours). */
export const FRIEND_REQUEST_MESSAGE_MAX = 500;
/** Most requests each list of `GET /api/friends/my-requests` holds: the newest (ours). */
export const MY_REQUESTS_LIMIT = 100;

/** The texts of requests and friends: the spec's (§2.19, §8.2) and the server's errors. */
export const FRIEND_MESSAGES = {
  // Explore toasts (spec §8.2)
  fetchRequestsFailed: '❌ Error fetching friend requests',
  failedPrefix: '❌ Failed: ',
  acceptFailed: '❌ Failed to accept request',
  rejectFailed: '❌ Failed to reject request',
  sent: '✅ Friend request sent!',
  accepted: 'Friend request accepted!',
  rejected: 'Request rejected',
  cancelled: 'Request cancelled.',
  // The Schedule Meetup modal (spec §2.18)
  scheduleMeetup: 'Schedule Meetup',
  meetingType: 'Meeting type',
  proposedTime: 'Date and time',
  message: 'Message (optional)',
  pendingRequests: 'Pending requests',
  accept: 'Accept',
  reject: 'Reject',
  cancel: 'Cancel request',
  /** A received request's Report (issue 27): the sender's family, through the Report dialog. */
  report: 'Report',
  reportFamilyOf: (name: string) => `Report the family of ${name}`,
  // My Requests (spec §2.19, §8.2)
  myRequestsTitle: 'My Requests',
  /** My Requests' button that asks for the lists again. */
  refresh: 'Refresh',
  sentTitle: 'Requests You Sent',
  receivedTitle: 'Requests You Received',
  columns: {
    to: 'To',
    from: 'From',
    status: 'Status',
    sentOn: 'Sent On',
    receivedOn: 'Received On',
  },
  emptySent: 'No sent requests yet.',
  emptyReceived: 'No incoming requests yet.',
  loadFailed: 'Unable to load friend requests.',
  statusLabels: {
    pending: 'Pending',
    accepted: 'Accepted',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  } satisfies Record<FriendRequestStatus, string>,
  // Validation and server errors (ours)
  kidRequired: 'Choose a kid to meet.',
  meetingTypeInvalid: 'Please choose a meeting type: Playdate, Study Date or Other.',
  proposedTimeInvalid: 'Please pick a valid date and time.',
  proposedTimePast: 'Please pick a meetup time in the future.',
  proposedTimeTooFar: `Please pick a meetup time within the next ${MEETUP_MAX_DAYS_AHEAD} days.`,
  messageTooLong: `Message must be at most ${FRIEND_REQUEST_MESSAGE_MAX} characters.`,
  kidNotFound: 'Kid not found.',
  toOwnFamily: 'You cannot send a request to your own family.',
  receiverMismatch: 'The receiver must be the parent of the kid on the card.',
  duplicatePending:
    'There is already a pending request between you and this family. Open My Requests to see it.',
  dailyCap: `You can send up to ${FRIEND_REQUESTS_PER_DAY} requests a day. Please try again tomorrow.`,
  requestNotFound: 'Request not found.',
  notPending: 'This request has already been answered or cancelled.',
  onlyReceiver: 'Only the parent who received this request can answer it.',
  onlySender: 'Only the parent who sent this request can cancel it.',
  friendNotFound: 'Friend not found.',
  unfriended: 'Friend removed.',
  // Friends (spec §2.20)
  noFriends: 'No friends yet.',
} as const;

/** An ISO date-time with an offset, stored as an instant (years 1–9999). */
const proposedTimeSchema = z.iso
  .datetime({ offset: true, error: FRIEND_MESSAGES.proposedTimeInvalid })
  .refine(isStorableInstant, FRIEND_MESSAGES.proposedTimeInvalid)
  .refine((value) => Date.parse(value) > Date.now(), FRIEND_MESSAGES.proposedTimePast)
  .refine(
    (value) => Date.parse(value) <= Date.now() + MEETUP_MAX_DAYS_AHEAD * 24 * 60 * 60 * 1000,
    FRIEND_MESSAGES.proposedTimeTooFar,
  );

/**
 * `POST /api/friends/send` (spec §7.7, plus the card's `kidId`): a friend and meetup request
 * to the parent of kid `kidId`, which must be a public kid the sender can see in Explore.
 * `receiverId` is optional (the server knows the kid's parent); when sent it must be that
 * parent (400 otherwise). `proposedTime` must lie in the future, within a year. `message` is
 * trimmed; blank counts as none.
 * Answers 201 with the request; 404 for a kid the sender cannot see (private, blocked either
 * way, missing); 400 for one's own kid; 409 while a request between the two families is
 * pending; 429 past {@link FRIEND_REQUESTS_PER_DAY} in 24 hours.
 */
export const friendRequestSendSchema = z.object({
  receiverId: recordIdSchema(FRIEND_MESSAGES.receiverMismatch).optional(),
  kidId: recordIdSchema(FRIEND_MESSAGES.kidRequired),
  meetingType: z.enum(MEETING_TYPES, { error: FRIEND_MESSAGES.meetingTypeInvalid }),
  proposedTime: proposedTimeSchema,
  message: textSchema()
    .trim()
    .max(FRIEND_REQUEST_MESSAGE_MAX, FRIEND_MESSAGES.messageTooLong)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});
export type FriendRequestSend = z.output<typeof friendRequestSendSchema>;
export type FriendRequestSendInput = z.input<typeof friendRequestSendSchema>;

/**
 * `POST /api/friends/accept`, `/reject` (the receiver) and `/cancel` (the sender): which
 * request. Another parent's request answers 404; one no longer pending, 409.
 */
export const friendRequestActionSchema = z.object({
  requestId: recordIdSchema(FRIEND_MESSAGES.requestNotFound),
});
export type FriendRequestAction = z.output<typeof friendRequestActionSchema>;

/**
 * A parent as a request shows them (spec §3: sender name and e-mail, receiver name). The
 * e-mail is shown only between friends (product.md: a family's contact details are not handed
 * to strangers); it is null otherwise.
 */
export const requestPartySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
});

/**
 * A friend or meetup request as both of its parents see it (spec §3 Friend request). `kid` is
 * the receiver's kid on the card — by its first name, as the sender saw it — or null once that
 * kid's profile is deleted. Instants are ISO; `answeredAt` is when it stopped being pending.
 */
export const friendRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(FRIEND_REQUEST_STATUSES),
  meetingType: z.enum(MEETING_TYPES),
  proposedTime: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  sender: requestPartySchema,
  receiver: requestPartySchema,
  kid: z.object({ id: z.number().int(), firstName: z.string() }).nullable(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/** `GET /api/friends/incoming`: the requests waiting for this parent's answer, newest first. */
export const incomingRequestsSchema = z.array(friendRequestSchema);

/**
 * `GET /api/friends/my-requests` (spec §2.19, §7.7): what this parent sent and received, every
 * status, newest first, at most {@link MY_REQUESTS_LIMIT} of each.
 */
export const myRequestsSchema = z.object({
  sent: z.array(friendRequestSchema),
  received: z.array(friendRequestSchema),
});
export type MyRequests = z.infer<typeof myRequestsSchema>;

/**
 * A friend (spec §3 Friend, §2.20): another parent who accepted this parent's request or
 * whose request this parent accepted. `since` is when the friendship began; `unread` how many
 * of the friend's messages to this parent are unread (spec §3 Friend, §2.20's badge).
 */
export const friendSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  photoUrl: z.string().nullable(),
  since: z.string(),
  unread: z.number().int(),
});
export type Friend = z.infer<typeof friendSchema>;

/** `GET /api/friends/list`: the friends, sorted by name (spec §2.20). */
export const friendListSchema = z.array(friendSchema);

/** `DELETE /api/friends/:parentId` (unfriend): the friend's parent id. */
export const friendParamsSchema = z.object({
  parentId: recordIdSchema(FRIEND_MESSAGES.friendNotFound),
});
