import { useQuery } from '@tanstack/react-query';
import { friendListSchema, type Friend } from '@nestling/shared';
import { friendKeys } from '@/entities/friends/api/friend-keys';
import { apiClient } from '@/lib/api-client';

/**
 * This parent's friends, by name (spec §7.7 GET /friends/list).
 * @throws ApiError on network failure or a server error
 */
export async function getFriends(signal?: AbortSignal): Promise<Friend[]> {
  return apiClient.get('/friends/list', friendListSchema, { signal });
}

/** The friends: which Explore cards offer Chat (product.md: only friends chat). */
export function useFriends() {
  return useQuery({ queryKey: friendKeys.list(), queryFn: () => getFriends() });
}
