import { useMutation } from '@tanstack/react-query';
import { getParentBodySchema, type Parent, type ParentEditRequest } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';

/**
 * Saves the parent's name, date of birth and gender, the language, or both (spec §7.2 PATCH
 * /api/parents/edit, issue 28).
 * @param body a `parentEditSchema` body: the profile form's fields, already checked with
 *   parentProfileSchema (name trimmed, dob YYYY-MM-DD), and/or `locale`
 * @returns the updated parent
 * @throws ApiError: 400 with `details`, 401, network
 */
export async function updateParentProfile(body: ParentEditRequest): Promise<Parent> {
  const answer = await apiClient.patch('/parents/edit', body, getParentBodySchema());
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
