import { useMutation } from '@tanstack/react-query';
import {
  milestoneSuggestionListSchema,
  todayIsoDate,
  type MilestoneSuggestion,
} from '@nestling/shared';
import { apiClient } from '@/lib/api-client';

/**
 * Milestone suggestions for a kid (spec §7.5 POST /ai/milestones `{kidId}`; issue 10 adds the
 * parent's `today`, the day suggestions are dated from).
 * @param kidId the kid
 * @returns at most 12 `{title, date, domain, source, ageMonths?, rationale?}`, possibly none
 * @throws ApiError 403 with code SUBSCRIPTION_REQUIRED without an active subscription, 404 for
 *   another family's kid, 429 when asked too often, 0 on network failure
 */
export async function getMilestoneSuggestions(kidId: number): Promise<MilestoneSuggestion[]> {
  return apiClient.post(
    '/ai/milestones',
    { kidId, today: todayIsoDate() },
    milestoneSuggestionListSchema,
  );
}

/** The suggestions call, as a mutation: it runs when the parent asks, never on its own. */
export function useMilestoneSuggestions() {
  return useMutation({ mutationFn: getMilestoneSuggestions });
}
