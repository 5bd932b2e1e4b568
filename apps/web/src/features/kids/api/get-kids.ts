import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { kidListSchema, type Kid } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';

/**
 * Key of the parent's kids list. Every other kid query (one kid, or a screen's own copy of the
 * list) starts with it, so invalidating this prefix refreshes them all.
 */
export const kidsQueryKey = ['kids'] as const;

/**
 * Marks every kid query stale and refetches the ones on screen, except one kid's own entry
 * (just written from an answer, or just deleted: refetching it would only answer 404).
 * @param queryClient the app's query client
 * @param exceptKidId the kid whose own entry is left alone
 */
export function invalidateKidQueries(queryClient: QueryClient, exceptKidId?: number) {
  return queryClient.invalidateQueries({
    queryKey: kidsQueryKey,
    predicate: (query) => exceptKidId === undefined || query.queryKey[1] !== exceptKidId,
  });
}

/**
 * The signed-in parent's kids (spec §7.3 GET /api/kids), oldest first as the server sends them.
 * @returns the kids, each as kidSchema (interests always an array)
 * @throws ApiError on network failure or a server error (401 also starts the login redirect)
 */
export async function getKids(): Promise<Kid[]> {
  return apiClient.get('/kids', kidListSchema);
}

/** The kids list query, shared by the kids page, the parent hub and the kid cards. */
export const kidsQueryOptions = queryOptions({
  queryKey: kidsQueryKey,
  queryFn: () => getKids(),
});

/** The parent's kids (see getKids). */
export function useKids() {
  return useQuery(kidsQueryOptions);
}
