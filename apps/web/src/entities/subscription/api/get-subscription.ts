import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionCheck } from '@nestling/shared';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const subscriptionCheckBody = new LazySchema(() =>
  import('./subscription-schemas').then((module) => module.subscriptionCheckSchema),
);

/**
 * The query keys of the parent's subscription (decision 009): the Achievements screen's AI
 * panel and the subscribe and premium pages read it; starting a trial or coming back from
 * Stripe invalidates `subscriptionKeys.all`.
 */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  /** GET /api/parents/check-subscription. */
  check: () => [...subscriptionKeys.all, 'check'] as const,
};

/**
 * The parent's subscription check (spec §3 Subscription check result, §6: AI suggestions need
 * an active subscription; GET /api/parents/check-subscription).
 * @param signal aborts the call
 * @returns `{active, plan, status, trialEndsAt, currentPeriodEnd, …, trialAvailable,
 *   checkoutAvailable, portalAvailable}` (see subscriptionCheckBody)
 * @throws ApiError on network failure or a server error
 */
export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionCheck> {
  return apiClient.get('/parents/check-subscription', subscriptionCheckBody, { signal });
}

/** The one subscription query; fresh for 30 s like every query of the app. */
export const subscriptionQueryOptions = queryOptions({
  queryKey: subscriptionKeys.check(),
  queryFn: () => getSubscription(),
});

/** The parent's subscription (see getSubscription). */
export function useSubscription() {
  return useQuery(subscriptionQueryOptions);
}
