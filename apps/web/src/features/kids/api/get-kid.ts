import { queryOptions, useQuery } from '@tanstack/react-query';
import { kidSchema, type Kid } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { kidsQueryKey } from './get-kids';

/** Key of one kid; it starts with kidsQueryKey, so invalidating the list prefix reaches it. */
export function kidQueryKey(kidId: number) {
  return [...kidsQueryKey, kidId] as const;
}

/**
 * One of the parent's kids (spec §7.3 GET /api/kids/{kidId}).
 * @param kidId the kid's numeric id
 * @returns the kid
 * @throws ApiError 404 when no such kid belongs to this parent (another family's kid answers
 *   404 too, product.md), network or server errors
 */
export async function getKid(kidId: number): Promise<Kid> {
  return apiClient.get(`/kids/${kidId}`, kidSchema);
}

/** Query options of one kid. */
export function kidQueryOptions(kidId: number) {
  return queryOptions({ queryKey: kidQueryKey(kidId), queryFn: () => getKid(kidId) });
}

/**
 * One kid, or nothing while `kidId` is undefined (an invalid route parameter: nothing loads).
 * @param kidId the numeric id from the route, or undefined
 */
export function useKid(kidId: number | undefined) {
  return useQuery({
    ...kidQueryOptions(kidId ?? 0),
    enabled: kidId !== undefined,
  });
}
