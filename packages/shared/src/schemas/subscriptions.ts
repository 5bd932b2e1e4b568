import { z } from 'zod';
import { recordIdSchema } from './common.js';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from './subscription-texts.js';

/**
 * GET /api/parents/check-subscription (spec §3 Subscription check result: an active flag),
 * also the answer of POST /api/billing/trial.
 * - `active`: AI suggestions are allowed now.
 * - `trialEndsAt`, `currentPeriodEnd`: ISO instants, or null.
 * - `trialAvailable`: POST /api/billing/trial would start a trial (no billing configured, and
 *   this parent never had one).
 * - `checkoutAvailable`: Stripe is configured (POST /api/billing/checkout).
 * - `portalAvailable`: the parent has a Stripe customer to manage (POST /api/billing/portal).
 */
export const subscriptionCheckSchema = z.object({
  active: z.boolean(),
  plan: z.enum(SUBSCRIPTION_PLANS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  trialAvailable: z.boolean(),
  checkoutAvailable: z.boolean(),
  portalAvailable: z.boolean(),
});
export type SubscriptionCheck = z.infer<typeof subscriptionCheckSchema>;

/**
 * The query of POST /api/billing/checkout and /portal: `kid`, the kid whose Achievements sent
 * the parent to /dashboard/subscribe (its `?kid=`), is kept in the URL Stripe sends the browser
 * back to, so "Go to Achievements" still leads to that kid (issue 29, defect 10). Optional;
 * a record id.
 */
export const billingReturnQuerySchema = z.object({ kid: recordIdSchema().optional() });
export type BillingReturnQuery = z.infer<typeof billingReturnQuerySchema>;

/** The answer of POST /api/billing/checkout and /portal: where to send the browser. */
export const billingRedirectSchema = z.object({ url: z.url() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;
