import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/entities/parent/api/get-session';
import { clearCachedParent } from './local-session';

/**
 * Forgets the session in this tab (spec §4 Logout, §3): cancels a session refetch in flight so
 * it cannot bring the parent back, drops every other cached query (another family must never
 * see them), marks the session logged out and clears the localStorage cache.
 * @param queryClient the app's query client
 */
export function endLocalSession(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ queryKey: sessionQueryKey });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, null);
  clearCachedParent();
}
