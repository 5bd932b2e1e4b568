/**
 * The texts and limits of friend and meetup requests (spec §2.18–2.20, §8.2), apart from their
 * schemas (friends.ts; decision 082's pattern): the friends catalogue takes the spec's texts
 * from here without loading zod.
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

/**
 * The texts of requests and friends the server and the schemas say (validation and errors, spec
 * §8.2) and the two with values; the screens' own words (spec §2.18–2.20) are the friends
 * catalogue's English (i18n/catalogues/friends/en.json), said there only.
 */
export const FRIEND_MESSAGES = {
  failedPrefix: '❌ Failed: ',
  reportFamilyOf: (name: string) => `Report the family of ${name}`,
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
} as const;
