import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kid } from '@nestling/shared';
import { kidKeys } from '@/entities/kids/api/kid-keys';
import { apiClient } from '@/lib/api-client';
import { KID_CHANGE_INVALIDATES } from './kid-changes';

/**
 * Deletes a kid and everything of it, files, events and health logs included
 * (DELETE /api/kids/{kidId}, issue 3).
 * @param kidId the kid's id
 * @throws ApiError: 404 not this parent's kid, network
 */
export async function deleteKid(kidId: number): Promise<void> {
  await apiClient.delete(`/kids/${kidId}`);
}

/**
 * Mutation running `deleteKid`. The kid leaves the cached list at once; its own entry is only
 * marked stale (not refetched: the screen showing it is about to leave, and a refetch would
 * just answer 404); then every kids list, calendar and health query refreshes.
 */
export function useDeleteKid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKid,
    meta: { invalidates: KID_CHANGE_INVALIDATES },
    onSuccess: (_answer, kidId) => {
      queryClient.setQueryData<Kid[]>(kidKeys.list(), (kids) =>
        kids?.filter((kid) => kid.id !== kidId),
      );
      void queryClient.invalidateQueries({
        queryKey: kidKeys.detail(kidId),
        exact: true,
        refetchType: 'none',
      });
    },
  });
}
