import { queryOptions, useQuery } from '@tanstack/react-query';
import { friendSchema } from '@nestling/shared';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { friendKeys } from './friend-keys';

/**
 * A friend as the Messages screen shows them (spec §3 Friend): the shared friend, plus the
 * count of their messages this parent has not read (`unread`, also `unreadCount`; 0 when the
 * server does not send it).
 */
export const chatFriendSchema = friendSchema
  .extend({
    unread: z.number().int().min(0).optional(),
    unreadCount: z.number().int().min(0).optional(),
  })
  .transform(({ unreadCount, ...friend }) => ({
    ...friend,
    unread: friend.unread ?? unreadCount ?? 0,
  }));
export type ChatFriend = z.output<typeof chatFriendSchema>;

/** GET /api/friends/list: an array, or an object with `friends` (spec §7.7). */
const friendListAnswerSchema = z
  .union([z.array(chatFriendSchema), z.object({ friends: z.array(chatFriendSchema) })])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.friends));

/**
 * The signed-in parent's friends (spec §7.7 GET /friends/list), sorted by name (spec §2.20).
 * @returns the friends with their unread counts
 * @throws ApiError on network failure or a server error
 */
export async function getFriends(): Promise<ChatFriend[]> {
  const friends = await apiClient.get('/friends/list', friendListAnswerSchema);
  return [...friends].sort((a, b) => a.name.localeCompare(b.name));
}

/** The one friends-list query (Messages, and every screen listing friends). */
export const friendsQueryOptions = queryOptions({
  queryKey: friendKeys.list(),
  queryFn: () => getFriends(),
});

/** The signed-in parent's friends (see getFriends). */
export function useFriends() {
  return useQuery(friendsQueryOptions);
}
