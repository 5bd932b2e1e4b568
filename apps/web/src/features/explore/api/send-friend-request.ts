import { useMutation } from '@tanstack/react-query';
import { friendRequestSchema, type FriendRequest, type FriendRequestSend } from '@nestling/shared';
import { exploreKeys } from '@/entities/explore/api/explore-keys';
import { friendKeys } from '@/entities/friends/api/friend-keys';
import { apiClient } from '@/lib/api-client';

/**
 * Sends a friend and meetup request to the parent of the kid on a card (spec §7.7
 * POST /friends/send; decision 016).
 * @param request the card's `kidId` and `receiverId` (its parent), the meeting type, the
 *   proposed time (ISO, in the future) and the optional message
 * @returns the new request (status pending)
 * @throws ApiError: 404 a kid no longer visible, 409 a request between the families is already
 *   pending, 429 DAILY_REQUEST_LIMIT (the daily cap), 400 bad input, 0 network
 */
export async function sendFriendRequest(request: FriendRequestSend): Promise<FriendRequest> {
  return apiClient.post('/friends/send', request, friendRequestSchema);
}

/** Mutation sending a request; My Requests' lists refresh. */
export function useSendFriendRequest() {
  return useMutation({
    mutationFn: sendFriendRequest,
    // Explore's cards say where the viewer stands with each family (issue 29).
    meta: { invalidates: [friendKeys.requests, exploreKeys.all] },
  });
}
