import { familyQueryOptions } from '@/entities/parent/api/get-family';
import { kidsQueryOptions } from '@/entities/kids/api/get-kids';
import { incomingRequestsQueryOptions } from '@/features/explore/api/get-incoming-requests';
import { publicKidsQueryOptions } from '@/features/explore/api/get-public-kids';
import {
  exploreQueryOf,
  matchingForKid,
  readExploreFilters,
} from '@/features/explore/hooks/use-explore-filters';
import type { Prefetch } from './prefetch';

/**
 * Explore (spec §2.18): the parent's kids and family and the pending requests at once; the page
 * of cards for the URL's filters (the query the screen itself makes) at once too when the kids
 * (the default "Matching for") and the family (its home area, issue 30) are already known — a
 * navigation inside the app. On a first load they are not: the server sends the kids and the
 * family with the HTML (`first-load-hints.ts`), and the screen asks for the page once its
 * header has painted (issue 29: Lighthouse prices the LCP — the header — from every request
 * started before it, and the page is the end of the longest chain: the session, the kids and
 * family, their answers' checks, then the page).
 */
export const prefetch: Prefetch = (queryClient, _params, search) => {
  void queryClient.prefetchQuery(incomingRequestsQueryOptions);
  const known = [kidsQueryOptions, familyQueryOptions].every(
    (options) => queryClient.getQueryData(options.queryKey) !== undefined,
  );
  void Promise.all([
    queryClient.ensureQueryData(kidsQueryOptions),
    queryClient.ensureQueryData(familyQueryOptions),
  ])
    .then(([kids, family]) => {
      if (!known) return;
      const filters = readExploreFilters(search);
      const query = exploreQueryOf(
        filters,
        matchingForKid(kids, filters.forKid),
        Boolean(family.area),
      );
      return queryClient.prefetchQuery(publicKidsQueryOptions(query));
    })
    .catch(() => undefined); // the screen asks again and shows any failure
};
