import { apiClient } from '@/lib/api-client';

/**
 * Marks the friend's messages to this parent read (spec §7.8 POST /messages/mark-read
 * {friendId}; failures ignored, spec §7.8).
 * @returns settles always; a failure is swallowed
 */
export async function markRead(friendId: number): Promise<void> {
  try {
    await apiClient.post('/messages/mark-read', { friendId });
  } catch {
    // Spec §7.8: failures are ignored; the next view marks them again.
  }
}
