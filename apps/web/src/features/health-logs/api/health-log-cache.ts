import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { HealthLog } from '@nestling/shared';
import { healthLogKeys } from '@/entities/health-logs/api/health-log-keys';
import { newestFirst } from '../utils/log-days';
import type { HealthLogPage } from './get-health-logs';

type ListData = InfiniteData<HealthLogPage, number>;

function updateList(
  queryClient: QueryClient,
  kidId: number,
  change: (logs: HealthLog[], pageIndex: number) => HealthLog[],
) {
  queryClient.setQueryData<ListData>(healthLogKeys.list(kidId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({ ...page, logs: change(page.logs, index) })),
        }
      : data,
  );
}

/**
 * Shows a log the server just stored at once (spec §3: the answer's log is added to the list);
 * the mutation's `meta.invalidates` then refreshes the list, summary and charts from the server.
 * @param log the created log or self-assessment, as answered
 */
export function addLogToCache(queryClient: QueryClient, log: HealthLog): void {
  updateList(queryClient, log.kidId, (logs, index) =>
    index === 0 ? [log, ...logs.filter((item) => item.id !== log.id)].sort(newestFirst) : logs,
  );
}

/**
 * Replaces a corrected log in the list at once (then refreshed like addLogToCache).
 * @param log the corrected log, as answered
 */
export function replaceLogInCache(queryClient: QueryClient, log: HealthLog): void {
  updateList(queryClient, log.kidId, (logs) =>
    logs.map((item) => (item.id === log.id ? log : item)).sort(newestFirst),
  );
}

/**
 * Removes a deleted log from the list at once (then refreshed like addLogToCache).
 * @param kidId the log's kid
 * @param logId the deleted log's id
 */
export function removeLogFromCache(queryClient: QueryClient, kidId: number, logId: number): void {
  updateList(queryClient, kidId, (logs) => logs.filter((item) => item.id !== logId));
}

/**
 * A mutation that answers one of the kid's logs (a new log, a self-assessment, a correction):
 * `showAtOnce` puts the answered log in the list at once (addLogToCache or replaceLogInCache),
 * then `meta.invalidates` refreshes the kid's list, summary and charts from the server.
 * @param mutationFn the API call, answering the stored log
 * @param showAtOnce how the answered log goes into the cached list
 */
export function useHealthLogMutation<Input>(
  mutationFn: (input: Input) => Promise<HealthLog>,
  showAtOnce: (queryClient: QueryClient, log: HealthLog) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { invalidates: [healthLogKeys.all] },
    onSuccess: (log) => showAtOnce(queryClient, log),
  });
}
