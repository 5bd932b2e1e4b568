import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { HealthLog } from '@nestling/shared';
import { newestFirst } from '../utils/chart-data';
import type { HealthLogPage } from './get-health-logs';
import { healthKeys } from './query-keys';

type ListData = InfiniteData<HealthLogPage, number>;

function updateList(
  queryClient: QueryClient,
  kidId: number,
  change: (logs: HealthLog[], pageIndex: number) => HealthLog[],
) {
  queryClient.setQueryData<ListData>(healthKeys.list(kidId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({ ...page, logs: change(page.logs, index) })),
        }
      : data,
  );
}

/**
 * Shows a log the server just stored at once (spec §3: the answer's log is added to the list),
 * then refreshes the kid's list, summary and charts from the server.
 * @param log the created log or self-assessment, as answered
 */
export function addLogToCache(queryClient: QueryClient, log: HealthLog): Promise<void> {
  updateList(queryClient, log.kidId, (logs, index) =>
    index === 0 ? [log, ...logs.filter((item) => item.id !== log.id)].sort(newestFirst) : logs,
  );
  return queryClient.invalidateQueries({ queryKey: healthKeys.kid(log.kidId) });
}

/**
 * Replaces a corrected log in the list, then refreshes the kid's data.
 * @param log the corrected log, as answered
 */
export function replaceLogInCache(queryClient: QueryClient, log: HealthLog): Promise<void> {
  updateList(queryClient, log.kidId, (logs) =>
    logs.map((item) => (item.id === log.id ? log : item)).sort(newestFirst),
  );
  return queryClient.invalidateQueries({ queryKey: healthKeys.kid(log.kidId) });
}

/**
 * Removes a deleted log from the list, then refreshes the kid's data.
 * @param kidId the log's kid
 * @param logId the deleted log's id
 */
export function removeLogFromCache(
  queryClient: QueryClient,
  kidId: number,
  logId: number,
): Promise<void> {
  updateList(queryClient, kidId, (logs) => logs.filter((item) => item.id !== logId));
  return queryClient.invalidateQueries({ queryKey: healthKeys.kid(kidId) });
}
