import { friendsQueryOptions } from '@/entities/friends/api/get-friends';
import { deletedAccountMessagesQueryOptions } from '@/features/messages/api/get-deleted-account-messages';
import type { Prefetch } from './prefetch';

/**
 * Messages (spec §2.20): the friends list, and the newest page of the messages with deleted
 * accounts (whether the list shows that entry).
 */
export const prefetch: Prefetch = (queryClient) => {
  void queryClient.prefetchQuery(friendsQueryOptions);
  void queryClient.prefetchInfiniteQuery(deletedAccountMessagesQueryOptions);
};
