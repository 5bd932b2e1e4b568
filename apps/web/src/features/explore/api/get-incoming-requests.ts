import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FriendRequest } from '@nestling/shared';
import { friendKeys } from '@/entities/friends/api/friend-keys';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const incomingRequestsBody = new LazySchema(() =>
  import('@/entities/friends/api/friend-schemas').then((module) => module.incomingRequestsSchema),
);

/**
 * The requests waiting for this parent's answer, newest first (spec §7.7 GET /friends/incoming).
 * @throws ApiError on network failure or a server error
 */
export async function getIncomingRequests(signal?: AbortSignal): Promise<FriendRequest[]> {
  return apiClient.get('/friends/incoming', incomingRequestsBody, { signal });
}

/** Query options of the incoming requests (the hook's, and Explore's route prefetch). */
export const incomingRequestsQueryOptions = queryOptions({
  queryKey: friendKeys.incoming(),
  queryFn: () => getIncomingRequests(),
});

/** Explore's pending-requests modal and its button's count (spec §2.18). */
export function useIncomingRequests() {
  return useQuery(incomingRequestsQueryOptions);
}
