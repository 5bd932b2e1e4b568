import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { HEALTH_LOG_PAGE_SIZE_MAX, type healthLogPageSchema } from '@nestling/shared';
import type { z } from 'zod';
import { healthLogKeys } from '@/entities/health-logs/api/health-log-keys';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const healthLogPageBody = new LazySchema(() =>
  import('./health-log-schemas').then((module) => module.healthLogPageSchema),
);

export type HealthLogPage = z.infer<typeof healthLogPageSchema>;

/** Entries per page of the log list. */
export const HEALTH_LOG_LIST_PAGE_SIZE = 20;

export interface HealthLogQuery {
  kidId: number;
  /** First day, `YYYY-MM-DD` (inclusive). */
  from?: string;
  /** Last day, `YYYY-MM-DD` (inclusive). */
  to?: string;
  /** Entries per page, 1–500. */
  limit?: number;
  offset?: number;
}

/**
 * Loads a page of a kid's health logs and self-assessments, newest first (spec §7.5
 * GET /health?kidId=).
 * @param query the kid, an optional date range and the page
 * @param signal aborts the call
 * @returns `{logs, nextOffset}`; nextOffset is null on the last page
 * @throws ApiError 404 when the kid is not the parent's; 0 on network failure
 */
export async function getHealthLogs(
  query: HealthLogQuery,
  signal?: AbortSignal,
): Promise<HealthLogPage> {
  return apiClient.get('/health', healthLogPageBody, {
    signal,
    query: {
      kidId: query.kidId,
      from: query.from,
      to: query.to,
      limit: query.limit,
      offset: query.offset,
    },
  });
}

/** Query options of a kid's log list (the health screen's; its route prefetches them too). */
export function healthLogListQueryOptions(kidId: number) {
  return infiniteQueryOptions({
    queryKey: healthLogKeys.list(kidId),
    queryFn: ({ pageParam, signal }) =>
      getHealthLogs({ kidId, limit: HEALTH_LOG_LIST_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: HealthLogPage) => lastPage.nextOffset ?? undefined,
  });
}

/**
 * The log list: pages of HEALTH_LOG_LIST_PAGE_SIZE entries, the next one loaded on demand.
 * @param kidId the checked kid id
 * @param enabled whether it may be asked for (default true); until then, pending
 */
export function useHealthLogList(kidId: number, enabled = true) {
  return useInfiniteQuery({ ...healthLogListQueryOptions(kidId), enabled });
}

/** Query options of a kid's logs between two days (the charts'; the route prefetches them). */
export function healthLogRangeQueryOptions(kidId: number, from: string, to: string) {
  return queryOptions({
    queryKey: healthLogKeys.recent(kidId, from, to),
    queryFn: ({ signal }) =>
      getHealthLogs({ kidId, from, to, limit: HEALTH_LOG_PAGE_SIZE_MAX }, signal),
  });
}

/**
 * Every log of a date range (up to 500), for the weekly summary and the charts.
 * @param kidId the checked kid id
 * @param from first day, `YYYY-MM-DD`
 * @param to last day, `YYYY-MM-DD` (the viewer's today)
 * @param enabled whether it may be asked for (default true); until then, pending
 */
export function useHealthLogRange(kidId: number, from: string, to: string, enabled = true) {
  return useQuery({
    ...healthLogRangeQueryOptions(kidId, from, to),
    placeholderData: keepPreviousData,
    enabled,
  });
}
