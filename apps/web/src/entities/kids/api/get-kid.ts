import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { parseRecordId, type Kid } from '@nestling/shared';
import { apiClient, LazySchema } from '@/lib/api-client';
import { kidKeys } from './kid-keys';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const kidBody = new LazySchema(() =>
  import('./kid-schemas').then((module) => module.getKidSchema()),
);

/**
 * One of the parent's kids (spec §7.3 GET /api/kids/{kidId}).
 * @param kidId the kid's id (1 … 2³¹ − 1, as `parseRecordId` reads a route parameter)
 * @param signal aborts the call (then it fails with status 499)
 * @returns the kid
 * @throws ApiError 404 when no such kid belongs to this parent (another family's kid answers
 *   404 too, product.md), 0 on network failure, or the server's error
 */
export async function getKid(kidId: number, signal?: AbortSignal): Promise<Kid> {
  return apiClient.get(`/kids/${kidId}`, kidBody, { signal });
}

/** The one query of a single kid (the profile, edit and health screens share its cache). */
export function kidQueryOptions(kidId: number) {
  return queryOptions({
    queryKey: kidKeys.detail(kidId),
    // No abort signal, as the kids list (get-kids.ts).
    queryFn: () => getKid(kidId),
  });
}

/**
 * A kid's screen's route loader prefetch (decision 051): the kid alone, when the route's
 * `:kidId` is a record id (`parseRecordId`; anything else asks for nothing). It lives with the
 * kid's query, which every kid screen's first load already has, so the loader asks for no file
 * of its own: as a chunk apart (`route-data/kid.data.ts`) it was requested only once the entry
 * had run — after the route's files, one more round trip before a kid's calendar's and health's
 * LCP (issue 29). A read that has already failed (the screen asked first) is not asked again.
 * @param queryClient the app's query client: the answer lands in its cache
 * @param rawKidId the route's `:kidId` parameter, unparsed
 */
export function prefetchKid(queryClient: QueryClient, rawKidId: string | undefined): void {
  const kidId = parseRecordId(rawKidId);
  if (kidId === undefined) return;
  const options = kidQueryOptions(kidId);
  // The screen's code can come first and its read fail (a 404) before this runs: that answer
  // stands (`useKid`'s `retryOnMount: false`); asking again would be a second request.
  if (queryClient.getQueryState(options.queryKey)?.status === 'error') return;
  void queryClient.prefetchQuery(options);
}

/**
 * One kid, or nothing while `kidId` is undefined (a route parameter that is not an id: nothing
 * is asked of the server). A failure is shown as it is, not asked again on mount: every screen
 * that uses this has a route loader that asked for the kid as the navigation started (decision
 * 051), so a failure in the cache is this navigation's own answer, however late the screen's code
 * arrives (issue 29: one request per screen; a 404 stays a 404). The screens offer "Try again"
 * for any failure but a 404.
 * @param kidId the id from `parseRecordId`, or undefined
 */
export function useKid(kidId: number | undefined) {
  return useQuery({
    ...kidQueryOptions(kidId ?? 0),
    enabled: kidId !== undefined,
    retryOnMount: false,
  });
}
