import {
  MILESTONE_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  todayIsoDate,
  type Locale,
  type MilestoneSuggestion,
  type MilestoneSuggestionRequest,
} from '@nestling/shared';
import { forbidden, notFound } from '../../lib/http-errors.js';
import type { KidRepository } from '../kids/kid.repository.js';
import type { MilestoneRepository } from '../milestones/milestone.repository.js';
import type { MilestoneSuggestionProvider } from './suggestion-provider.js';
import { localizeSuggestions, withEnglishTitles } from './suggestion-language.js';
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
     * it, else the server's UTC date (decision 018) — none of a title the kid has recorded (in
     * either language) — their texts in `locale` (issue 28: the same suggestions, the texts of
     * the offline catalogue translated).
     * @param locale the request's language (lib/request-locale.ts); English by default
     * @returns at most MAX_SUGGESTIONS suggestions; [] when none fits
     * @throws HttpError 403 SUBSCRIPTION_REQUIRED without an active subscription or trial;
     *   404 for another family's kid
     */
    async suggest(
      member: FamilyMember,
      request: MilestoneSuggestionRequest,
      locale: Locale = 'en',
    ): Promise<MilestoneSuggestion[]> {
      // The subscription is still the parent's own (decision 056: one per family comes later).
      if (!(await subscriptions.isActive(member.familyId))) {
        throw forbidden('SUBSCRIPTION_REQUIRED', SUBSCRIPTION_MESSAGES.required);
      }
      const kid = await kids.findOwned(member.familyId, request.kidId);
      if (!kid) throw notFound(MILESTONE_MESSAGES.kidNotFound);
      const suggestions = await provider.suggest({
        dob: kid.dob,
        interests: kid.interests,
        recordedTitles: await withEnglishTitles(
          await milestones.titlesOfKid(member.familyId, kid.id),
        ),
        today: request.today ?? todayIsoDate(new Date(), 'UTC'),
        locale,
      });
      return localizeSuggestions(locale, suggestions);
    },
  };
}

export type MilestoneSuggestionService = ReturnType<typeof createMilestoneSuggestionService>;
