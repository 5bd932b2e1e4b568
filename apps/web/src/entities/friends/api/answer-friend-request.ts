import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { FriendRequest } from '@nestling/shared';
import { apiClient, LazySchema } from '@/lib/api-client';
import { friendKeys } from './friend-keys';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const friendRequestBody = new LazySchema(() =>
  import('./friend-schemas').then((module) => module.friendRequestSchema),
);

/** How the receiver answers a pending request (spec §7.7 POST /friends/accept, /friends/reject). */
export type FriendRequestAnswer = 'accept' | 'reject';

/**
 * Accepts or rejects a request this parent received (spec §7.7; decision 016). Accepting makes
 * the two parents friends (once, however many requests they accept).
 * @param requestId the request's id
 * @param answer 'accept' or 'reject'
 * @returns the request with its new status
 * @throws ApiError: 404 not this parent's request, 403 ONLY_RECEIVER (the sender tried), 409 no
 *   longer pending, 0 network
 */
export async function answerFriendRequest(
  requestId: number,
  answer: FriendRequestAnswer,
): Promise<FriendRequest> {
  return apiClient.post(`/friends/${answer}`, { requestId }, friendRequestBody);
}

/**
 * Mutation answering a received request: Explore's pending-requests modal and My Requests
 * both use it. Both request lists and the friend list (Explore's Chat buttons) refresh.
 * @param alsoInvalidates what else the answer makes stale, named by the screen using it (an
 *   entity imports no other entity's keys): the notifications — the received one no longer
 *   asks for an answer — and Explore's cards, which say where the viewer stands (issue 29)
 * @param outcome what to say once the answer is stored (`onAnswered`) or failed (`onFailed`)
 */
export function useAnswerFriendRequest(
  alsoInvalidates: readonly QueryKey[] = [],
  outcome: {
    onAnswered?: (answer: FriendRequestAnswer) => void;
    onFailed?: (answer: FriendRequestAnswer) => void;
  } = {},
) {
  return useMutation({
    mutationFn: ({ requestId, answer }: { requestId: number; answer: FriendRequestAnswer }) =>
      answerFriendRequest(requestId, answer),
    // The mutation's own callbacks, not mutate()'s: the answered request leaves the list (and
    // its buttons unmount) before the refetches the answer starts have all settled.
    onSuccess: (_request, { answer }) => outcome.onAnswered?.(answer),
    onError: (_error, { answer }) => outcome.onFailed?.(answer),
    meta: { invalidates: [friendKeys.all, ...alsoInvalidates] },
  });
}
