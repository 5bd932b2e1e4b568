import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_UNREAD_PREVIEW_LIMIT } from '@nestling/shared';
import { z } from 'zod';
import { messageKeys } from '@/entities/messages/api/message-keys';
import { apiClient } from '@/lib/api-client';

/**
 * An unread preview item (spec §3): id, sender name, content and time; `senderId` when the
 * server sends it (then the preview links to that conversation).
 */
const unreadPreviewItemSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int().optional(),
  senderName: z.string(),
  content: z.string(),
  timestamp: z.string(),
});
export type UnreadPreviewItem = z.infer<typeof unreadPreviewItemSchema>;

/** A list, or an object with `items` (spec §7.8 only says "list of previews"). */
const unreadPreviewAnswerSchema = z
  .union([z.array(unreadPreviewItemSchema), z.object({ items: z.array(unreadPreviewItemSchema) })])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.items));

/**
 * The newest unread messages to this parent (spec §7.8 GET /messages/unread-preview?limit=3).
 * @returns at most CHAT_UNREAD_PREVIEW_LIMIT previews
 * @throws ApiError on network failure or a server error
 */
export async function getUnreadPreview(): Promise<UnreadPreviewItem[]> {
  const items = await apiClient.get('/messages/unread-preview', unreadPreviewAnswerSchema, {
    query: { limit: CHAT_UNREAD_PREVIEW_LIMIT },
  });
  return items.slice(0, CHAT_UNREAD_PREVIEW_LIMIT);
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
