import { useMutation } from '@tanstack/react-query';
import type { FriendRequest } from '@nestling/shared';
import { exploreKeys } from '@/entities/explore/api/explore-keys';
import { friendKeys } from '@/entities/friends/api/friend-keys';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const friendRequestBody = new LazySchema(() =>
  import('@/entities/friends/api/friend-schemas').then((module) => module.friendRequestSchema),
);

/**
 * Cancels a pending request this parent sent (POST /api/friends/cancel; decision 016).
 * @param requestId the request's id
 * @returns the request, now cancelled
 * @throws ApiError: 404 not this parent's, 403 ONLY_SENDER, 409 no longer pending, 0 network
 */
export async function cancelFriendRequest(requestId: number): Promise<FriendRequest> {
  return apiClient.post('/friends/cancel', { requestId }, friendRequestBody);
}

/** Mutation cancelling a sent request; both request lists refresh. */
export function useCancelFriendRequest() {
  return useMutation({
    mutationFn: cancelFriendRequest,
    // Explore's cards say where the viewer stands with each family (issue 29).
    meta: { invalidates: [friendKeys.requests, exploreKeys.all] },
  });
}
