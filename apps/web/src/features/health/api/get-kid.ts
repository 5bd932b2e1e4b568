import { queryOptions, useQuery } from '@tanstack/react-query';
import { kidSchema, type Kid } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { healthKeys } from './query-keys';

/**
 * Loads one of the parent's kids, for the health screen's kid check (spec §4, §7.3
 * GET /kids/{kidId}).
 * @param kidId a positive integer
 * @param signal aborts the call
 * @returns the kid
 * @throws ApiError 404 when the kid does not exist or is another family's; 0 on network failure
 */
export async function getKid(kidId: number, signal?: AbortSignal): Promise<Kid> {
  return apiClient.get(`/kids/${kidId}`, kidSchema, { signal });
}

/** Query options of `getKid`. */
export function kidQueryOptions(kidId: number) {
  return queryOptions({
    queryKey: healthKeys.kidDetails(kidId),
    queryFn: ({ signal }) => getKid(kidId, signal),
  });
}

/**
 * The kid of the health screen; disabled while the id is invalid.
 * @param kidId the checked id, or null
 */
export function useKid(kidId: number | null) {
  return useQuery({ ...kidQueryOptions(kidId ?? 0), enabled: kidId !== null });
}
