import { focusManager, MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * What a mutation says about the cached data it changes (TanStack Query mutation `meta`, read
 * once by the query client's MutationCache; decision 009).
 */
export interface EntityMutationMeta extends Record<string, unknown> {
  /**
   * Query-key prefixes whose data the mutation's success makes stale, from any feature — e.g.
   * deleting a kid: `[kidKeys.lists, scheduleEventKeys.all, healthLogKeys.all]`, since the server
   * deletes the kid's events and logs with it. Each is invalidated after the mutation's own
   * `onSuccess` has written its answer into the cache; queries on screen refetch, the others
   * refetch when next shown. The mutation stays pending until those refetches have settled, so
   * its success is announced with the fresh data already on screen.
   */
  invalidates?: readonly QueryKey[];
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: EntityMutationMeta;
  }
}

/**
 * Marks the cached data under each key prefix stale and refetches what is on screen: the one
 * way a change reaches every feature that shows it. Mutations use it through their
 * `meta.invalidates`; a socket event announcing another tab's or another family's change
 * (the real-time issue) calls it directly with the same keys.
 * @param queryClient the app's query client
 * @param keys query-key prefixes (e.g. `kidKeys.lists`); an empty list does nothing
 * @returns settles once every refetch it started has settled (a failed refetch does not
 *   reject: the query shows its own error)
 */
export async function invalidateEntities(
  queryClient: QueryClient,
  keys: readonly QueryKey[] = [],
): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * The app's query client. Queries and mutations are not retried by TanStack: the API client
 * already retries a failed GET once (spec §8.1), so a second layer would multiply calls. A
 * successful mutation's `meta.invalidates` is handled here, once, for every feature.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // onSettled runs after the mutation's own onSuccess (TanStack runs the cache's onSuccess
    // first), so an answer written into the cache is in place before the refetches start.
    mutationCache: new MutationCache({
      onSettled: (_data, error, _variables, _context, mutation) =>
        error === null ? invalidateEntities(queryClient, mutation.meta?.invalidates) : undefined,
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

/**
 * Makes TanStack's "window focus" mean both a `focus` of the window and a `visibilitychange`
 * of the document (spec §4 Session; TanStack 5 listens to the latter only). Both events often
 * fire together; a refetch on focus reuses a fetch in flight, so they never overlap.
 * @returns a function removing the listeners
 */
export function listenForWindowFocus(): () => void {
  focusManager.setEventListener((handleFocus) => {
    const onFocus = () => handleFocus();
    window.addEventListener('focus', onFocus, false);
    document.addEventListener('visibilitychange', onFocus, false);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  });
  return () => focusManager.setEventListener(() => undefined);
}
