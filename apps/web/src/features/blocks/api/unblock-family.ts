import { useMutation } from '@tanstack/react-query';
import { blockKeys } from '@/entities/blocks/api/block-keys';
import { exploreKeys } from '@/entities/explore/api/explore-keys';
import { apiClient } from '@/lib/api-client';

/**
 * Undoes a block (DELETE /api/blocks/:id; product.md: blocks can be undone). Visibility comes
 * back both ways; an ended friendship and cancelled requests do not (decision 016).
 * @param blockId the block's id
 * @throws ApiError: 404 not this parent's block, 0 network
 */
export async function unblockFamily(blockId: number): Promise<void> {
  await apiClient.delete(`/blocks/${blockId}`);
}

/** Mutation unblocking a family: the list and Explore's pages refresh. */
export function useUnblockFamily() {
  return useMutation({
    mutationFn: unblockFamily,
    meta: { invalidates: [blockKeys.all, exploreKeys.all] },
  });
}
