import { useMutation } from '@tanstack/react-query';
import type { ResetRequest } from '@nestling/shared';
import { postAccountMessage } from './account-message';

/**
 * Asks the server to mail a password-reset link (spec §7.1 POST /auth/reset-password-request).
 * The answer is the same whether or not the address is registered.
 * @param body the e-mail, already checked with resetRequestSchema
 * @returns the server's text
 * @throws ApiError: 400, 429, network
 */
export function requestPasswordReset(body: ResetRequest): Promise<string> {
  return postAccountMessage('/auth/reset-password-request', body);
}

/** Mutation running `requestPasswordReset`. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
