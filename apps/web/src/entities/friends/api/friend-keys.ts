/**
 * The query keys of friends and friend requests (decision 009), shared by Messages, Explore,
 * My Requests and the socket events that change them (`refreshFriendList`,
 * `friendRequestsChanged`, spec §7.9). Everything starts with `friendKeys.all`.
 */
export const friendKeys = {
  all: ['friends'] as const,
  /** GET /api/friends/list: the signed-in parent's friends. */
  list: () => ['friends', 'list'] as const,
  /** Prefix of the request lists: GET /api/friends/incoming and /my-requests. */
  requests: ['friends', 'requests'] as const,
};
