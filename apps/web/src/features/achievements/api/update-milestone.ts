import { useMutation } from '@tanstack/react-query';
import { milestoneSchema, type Milestone, type MilestoneUpdate } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { milestoneKeys } from './milestone-keys';

export interface UpdateMilestoneInput {
  id: number;
  changes: MilestoneUpdate;
}

/**
 * Changes a milestone's title or date, or marks it complete or incomplete
 * (PATCH /api/milestones/:id, issue 10).
 * @returns the milestone as stored
 * @throws ApiError 409 for a title the kid already has, 404 for another family's milestone,
 *   400 with `details`, 0 on network failure
 */
export async function updateMilestone({ id, changes }: UpdateMilestoneInput): Promise<Milestone> {
  return apiClient.patch(`/milestones/${id}`, changes, milestoneSchema);
}

/** Mutation running `updateMilestone`; the kid's pages and counts refresh. */
export function useUpdateMilestone() {
  return useMutation({
    mutationFn: updateMilestone,
    meta: { invalidates: [milestoneKeys.all] },
  });
}
