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
 * Explore (spec §2.18): the parent's kids and family and the pending requests at once, then —
 * as soon as the kids (the default "Matching for") and the family (its home area, issue 30)
 * have answered — the page of cards for the URL's filters, the query the screen itself makes.
 * Without the loader the cards waited for the screen's code, then for the kids and the family.
 */
export const prefetch: Prefetch = (queryClient, _params, search) => {
  void queryClient.prefetchQuery(incomingRequestsQueryOptions);
  void Promise.all([
    queryClient.ensureQueryData(kidsQueryOptions),
    queryClient.ensureQueryData(familyQueryOptions),
  ])
    .then(([kids, family]) => {
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
