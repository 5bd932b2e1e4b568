import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Parent } from '@nestling/shared';
import { apiClient, isConnectionFailure, LazySchema } from '@/lib/api-client';

/**
 * Answer of GET /api/auth/me, checked with `getSessionBodySchema` (session-schema.ts), which loads
 * with zod only when the answer names a parent (decision 032). The logged-out answer
 * `{ parent: null }` — any object whose `parent` is null, as the schema reads it — is known
 * without it, so /login and /register draw without zod.
 */
const sessionBody = new LazySchema(
  () => import('./session-schema').then((module) => module.getSessionBodySchema()),
  (payload): { parent: null } | undefined =>
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    (payload as { parent?: unknown }).parent === null
      ? { parent: null }
      : undefined,
);

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
  const body = await apiClient.get('/auth/me', sessionBody, {
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
  /**
   * True when no session is known because the server could not be reached (no network, or the
   * server down): the app then says it is offline instead of sending the parent to /login.
   */
  isUnreachable: boolean;
  /** Asks the server again (after an unreachable check). */
  retry: () => void;
}

/** The current session, from the shared session query. */
export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  return {
    parent: query.data ?? null,
    isChecking: query.isPending,
    isUnreachable: query.data === undefined && query.isError && isConnectionFailure(query.error),
    retry: () => void query.refetch(),
  };
}
