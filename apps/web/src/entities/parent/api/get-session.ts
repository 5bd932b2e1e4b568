import { queryOptions, useQuery } from '@tanstack/react-query';
import { parentSchema, type Parent } from '@nestling/shared';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** Answer of GET /api/auth/me: the signed-in parent, or null when logged out (never a 401). */
export const sessionBodySchema = z.object({ parent: parentSchema.nullable() });

/**
 * Key of the session query: the signed-in parent (the parent entity every feature reads, and
 * parent-profile saves write).
 */
export const sessionQueryKey = ['session'] as const;

/**
 * Asks the server who is signed in (spec §7.1 GET /auth/me).
 * @param signal aborts the call (then it fails with status 499)
 * @returns the parent, or null when no session cookie is valid
 * @throws ApiError on network failure or a server error
 */
export async function getSession(signal?: AbortSignal): Promise<Parent | null> {
  const body = await apiClient.get('/auth/me', sessionBodySchema, {
    signal,
    skipAuthRedirect: true,
  });
  return body.parent;
}

/**
 * The session query (spec §4 Session): fetched once before the app renders, then only when the
 * window regains focus or the page becomes visible ('always', whatever its age). Those refetches
 * never overlap: TanStack reuses a fetch in flight (cancelRefetch: false). Mounting a guard does
 * not refetch; mutations that change the session write it with setQueryData.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  // No abort signal: a check in flight is never worth cancelling (and under StrictMode's
  // mount-unmount-mount it would be cancelled and sent again).
  queryFn: () => getSession(),
  staleTime: Infinity,
  refetchOnMount: false,
  refetchOnWindowFocus: 'always',
  refetchOnReconnect: 'always',
  retry: false,
});

export interface SessionState {
  /** The signed-in parent, or null (logged out, or the first check failed). */
  parent: Parent | null;
  /** True until the first check has finished. */
  isChecking: boolean;
}

/** The current session, from the shared session query. */
export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  return { parent: query.data ?? null, isChecking: query.isPending };
}
