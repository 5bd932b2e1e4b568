import { useMutation } from '@tanstack/react-query';
import { milestoneSchema, type Milestone, type MilestoneCreate } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { milestoneKeys } from './milestone-keys';

/**
 * Adds a milestone (spec §7.5 POST /milestones `{kidId, title, date}` → 201).
 * @param input the kid, the title (trimmed by the schema) and the date `YYYY-MM-DD`
 * @returns the stored milestone
 * @throws ApiError 409 with `Milestone "{title}" already exists.` when the kid has one of that
 *   title in any case (spec §5), 400 with `details`, 404 for another family's kid, 0 on
 *   network failure
 */
export async function createMilestone(input: MilestoneCreate): Promise<Milestone> {
  return apiClient.post('/milestones', input, milestoneSchema);
}

/** Mutation running `createMilestone`; the kid's pages and counts refresh. */
export function useCreateMilestone() {
  return useMutation({
    mutationFn: createMilestone,
    meta: { invalidates: [milestoneKeys.all] },
  });
}
