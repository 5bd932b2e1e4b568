import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@nestling/shared';
import { postAccountMessage } from './account-message';

/**
 * Registers a parent and has the server mail a verification link (spec §7.1 POST /auth/register).
 * @param body the registration payload, already checked with registerRequestSchema
 * @returns the server's confirmation text
 * @throws ApiError: 400 with `details` per field, 429, network
 */
export function register(body: RegisterRequest): Promise<string> {
  return postAccountMessage('/auth/register', body);
}

/** Mutation running `register`. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
