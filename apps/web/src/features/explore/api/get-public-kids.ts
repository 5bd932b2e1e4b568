import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExploreQuery, PublicKidPage } from '@nestling/shared';
import { exploreKeys } from '@/entities/explore/api/explore-keys';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const publicKidPageBody = new LazySchema(() =>
  import('./explore-schemas').then((module) => module.publicKidPageSchema),
);

/**
 * One page of public kid cards (spec §2.18, §5 Public kid filters and Match score; GET
 * /api/kids/public). Interests go as repeated `interests=` parameters, so an interest is never
 * split at a comma; blank filters are left out.
 * @param query the filters (every selected interest must be the kid's; gender, age and skill
 *   level exact), `forKid` (one of the parent's kids: adds the match score and ranks by it),
 *   page and page size
 * @param signal aborts the call (then it fails with status 499)
 * @returns `{items, total, totalCapped, page, pageSize}` (`total` counted up to a cap, issue 30)
 * @throws ApiError: 403 EMAIL_NOT_VERIFIED, 404 for a `forKid` that is not the parent's, 0 network
 */
export async function getPublicKids(
  query: ExploreQuery,
  signal?: AbortSignal,
): Promise<PublicKidPage> {
  const interests = new URLSearchParams(query.interests.map((interest) => ['interests', interest]));
  const search = interests.toString();
  return apiClient.get(`/kids/public${search ? `?${search}` : ''}`, publicKidPageBody, {
    signal,
    query: {
      gender: query.gender,
      age: query.age,
      skillLevel: query.skillLevel,
      forKid: query.forKid,
      withinKm: query.withinKm,
      page: query.page,
      pageSize: query.pageSize,
    },
  });
}

/** Query options of getPublicKids. */
export function publicKidsQueryOptions(query: ExploreQuery) {
  return queryOptions({
    queryKey: exploreKeys.page(query),
    queryFn: () => getPublicKids(query),
  });
}

/**
 * Explore's cards for the current filters; the previous page stays on screen while the next
 * one loads (no flash of the empty text between pages).
 * @param query the filters, `forKid`, page and page size
 * @param enabled false until the parent's kids are known (the default "Matching for" kid)
 */
export function usePublicKids(query: ExploreQuery, enabled = true) {
  return useQuery({ ...publicKidsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
