import { useQuery } from '@tanstack/react-query';
import type { MyRequests } from '@nestling/shared';
import { friendKeys } from '@/entities/friends/api/friend-keys';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const myRequestsBody = new LazySchema(() =>
  import('@/entities/friends/api/friend-schemas').then((module) => module.myRequestsSchema),
);

/**
 * The requests this parent sent and received, every status, newest first (spec §2.19, §7.7
 * GET /friends/my-requests; at most MY_REQUESTS_LIMIT of each).
 * @throws ApiError on network failure or a server error
 */
export async function getMyRequests(signal?: AbortSignal): Promise<MyRequests> {
  return apiClient.get('/friends/my-requests', myRequestsBody, { signal });
}

/** My Requests' two lists. */
export function useMyRequests() {
  return useQuery({ queryKey: friendKeys.mine(), queryFn: () => getMyRequests() });
}
