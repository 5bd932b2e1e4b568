import { useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { kidSchema, type Kid } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { kidKeys } from './kid-keys';

/**
 * One of the parent's kids (spec §7.3 GET /api/kids/{kidId}).
 * @param kidId the kid's id (1 … 2³¹ − 1, as `parseRecordId` reads a route parameter)
 * @param signal aborts the call (then it fails with status 499)
 * @returns the kid
 * @throws ApiError 404 when no such kid belongs to this parent (another family's kid answers
 *   404 too, product.md), 0 on network failure, or the server's error
 */
export async function getKid(kidId: number, signal?: AbortSignal): Promise<Kid> {
  return apiClient.get(`/kids/${kidId}`, kidSchema, { signal });
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
 * How recent a failed answer must be to count as this navigation's own: the route's loader asked
 * for the kid as the navigation started (decision 051), and a page whose code arrives after that
 * answer must not ask again (issue 29: one request per screen; a 404 stays a 404).
 */
const PREFETCHED_ERROR_MS = 5_000;

/**
 * One kid, or nothing while `kidId` is undefined (a route parameter that is not an id: nothing
 * is asked of the server). A failure the route's prefetch got in the last seconds is shown as
 * it is, not asked again on mount (the screens offer "Try again" for any failure but a 404).
 * @param kidId the id from `parseRecordId`, or undefined
 */
export function useKid(kidId: number | undefined) {
  const options = kidQueryOptions(kidId ?? 0);
  const queryClient = useQueryClient();
  // Read once, as the screen mounts: that is when a query in error would be asked again.
  const [prefetchedError] = useState(() => {
    const state = queryClient.getQueryState(options.queryKey);
    return state?.status === 'error' && Date.now() - state.errorUpdatedAt < PREFETCHED_ERROR_MS;
  });
  return useQuery({ ...options, enabled: kidId !== undefined, retryOnMount: !prefetchedError });
}
