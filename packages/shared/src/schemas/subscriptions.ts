import { z } from 'zod';
import { recordIdSchema } from './common.js';

/** Length of the free trial, one per parent (product.md: 14 days). */
export const TRIAL_DAYS = 14;

/** What the premium card and /premium advertise (spec §2.15). */
export const PREMIUM_FEATURES = [
  'Unlimited AI suggestions',
  'Advanced analytics',
  'Priority support',
  'Themes',
] as const;

/** Texts of the subscription: /dashboard/subscribe, /premium and the billing routes. */
export const SUBSCRIPTION_MESSAGES = {
  required: 'You need an active subscription to use AI suggestions.',
  planName: 'Nestling Premium',
  upgrade: 'Upgrade',
  startTrial: `Start your free ${TRIAL_DAYS}-day trial`,
  trialStarted: `✅ Your free ${TRIAL_DAYS}-day trial has started!`,
  trialUsed: 'You have already used your free trial.',
  trialNotOffered: 'Free trials are not offered here. Subscribe to continue.',
  alreadySubscribed: 'You already have an active subscription.',
  checkout: 'Subscribe',
  checkoutFailed: 'Could not open the checkout. Please try again.',
  manage: 'Manage subscription',
  portalFailed: 'Could not open the subscription settings. Please try again.',
  noBillingAccount: 'There is no paid subscription to manage yet.',
  billingUnavailable: 'Payments are not available right now. Please try again later.',
  checkoutSucceeded: '✅ Thank you! Your subscription is being activated.',
  checkoutCanceled: 'Checkout was canceled. You have not been charged.',
  loadFailed: '❌ Could not load your subscription.',
} as const;

/** Which plan a parent is on: our free trial, or the paid subscription (Stripe). */
export const SUBSCRIPTION_PLANS = ['trial', 'premium'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/**
 * A subscription's status: `none` (never subscribed), `trialing` (the free trial or Stripe's
 * own trial), `expired` (the free trial has ended), and Stripe's subscription statuses.
 */
export const SUBSCRIPTION_STATUSES = [
  'none',
  'trialing',
  'expired',
  'active',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

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
