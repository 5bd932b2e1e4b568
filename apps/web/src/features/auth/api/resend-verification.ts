import { useMutation } from '@tanstack/react-query';
import { postAccountMessage } from './account-message';

/**
 * Asks for a new verification mail (POST /api/auth/resend-verification). When signed in the
 * server uses the session's parent and the e-mail is left out.
 * @param email the address to verify, only when not signed in
 * @returns the server's text (the same whether or not the address is registered)
 * @throws ApiError: 400, 429, network
 */
export function resendVerification(email?: string): Promise<string> {
  return postAccountMessage('/auth/resend-verification', email ? { email } : {});
}

/** Mutation running `resendVerification`. */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
