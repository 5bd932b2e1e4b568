import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kid } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { kidQueryKey } from './get-kid';
import { invalidateKidQueries, kidsQueryKey } from './get-kids';

/**
 * Deletes a kid and everything of it, files included (DELETE /api/kids/{kidId}, issue 3).
 * @param kidId the kid's id
 * @throws ApiError: 404 not this parent's kid, network
 */
export async function deleteKid(kidId: number): Promise<void> {
  await apiClient.delete(`/kids/${kidId}`);
}

/**
 * Mutation running `deleteKid`. The kid leaves the cached list at once and every kid list
 * reloads; its own cache entry is only marked stale (not refetched: the screen showing it is
 * about to leave, and a refetch would just answer 404).
 */
export function useDeleteKid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKid,
    onSuccess: (_answer, kidId) => {
      queryClient.setQueryData<Kid[]>(kidsQueryKey, (kids) =>
        kids?.filter((kid) => kid.id !== kidId),
      );
      void queryClient.invalidateQueries({
        queryKey: kidQueryKey(kidId),
        exact: true,
        refetchType: 'none',
      });
      return invalidateKidQueries(queryClient, kidId);
    },
  });
}
