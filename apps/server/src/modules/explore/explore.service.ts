import {
  EXPLORE_MESSAGES,
  interestKey,
  pageOffset,
  todayIsoDate,
  type ExploreQuery,
  type PublicKidPage,
} from '@nestling/shared';
import { notFound } from '../../lib/http-errors.js';
import type { FamilyMember } from '../../lib/request-context.js';
import type { KidRepository } from '../kids/kid.repository.js';
import type { ExploreRepository } from './explore.repository.js';
import { presentPublicKid } from './public-kid.presenter.js';

/**
 * Explore Public Kids (spec §2.18, §5; product.md "Explore and friends"): the public cards a
 * verified parent may see, filtered in SQL, paged, and scored for one of the family's own kids.
 */
export function createExploreService(deps: {
  repository: ExploreRepository;
  kids: Pick<KidRepository, 'findOwned'>;
  /** Today as `YYYY-MM-DD`, the day ages are counted on (default: the server's today). */
  today?: () => string;
}) {
  const { repository, kids, today = () => todayIsoDate() } = deps;

  return {
    /**
     * One page of the cards `viewer` may see that match `query` (spec §5: every chosen
     * interest, and gender, age and skill level exactly), newest first; with `query.forKid`,
     * each card's match score for that kid, best matches first.
     * @throws HttpError 404 when `forKid` is not one of the viewer's family's kids
     */
    async listPublicKids(viewer: FamilyMember, query: ExploreQuery): Promise<PublicKidPage> {
      let forKidInterests: string[] | null = null;
      if (query.forKid !== undefined) {
        const forKid = await kids.findOwned(viewer.familyId, query.forKid);
        if (!forKid) throw notFound(EXPLORE_MESSAGES.forKidNotFound);
        forKidInterests = forKid.interests;
      }
      const { rows, total } = await repository.listVisible(
        viewer,
        {
          interestKeys: query.interests.map(interestKey),
          gender: query.gender,
          age: query.age,
          skillLevel: query.skillLevel,
        },
        today(),
        { limit: query.pageSize, offset: pageOffset(query) },
        forKidInterests?.map(interestKey),
      );
      return {
        items: rows.map((row) => presentPublicKid(row, forKidInterests)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type ExploreService = ReturnType<typeof createExploreService>;
