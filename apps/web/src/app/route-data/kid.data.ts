import { parseRecordId } from '@nestling/shared';
import { kidQueryOptions } from '@/entities/kids/api/get-kid';
import type { Prefetch } from './prefetch';

/** A kid's own screens (profile, edit): the kid, when the parameter is an id. */
export const prefetchKid: Prefetch = (queryClient, params) => {
  const kidId = parseRecordId(params.kidId);
  if (kidId !== undefined) void queryClient.prefetchQuery(kidQueryOptions(kidId));
};
