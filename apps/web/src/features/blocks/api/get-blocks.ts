import { useQuery } from '@tanstack/react-query';
import { blockListSchema, type Block } from '@nestling/shared';
import { blockKeys } from '@/entities/blocks/api/block-keys';
import { apiClient } from '@/lib/api-client';

/**
 * This parent's blocks, newest first (GET /api/blocks; product.md: blocks can be listed).
 * @throws ApiError: 403 EMAIL_NOT_VERIFIED, 0 network
 */
export async function getBlocks(signal?: AbortSignal): Promise<Block[]> {
  return apiClient.get('/blocks', blockListSchema, { signal });
}

/** The "Blocked families" list. */
export function useBlocks() {
  return useQuery({ queryKey: blockKeys.list(), queryFn: () => getBlocks() });
}
