import type { ExploreQuery } from '@nestling/shared';

/**
 * The query keys of Explore's public kid pages (decision 009). In the entities layer because a
 * block (Explore) and an unblock (the parent hub's "Blocked families") both change who is
 * listed. Every key starts with `exploreKeys.all`.
 */
export const exploreKeys = {
  all: ['explore'] as const,
  /** One page of GET /api/kids/public for a query (filters, forKid, page, page size). */
  page: (query: ExploreQuery) => ['explore', 'page', query] as const,
};
