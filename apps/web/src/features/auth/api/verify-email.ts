import { useQuery } from '@tanstack/react-query';
import type { Parent } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { parentBody } from '../schemas/load-account-schemas';

/**
 * Verifies the e-mail address with the mailed token (spec §7.1 GET /parents/verify); the
 * server also signs the parent in. Never retried and never aborted: a token works once, so a
 * second call would fail.
 * @param token the `token` query parameter of the mailed link
 * @returns the verified, signed-in parent
 * @throws ApiError: 400 INVALID_TOKEN 'Invalid or missing token.', other 4xx, 5xx, network
 */
export async function verifyEmail(token: string): Promise<Parent> {
  const answer = await apiClient.get('/parents/verify', parentBody, {
    query: { token },
    retry: false,
    skipAuthRedirect: true,
  });
  return answer.parent;
}

/**
 * Runs `verifyEmail` once per token, even if the screen mounts twice (React StrictMode): the
 * result is cached for the page's life and the query function ignores the abort signal.
 * @param token the token, or undefined to do nothing
 */
export function useVerifyEmail(token: string | undefined) {
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
