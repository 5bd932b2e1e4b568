import { postAccountRequest } from '@/lib/api-client';

/**
 * Ends the session on the server (spec §7.1 POST /auth/logout, answer 204). Callers clear the
 * local session whatever the outcome (spec §4 Logout).
 * @throws ApiError when the call fails
 */
export async function logout(): Promise<void> {
  await postAccountRequest('/auth/logout');
}

export const logoutMutationKey = ['logout'] as const;
