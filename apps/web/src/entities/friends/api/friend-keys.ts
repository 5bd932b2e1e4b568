/**
 * The query keys of friends and friend requests (decision 009, 016). They live in the entities
 * layer because Explore (the pending-requests modal, the cards' Chat button), My Requests, a
 * block (it cancels pending requests and ends a friendship) and, later, the real-time layer
 * (`friendRequestsChanged`, `refreshFriendList`) all change or refresh them. Every key starts
 * with `friendKeys.all`.
 */
export const friendKeys = {
  all: ['friends'] as const,
  /** GET /api/friends/list. */
  list: () => ['friends', 'list'] as const,
  /** Prefix of both request lists. */
  requests: ['friends', 'requests'] as const,
  /** GET /api/friends/incoming: pending requests waiting for this parent's answer. */
  incoming: () => ['friends', 'requests', 'incoming'] as const,
  /** GET /api/friends/my-requests: sent and received, every status. */
  mine: () => ['friends', 'requests', 'mine'] as const,
};
