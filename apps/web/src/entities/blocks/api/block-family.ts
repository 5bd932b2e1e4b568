import { useMutation, type QueryKey } from '@tanstack/react-query';
import { blockSchema, blocksCatalogue, type Block, type BlockCreate } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { toast } from '@/lib/toast/toast';
import { blockKeys } from './block-keys';

/**
 * Blocks a family (spec §2.18 Block; product.md: stored on the server; POST /api/blocks): by
 * the kid on an Explore card (`{kidId}`) or by one of its parents, as a chat or a request names
 * them (`{parentId}`, issue 27). The server cancels pending requests between the two families,
 * ends a friendship and deletes the conversations.
 * @returns the block (201 new, 200 when that family was blocked already)
 * @throws ApiError: 404 a kid or family no longer visible, 400 one's own, 0 network
 */
export async function blockFamily(request: BlockCreate): Promise<Block> {
  return apiClient.post('/blocks', request, blockSchema);
}

/**
 * Mutation blocking a family. Once stored it says so — '🚫 Kid blocked' for a card (the spec's
 * text), '🚫 Family blocked' for a parent — in the mutation's own callback, not mutate()'s: the
 * screen that asked (a chat with the blocked friend) may leave before the refetches settle. In
 * the app's language (the blocks catalogue, issue 28).
 * @param alsoInvalidates what else the block makes stale, named by the screen using it (an
 *   entity imports no other entity's keys): Explore's cards and the friend and request lists,
 *   and a chat's conversations; the blocked families always refresh
 */
export function useBlockFamily(alsoInvalidates: readonly QueryKey[] = []) {
  const { t } = useTranslation(blocksCatalogue);
  return useMutation({
    mutationFn: blockFamily,
    onSuccess: (_block, request) =>
      toast.success('kidId' in request ? t('blocks.blocked') : t('blocks.familyBlocked')),
    meta: { invalidates: [blockKeys.all, ...alsoInvalidates] },
  });
}
