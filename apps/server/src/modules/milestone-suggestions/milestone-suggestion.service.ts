import {
  MILESTONE_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  todayIsoDate,
  type MilestoneSuggestion,
  type MilestoneSuggestionRequest,
} from '@nestling/shared';
import { forbidden, notFound } from '../../lib/http-errors.js';
import type { KidRepository } from '../kids/kid.repository.js';
import type { MilestoneRepository } from '../milestones/milestone.repository.js';
import type { MilestoneSuggestionProvider } from './suggestion-provider.js';
import type { FamilyMember } from '../../lib/request-context.js';

/**
 * "AI milestones" (issue 10, spec §4 AI suggestions flow, §6): suggestions for one of the
 * parent's kids from the configured provider, for parents with an active subscription.
 */
export function createMilestoneSuggestionService(deps: {
  provider: MilestoneSuggestionProvider;
  kids: Pick<KidRepository, 'findOwned'>;
  milestones: Pick<MilestoneRepository, 'titlesOfKid'>;
  subscriptions: { isActive(familyId: number): Promise<boolean> };
}) {
  const { provider, kids, milestones, subscriptions } = deps;

  return {
    /**
     * Suggestions for the kid, dated from `today` — the parent's today when the browser sends
     * it, else the server's UTC date (decision 018) — none of a title the kid has recorded.
     * @returns at most MAX_SUGGESTIONS suggestions; [] when none fits
     * @throws HttpError 403 SUBSCRIPTION_REQUIRED without an active subscription or trial;
     *   404 for another family's kid
     */
    async suggest(
      member: FamilyMember,
      request: MilestoneSuggestionRequest,
    ): Promise<MilestoneSuggestion[]> {
      // The subscription is still the parent's own (decision 056: one per family comes later).
      if (!(await subscriptions.isActive(member.familyId))) {
        throw forbidden('SUBSCRIPTION_REQUIRED', SUBSCRIPTION_MESSAGES.required);
      }
      const kid = await kids.findOwned(member.familyId, request.kidId);
      if (!kid) throw notFound(MILESTONE_MESSAGES.kidNotFound);
      return provider.suggest({
        dob: kid.dob,
        interests: kid.interests,
        recordedTitles: await milestones.titlesOfKid(member.familyId, kid.id),
        today: request.today ?? todayIsoDate(new Date(), 'UTC'),
      });
    },
  };
}

export type MilestoneSuggestionService = ReturnType<typeof createMilestoneSuggestionService>;
