import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { milestoneKeys } from './milestone-keys';

/**
 * Deletes a milestone (DELETE /api/milestones/:id → 204).
 * @throws ApiError 404 for another family's milestone, 0 on network failure
 */
export async function deleteMilestone(id: number): Promise<void> {
  await apiClient.delete(`/milestones/${id}`);
}

/** Mutation running `deleteMilestone`; it leaves the list once the server has deleted it. */
export function useDeleteMilestone() {
  return useMutation({
    mutationFn: deleteMilestone,
    meta: { invalidates: [milestoneKeys.all] },
  });
}
