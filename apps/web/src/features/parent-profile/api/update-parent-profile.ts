import { useMutation } from '@tanstack/react-query';
import { parentBodySchema, type Parent, type ParentProfileRequest } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';

/**
 * Saves the parent's name, date of birth and gender (spec §7.2 PATCH /api/parents/edit).
 * @param body already checked with parentProfileSchema (name trimmed, dob YYYY-MM-DD)
 * @returns the updated parent
 * @throws ApiError: 400 with `details`, 401, network
 */
export async function updateParentProfile(body: ParentProfileRequest): Promise<Parent> {
  const answer = await apiClient.patch('/parents/edit', body, parentBodySchema);
  return answer.parent;
}

/**
 * Mutation running `updateParentProfile`.
 * @param onParentChange receives the updated parent, so the session (and every avatar and
 *   greeting that reads it) shows the change at once
 */
export function useUpdateParentProfile(onParentChange: (parent: Parent) => void) {
  return useMutation({ mutationFn: updateParentProfile, onSuccess: onParentChange });
}
