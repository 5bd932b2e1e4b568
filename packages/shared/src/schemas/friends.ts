import { z } from 'zod';
import { MEETING_TYPES } from '../constants.js';
import { isStorableInstant } from '../rules/dates.js';
import { recordIdSchema, textSchema } from './common.js';
import {
  FRIEND_MESSAGES,
  FRIEND_REQUEST_MESSAGE_MAX,
  FRIEND_REQUEST_STATUSES,
  MEETUP_MAX_DAYS_AHEAD,
} from './friend-texts.js';

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
