import { useMutation } from '@tanstack/react-query';
import { blockSchema, type Block } from '@nestling/shared';
import { blockKeys } from '@/entities/blocks/api/block-keys';
import { exploreKeys } from '@/entities/explore/api/explore-keys';
import { friendKeys } from '@/entities/friends/api/friend-keys';
import { apiClient } from '@/lib/api-client';

/**
 * Blocks the family of the kid on a card (spec §2.18 Block; product.md: stored on the server;
 * POST /api/blocks). The server cancels pending requests between the two families and ends a
 * friendship.
 * @param kidId the card's kid
 * @returns the block (201 new, 200 when that family was blocked already)
 * @throws ApiError: 404 a kid no longer visible, 0 network
 */
export async function blockKid(kidId: number): Promise<Block> {
  return apiClient.post('/blocks', { kidId }, blockSchema);
}

/**
 * Mutation blocking a family: Explore's pages, the request and friend lists and the blocked
 * families refresh, so the card disappears and stays gone.
 */
export function useBlockKid() {
  return useMutation({
    mutationFn: blockKid,
    meta: { invalidates: [exploreKeys.all, friendKeys.all, blockKeys.all] },
  });
}
