import { parseRecordId } from '@nestling/shared';
import { kidQueryOptions } from '@/entities/kids/api/get-kid';
import { kidsQueryOptions } from '@/entities/kids/api/get-kids';
import { subscriptionQueryOptions } from '@/entities/subscription/api/get-subscription';
import { certificatesQueryOptions } from '@/features/achievements/api/get-certificates';
import {
  firstMilestonePageQuery,
  milestonesQueryOptions,
} from '@/features/achievements/api/get-milestones';
import type { Prefetch } from './prefetch';

/**
 * A kid's Achievements (spec §2.15): the kid, the kids of the selector, the first page of
 * milestones as the panel first asks for it (no search, all, newest first, the first page
 * size), the certificates and the subscription (the AI panel and the premium card).
 */
export const prefetch: Prefetch = (queryClient, params) => {
  const kidId = parseRecordId(params.kidId);
  if (kidId === undefined) return;
  void queryClient.prefetchQuery(kidQueryOptions(kidId));
  void queryClient.prefetchQuery(kidsQueryOptions);
  void queryClient.prefetchQuery(milestonesQueryOptions(firstMilestonePageQuery(kidId)));
  void queryClient.prefetchQuery(certificatesQueryOptions(kidId));
  void queryClient.prefetchQuery(subscriptionQueryOptions);
};
