import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HealthLog } from '@nestling/shared';
import { healthLogKeys } from '@/entities/health-logs/api/health-log-keys';
import { apiClient } from '@/lib/api-client';
import { removeLogFromCache } from './health-log-cache';

/**
 * Deletes a health log or self-assessment, and its document (DELETE /api/health/:id → 204).
 * @param id the log's id
 * @throws ApiError 404 for another family's log, 0 on network failure
 */
export async function deleteHealthLog(id: number): Promise<void> {
  await apiClient.delete(`/health/${id}`);
}

/** Mutation deleting a log; it leaves the list once the server has deleted it. */
export function useDeleteHealthLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (log: Pick<HealthLog, 'id' | 'kidId'>) => deleteHealthLog(log.id),
    meta: { invalidates: [healthLogKeys.all] },
    onSuccess: (_answer, log) => removeLogFromCache(queryClient, log.kidId, log.id),
  });
}
