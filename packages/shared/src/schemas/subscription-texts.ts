// The subscription's texts, plans and statuses, apart from its schemas (subscriptions.ts): the
// billing screens draw them without zod on their first load (decision 082).

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
  trialUsed: 'You have already used your free trial.',
  trialNotOffered: 'Free trials are not offered here. Subscribe to continue.',
  alreadySubscribed: 'You already have an active subscription.',
  checkout: 'Subscribe',
  noBillingAccount: 'There is no paid subscription to manage yet.',
  billingUnavailable: 'Payments are not available right now. Please try again later.',
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
