import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { messageBody } from '../schemas/load-account-schemas';

/**
 * Registers a parent and has the server mail a verification link (spec §7.1 POST /auth/register).
 * @param body the registration payload, already checked with registerRequestSchema
 * @returns the server's confirmation text
 * @throws ApiError: 400 with `details` per field, 429, network
 */
export async function register(body: RegisterRequest): Promise<string> {
  const answer = await apiClient.post('/auth/register', body, messageBody, {
    skipAuthRedirect: true,
  });
  return answer.message;
}

/** Mutation running `register`. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
