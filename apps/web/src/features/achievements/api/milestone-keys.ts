import type { MilestoneListQuery } from '@nestling/shared';

/** The milestone list's query as the screen holds it (the kid, its controls and page). */
export type MilestonePageQuery = Pick<
  MilestoneListQuery,
  'kidId' | 'status' | 'sort' | 'page' | 'pageSize'
> & { q?: string };

/**
 * Query keys of milestones (the Achievements screen's milestone list): a kid's milestone pages.
 * A milestone change invalidates the kid's pages (`milestoneKeys.kid`), since the counts, the
 * filter and the paging all move with it.
 */
export const milestoneKeys = {
  all: ['milestones'] as const,
  /** Every page of one kid's milestones. */
  kid: (kidId: number) => [...milestoneKeys.all, kidId] as const,
  /** One page: GET /api/milestones with these parameters. */
  page: (query: MilestonePageQuery) => [...milestoneKeys.kid(query.kidId), query] as const,
};
