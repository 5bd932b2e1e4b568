import { useMutation } from '@tanstack/react-query';
import type { AccountDeleteRequest } from '@nestling/shared';
import { apiRequest } from '@/lib/api-client';

/** The export's address (GET /api/account/export): a download link, streamed by the browser. */
export const ACCOUNT_EXPORT_URL = '/api/account/export';

/**
 * Deletes the parent's account with their password (DELETE /api/account, issue 14, decision
 * 029): every record and file of theirs and their kids', every session. The server clears
 * the session cookie; the caller forgets the local session.
 * @throws ApiError: 403 WRONG_PASSWORD (nothing deleted), 400 a blank password, 429 too many
 *   tries, 503 billing could not cancel, 0 network
 */
export async function deleteAccount(input: AccountDeleteRequest): Promise<void> {
  await apiRequest('/account', { method: 'DELETE', body: input });
}

/** Mutation deleting the account (see deleteAccount). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
