import { useMutation } from '@tanstack/react-query';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const billingRedirectBody = new LazySchema(() =>
  import('@/entities/subscription/api/subscription-schemas').then(
    (module) => module.billingRedirectSchema,
  ),
);

/** Where a billing call sends the browser: Stripe Checkout, or Stripe's customer portal. */
export type BillingPage = 'checkout' | 'portal';

/**
 * Asks for a Stripe page's URL (POST /api/billing/checkout or /api/billing/portal, decision
 * 019): Checkout to subscribe, the portal to manage a subscription.
 * @param page 'checkout' or 'portal'
 * @param kidId the kid whose Achievements sent the parent: Stripe sends the browser back to
 *   /dashboard/subscribe with `kid` kept (issue 29, defect 10)
 * @returns the https URL to load
 * @throws ApiError 404 BILLING_NOT_CONFIGURED, 409 ALREADY_SUBSCRIBED (checkout) or
 *   NO_BILLING_ACCOUNT (portal), 503 when Stripe fails, 0 on network failure
 */
export async function billingPageUrl(page: BillingPage, kidId?: number): Promise<string> {
  const query = kidId === undefined ? '' : `?kid=${kidId}`;
  const answer = await apiClient.post(`/billing/${page}${query}`, undefined, billingRedirectBody);
  return answer.url;
}

/**
 * Mutation opening a Stripe page: on success the browser leaves for it (the mutation stays
 * pending-looking until the page unloads).
 * @param kidId the kid to come back to (see billingPageUrl), if known
 */
export function useOpenBilling(kidId?: number) {
  return useMutation({
    mutationFn: (page: BillingPage) => billingPageUrl(page, kidId),
    onSuccess: (url) => window.location.assign(url),
  });
}
