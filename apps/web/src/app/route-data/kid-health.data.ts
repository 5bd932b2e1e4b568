import { parseRecordId, todayIsoDate } from '@nestling/shared';
import { kidQueryOptions } from '@/entities/kids/api/get-kid';
import {
  healthLogListQueryOptions,
  healthLogRangeQueryOptions,
} from '@/features/health-logs/api/get-health-logs';
import { chartRange } from '@/features/health-logs/utils/log-days';
import type { Prefetch } from './prefetch';

/**
 * A kid's Health Tracker (spec §2.14): the kid, the first page of logs and the charted days —
 * together, where the screen asks for the logs only after the kid check has answered.
 */
export const prefetch: Prefetch = (queryClient, params) => {
  const kidId = parseRecordId(params.kidId);
  if (kidId === undefined) return;
  const { from, to } = chartRange(todayIsoDate());
  void queryClient.prefetchQuery(kidQueryOptions(kidId));
  void queryClient.prefetchInfiniteQuery(healthLogListQueryOptions(kidId));
  void queryClient.prefetchQuery(healthLogRangeQueryOptions(kidId, from, to));
};
