import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Kid } from '@nestling/shared';
import { apiClient, LazySchema } from '@/lib/api-client';
import { kidKeys } from './kid-keys';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const kidListBody = new LazySchema(() =>
  import('./kid-schemas').then((module) => module.getKidListSchema()),
);

/**
 * The signed-in parent's kids (spec §7.3 GET /api/kids), oldest first as the server sends them.
 * @param signal aborts the call (then it fails with status 499)
 * @returns the kids, each as kidSchema (interests always an array)
 * @throws ApiError on network failure or a server error (401 also starts the login redirect)
 */
export async function getKids(signal?: AbortSignal): Promise<Kid[]> {
  return apiClient.get('/kids', kidListBody, { signal });
}

/**
 * The one kids-list query: the kids page, the parent hub (kid count and kid cards), the Health
 * Tracker's kid picker and every later screen listing the parent's kids share its cache.
 */
export const kidsQueryOptions = queryOptions({
  queryKey: kidKeys.list(),
  // No abort signal: a list load is never worth cancelling, and under StrictMode's
  // mount-unmount-mount a consumed signal would cancel it and send it again.
  queryFn: () => getKids(),
});

/**
 * The route loader prefetch of Kids Profile and the kid pickers (Health Tracker, Achievements;
 * decision 051): the kids list. It lives with the list's query, which those screens' first load
 * already has, so the loader asks for no file of its own: as a chunk apart
 * (`route-data/kids.data.ts`) it was requested only once the entry had run — after the route's
 * files, one more round trip before Kids Profile's LCP (issue 29, as `prefetchKid`).
 * @param queryClient the app's query client: the answer lands in its cache
 */
export function prefetchKids(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(kidsQueryOptions);
}

/** The parent's kids (see getKids). */
export function useKids() {
  return useQuery(kidsQueryOptions);
}
