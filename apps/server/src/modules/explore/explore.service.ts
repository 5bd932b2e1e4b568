import {
  EXPLORE_MESSAGES,
  interestKey,
  pageOffset,
  todayIsoDate,
  type ExploreQuery,
  type PublicKidPage,
} from '@nestling/shared';
import { coveringCells } from '../../lib/geo.js';
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
     * interest, and gender, age and skill level exactly; issue 30: within `withinKm` of the
     * family's home area, when it has one), best match for `query.forKid` first, then nearest,
     * then newest; each card with its family's place and rounded distance.
     * @throws HttpError 404 when `forKid` is not one of the viewer's family's kids
     */
    async listPublicKids(viewer: FamilyMember, query: ExploreQuery): Promise<PublicKidPage> {
      let forKidInterests: string[] | null = null;
      if (query.forKid !== undefined) {
        const forKid = await kids.findOwned(viewer.familyId, query.forKid);
        if (!forKid) throw notFound(EXPLORE_MESSAGES.forKidNotFound);
        forKidInterests = forKid.interests;
      }
      // Issue 30: distances from the family's place; a circle only when asked and placed.
      const from = await repository.originOf(viewer.familyId);
      const origin =
        from && query.withinKm !== undefined
          ? {
              ...from,
              within: {
                km: query.withinKm,
                cells: coveringCells(from.lat, from.lon, query.withinKm),
              },
            }
          : from;
      const { rows, total, totalCapped } = await repository.listVisible({
        viewer,
        filters: {
          interestKeys: query.interests.map(interestKey),
          gender: query.gender,
          age: query.age,
          skillLevel: query.skillLevel,
        },
        today: today(),
        pageOfRows: { limit: query.pageSize, offset: pageOffset(query) },
        rankBy: forKidInterests?.map(interestKey),
        // A family with no home area sees anywhere, whatever the filter (issue 30).
        origin,
      });
      return {
        items: rows.map((row) => presentPublicKid(row, forKidInterests)),
        total,
        totalCapped,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type ExploreService = ReturnType<typeof createExploreService>;
