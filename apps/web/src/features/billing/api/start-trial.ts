import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionCheck } from '@nestling/shared';
import { subscriptionKeys } from '@/entities/subscription/api/get-subscription';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const subscriptionCheckBody = new LazySchema(() =>
  import('@/entities/subscription/api/subscription-schemas').then(
    (module) => module.subscriptionCheckSchema,
  ),
);

/**
 * Starts the parent's one free 14-day trial (POST /api/billing/trial → 201, product.md; only
 * without Stripe configured).
 * @returns the subscription check, now active
 * @throws ApiError 409 TRIAL_USED after a first trial, 403 when trials are not offered, 0 on
 *   network failure
 */
export async function startTrial(): Promise<SubscriptionCheck> {
  return apiClient.post('/billing/trial', undefined, subscriptionCheckBody);
}

/** Mutation running `startTrial`; the answer is the new subscription check. */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (check) => queryClient.setQueryData(subscriptionKeys.check(), check),
  });
}
