import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@nestling/shared';
import { apiClient, LazySchema } from '@/lib/api-client';
import { addToConversation } from './message-cache';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const messageBody = new LazySchema(() =>
  import('./message-schemas').then((module) => module.getMessageSchema()),
);

/**
 * Sends a message (spec §7.8 POST /messages {receiverId, text}).
 * @param receiverId the friend's parent id
 * @param text trimmed, 1–4,000 characters (the server trims and checks again)
 * @returns the stored message
 * @throws ApiError: 400 bad text, 404 not a friend (or blocked), 0 network
 */
export async function sendMessage(receiverId: number, text: string): Promise<Message> {
  return apiClient.post('/messages', { receiverId, text }, messageBody);
}

/**
 * Mutation sending a message; the server's copy goes into the conversation's cache (the screen
 * shows its own temporary entry meanwhile, spec §4 Chat).
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receiverId, text }: { receiverId: number; text: string; tempId: number }) =>
      sendMessage(receiverId, text),
    onSuccess: (message, { receiverId }) => addToConversation(queryClient, receiverId, message),
  });
}
