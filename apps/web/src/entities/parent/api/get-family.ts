import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Family } from '@nestling/shared';
import { apiClient, LazySchema } from '@/lib/api-client';

/**
 * The answer's shared schema, loaded on first use (decision 032): the screens that read the
 * family only for a line ("Added by", Explore's home area) don't carry it on first load.
 */
const familyBody = new LazySchema(() =>
  import('./family-schema').then((module) => module.familySchema),
);

/** Query keys of the family (issue 24): everything under `all` refreshes after a change. */
export const familyKeys = {
  all: ['family'] as const,
};

/**
 * The parent's family (GET /api/family): its members with their roles and photos, and its
 * pending invitations (a guardian's; a caregiver's list is empty).
 * @throws ApiError 401 signed out, 0 network
 */
export function getFamily(signal?: AbortSignal): Promise<Family> {
  return apiClient.get('/family', familyBody, { signal });
}

/** Query options of the family (the hook's, and Explore's route prefetch: decision 051). */
export const familyQueryOptions = queryOptions({
  queryKey: familyKeys.all,
  queryFn: ({ signal }) => getFamily(signal),
});

/**
 * The parent's family, as one query: the Family screen and the records' "Added by" line read it.
 * @param enabled false: nothing is asked (the cache, if any, is still read)
 */
export function useFamily(enabled = true) {
  return useQuery({ ...familyQueryOptions, enabled });
}
