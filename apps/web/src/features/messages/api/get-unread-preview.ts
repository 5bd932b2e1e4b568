import { queryOptions, useQuery } from '@tanstack/react-query';
import { UNREAD_PREVIEW_LIMIT, type UnreadPreviewItem } from '@nestling/shared';
import { messageKeys } from '@/entities/messages/api/message-keys';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const unreadPreviewBody = new LazySchema(() =>
  import('./message-schemas').then((module) => module.getUnreadPreviewSchema()),
);

/**
 * The newest unread messages to this parent (spec §7.8 GET /messages/unread-preview?limit=3).
 * @returns at most UNREAD_PREVIEW_LIMIT previews
 * @throws ApiError on network failure or a server error
 */
export type { UnreadPreviewItem };

export async function getUnreadPreview(): Promise<UnreadPreviewItem[]> {
  return apiClient.get('/messages/unread-preview', unreadPreviewBody, {
    query: { limit: UNREAD_PREVIEW_LIMIT },
  });
}

/** The hub card's query; live messages invalidate it (app/realtime). */
export const unreadPreviewQueryOptions = queryOptions({
  queryKey: messageKeys.unreadPreview(),
  queryFn: () => getUnreadPreview(),
});

/** The unread previews (see getUnreadPreview). */
export function useUnreadPreview() {
  return useQuery(unreadPreviewQueryOptions);
}
