import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateFamilyInvitationRequest,
  Family,
  FamilyInvitation,
  FamilyRole,
} from '@nestling/shared';
import { familyKeys } from '@/entities/parent/api/get-family';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answers' shared schemas, loaded on first use (decision 082): zod is off the first load. */
const familyInvitationBody = new LazySchema(() =>
  import('@/entities/parent/api/family-schema').then((module) => module.familyInvitationSchema),
);
const familyBody = new LazySchema(() =>
  import('@/entities/parent/api/family-schema').then((module) => module.familySchema),
);

/**
 * Invites an adult by e-mail with a role (POST /api/family/invitations, a guardian's). Inviting
 * the same address again sends a new link and the old one stops working: this is also "Resend".
 * @throws ApiError 400 (details per field), 403 GUARDIAN_ONLY, 409 already a member,
 *   429 RATE_LIMITED (the mail cap per address), 0 network
 */
export function inviteToFamily(body: CreateFamilyInvitationRequest): Promise<FamilyInvitation> {
  return apiClient.post('/family/invitations', body, familyInvitationBody);
}

/** Mutation sending (or sending again) an invitation: the family's list refreshes. */
export function useInviteToFamily() {
  return useMutation({ mutationFn: inviteToFamily, meta: { invalidates: [familyKeys.all] } });
}

/**
 * Cancels a pending invitation (DELETE /api/family/invitations/:id); its link stops working.
 * @throws ApiError 403 GUARDIAN_ONLY, 404 not this family's, 0 network
 */
export async function cancelInvitation(id: number): Promise<void> {
  await apiClient.delete(`/family/invitations/${id}`);
}

/** Mutation cancelling an invitation: the family's list refreshes. */
export function useCancelInvitation() {
  return useMutation({ mutationFn: cancelInvitation, meta: { invalidates: [familyKeys.all] } });
}

/**
 * Changes a member's role (PATCH /api/family/members/:parentId).
 * @returns the family as it is now
 * @throws ApiError 409 LAST_GUARDIAN (the family would have no guardian), 403, 404, 0 network
 */
export function changeMemberRole(change: { parentId: number; role: FamilyRole }): Promise<Family> {
  return apiClient.patch(`/family/members/${change.parentId}`, { role: change.role }, familyBody);
}

/**
 * Mutation changing a member's role. Every query is fetched again: one's own role may be the
 * one that changed (the session's `familyRole` then too).
 */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: (family) => {
      queryClient.setQueryData(familyKeys.all, family);
      void queryClient.invalidateQueries();
    },
  });
}

/**
 * Removes a member (DELETE /api/family/members/:parentId): they get a family of their own.
 * @throws ApiError 400 REMOVE_SELF, 403 GUARDIAN_ONLY, 404 not this family's member, 0 network
 */
export async function removeMember(parentId: number): Promise<void> {
  await apiClient.delete(`/family/members/${parentId}`);
}

/** Mutation removing a member: the family's list refreshes. */
export function useRemoveMember() {
  return useMutation({ mutationFn: removeMember, meta: { invalidates: [familyKeys.all] } });
}

/**
 * Leaves the family for a new one of one's own (POST /api/family/leave).
 * @throws ApiError 409 LAST_GUARDIAN (hand the family over first), 0 network
 */
export async function leaveFamily(): Promise<void> {
  await apiClient.post('/family/leave');
}

/** Mutation leaving the family: every query (the session's family and role, the kids) again. */
export function useLeaveFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveFamily,
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

/**
 * Joins the inviting family with the mailed token (POST /api/family/invitations/accept),
 * leaving one's own.
 * @returns the family joined
 * @throws ApiError 400 INVITATION_INVALID / INVITATION_USED / INVITATION_EXPIRED, 409
 *   LAST_GUARDIAN or ALREADY_IN_FAMILY, 0 network
 */
export function acceptInvitation(token: string): Promise<Family> {
  return apiClient.post('/family/invitations/accept', { token }, familyBody);
}

/** Mutation accepting an invitation: every query (session, kids, records) is fetched again. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async (family) => {
      queryClient.setQueryData(familyKeys.all, family);
      await queryClient.invalidateQueries();
    },
  });
}
