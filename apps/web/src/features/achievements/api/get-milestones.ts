import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MILESTONE_PAGE_SIZES, type MilestonePage } from '@nestling/shared';
import { apiClient, LazySchema } from '@/lib/api-client';
import { milestoneKeys, type MilestonePageQuery } from './milestone-keys';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const milestonePageBody = new LazySchema(() =>
  import('./achievement-schemas').then((module) => module.milestonePageSchema),
);

/**
 * One page of a kid's milestones (spec §7.5 GET /milestones?kidId=, with the controls of §2.15
 * paged on the server, decision 018).
 * @param query kid, search `q` (blank: none), status, sort, page from 1, page size 5/10/20
 * @param signal aborts the call
 * @returns `{items, total, page, pageSize, counts: {all, completed}}`; `total` counts what
 *   matches `q` and `status`, `counts` the kid's milestones regardless
 * @throws ApiError 404 for a kid that is not the parent's, 400 for bad parameters, 0 on
 *   network failure
 */
export async function getMilestones(
  query: MilestonePageQuery,
  signal?: AbortSignal,
): Promise<MilestonePage> {
  return apiClient.get('/milestones', milestonePageBody, {
    signal,
    query: {
      kidId: query.kidId,
      q: query.q?.trim() || undefined,
      status: query.status,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
    },
  });
}

/**
 * A page of milestones; the previous page stays on screen while the next one loads, so paging,
 * searching and filtering never flash an empty list.
 */
export function useMilestones(query: MilestonePageQuery) {
  return useQuery({ ...milestonesQueryOptions(query), placeholderData: keepPreviousData });
}

/** Query options of a page of milestones (the panel's; the route prefetches the first page). */
export function milestonesQueryOptions(query: MilestonePageQuery) {
  return queryOptions({
    queryKey: milestoneKeys.page(query),
    queryFn: () => getMilestones(query),
  });
}

/**
 * The page the milestones panel first asks for: no search, every status, newest first, the
 * first page of the smallest page size (spec §2.15). The route prefetches it (decision 051).
 * @param kidId the kid's id
 */
export function firstMilestonePageQuery(kidId: number): MilestonePageQuery {
  return {
    kidId,
    q: '',
    status: 'all',
    sort: 'newest',
    page: 1,
    pageSize: MILESTONE_PAGE_SIZES[0],
  };
}
