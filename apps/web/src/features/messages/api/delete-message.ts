import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageKeys } from '@/entities/messages/api/message-keys';
import { apiClient } from '@/lib/api-client';
import { updateCachedMessages } from './message-cache';

/**
 * Deletes one of this parent's messages for both participants (spec §7.8 DELETE
 * /messages/{id}).
 * @throws ApiError: 404 not this parent's message (or already gone), 0 network
 */
export async function deleteMessage(messageId: number): Promise<void> {
  await apiClient.delete(`/messages/${messageId}`);
}

/** Mutation deleting a message; it leaves the conversation once the server said yes. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => deleteMessage(messageId),
    meta: { invalidates: [messageKeys.unreadPreview()] },
    onSuccess: (_answer, messageId) =>
      updateCachedMessages(queryClient, (message) => (message.id === messageId ? null : message)),
  });
}
