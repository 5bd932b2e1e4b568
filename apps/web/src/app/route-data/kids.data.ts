import { parseRecordId } from '@nestling/shared';
import { kidQueryOptions } from '@/entities/kids/api/get-kid';
import { kidsQueryOptions } from '@/entities/kids/api/get-kids';
import type { Prefetch } from './prefetch';

/** Kids Profile and the kid pickers (Health Tracker, Achievements): the kids list. */
export const prefetchKids: Prefetch = (queryClient) => {
  void queryClient.prefetchQuery(kidsQueryOptions);
};

/** A kid's own screens (profile, edit): the kid, when the parameter is an id. */
export const prefetchKid: Prefetch = (queryClient, params) => {
  const kidId = parseRecordId(params.kidId);
  if (kidId !== undefined) void queryClient.prefetchQuery(kidQueryOptions(kidId));
};
