import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@nestling/shared';
import { postAccountMessage } from './account-message';

/**
 * Sets a new password with the mailed reset token (spec §7.1 POST /api/reset-password). The
 * server also ends the parent's other sessions.
 * @param body token and new password, already checked with resetPasswordSchema
 * @returns the server's confirmation text
 * @throws ApiError: 400 INVALID_TOKEN 'Invalid or expired reset token.', 400 weak password, 429, network
 */
export function resetPassword(body: ResetPasswordRequest): Promise<string> {
  return postAccountMessage('/reset-password', body);
}

/** Mutation running `resetPassword`. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
