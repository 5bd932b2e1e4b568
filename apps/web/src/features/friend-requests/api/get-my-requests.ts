import { useQuery } from '@tanstack/react-query';
import { myRequestsSchema, type MyRequests } from '@nestling/shared';
import { friendKeys } from '@/entities/friends/api/friend-keys';
import { apiClient } from '@/lib/api-client';

/**
 * The requests this parent sent and received, every status, newest first (spec §2.19, §7.7
 * GET /friends/my-requests; at most MY_REQUESTS_LIMIT of each).
 * @throws ApiError on network failure or a server error
 */
export async function getMyRequests(signal?: AbortSignal): Promise<MyRequests> {
  return apiClient.get('/friends/my-requests', myRequestsSchema, { signal });
}

/** My Requests' two lists. */
export function useMyRequests() {
  return useQuery({ queryKey: friendKeys.mine(), queryFn: () => getMyRequests() });
}
