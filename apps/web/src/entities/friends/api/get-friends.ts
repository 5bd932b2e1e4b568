import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Friend } from '@nestling/shared';
import { apiClient, LazySchema } from '@/lib/api-client';
import { friendKeys } from './friend-keys';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const friendListBody = new LazySchema(() =>
  import('./friend-schemas').then((module) => module.friendListSchema),
);

/** A friend as every screen shows them (spec §3 Friend, with the unread count of issue 12). */
export type ChatFriend = Friend;

/**
 * The signed-in parent's friends (spec §7.7 GET /friends/list), sorted by name (spec §2.20),
 * each with the count of their messages this parent has not read.
 * @throws ApiError on network failure or a server error
 */
export async function getFriends(signal?: AbortSignal): Promise<Friend[]> {
  const friends = await apiClient.get('/friends/list', friendListBody, { signal });
  return [...friends].sort((a, b) => a.name.localeCompare(b.name));
}

/** The one friends-list query (Messages, Explore's Chat buttons, every screen listing friends). */
export const friendsQueryOptions = queryOptions({
  queryKey: friendKeys.list(),
  queryFn: ({ signal }) => getFriends(signal),
});

/** The signed-in parent's friends (see getFriends). */
export function useFriends() {
  return useQuery(friendsQueryOptions);
}
