import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, Parent } from '@nestling/shared';
import { parentBody } from '../schemas/load-account-schemas';
import { postAccountRequest } from '@/lib/api-client';

/**
 * Logs in (spec §7.1 POST /auth/login); the server sets the session cookie.
 * @param body e-mail and password, already checked with loginRequestSchema
 * @returns the signed-in parent
 * @throws ApiError: 401 INVALID_CREDENTIALS 'Invalid email or password.', 400, 429, network
 */
export async function login(body: LoginRequest): Promise<Parent> {
  const answer = await postAccountRequest('/auth/login', body, parentBody);
  return answer.parent;
}

/** Mutation running `login`. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
