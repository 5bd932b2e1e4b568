import {
  SUBSCRIPTION_STATUSES,
  type SubscriptionCheck,
  type SubscriptionStatus,
} from '@nestling/shared';
import type { SubscriptionRecord, TrialRecord } from './billing.repository.js';

/**
 * Stripe statuses that allow AI suggestions: paid, in Stripe's own trial, or `past_due` while
 * Stripe retries a failed payment (decision 019). Stripe moves a subscription it gives up on
 * to `unpaid` or `canceled`, and the webhook tells us.
 */
const ALLOWING_STRIPE_STATUSES = new Set(['active', 'trialing', 'past_due']);

/** Whether a paid subscription's status allows the premium features. */
export function isPaidSubscriptionActive(subscription: SubscriptionRecord | undefined): boolean {
  return Boolean(subscription && ALLOWING_STRIPE_STATUSES.has(subscription.status));
}

/** A Stripe status as the contract names it; a status Stripe adds later reads `incomplete`. */
function contractStatus(status: string): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status)
    ? (status as SubscriptionStatus)
    : 'incomplete';
}

/**
 * The subscription check of a parent (GET /api/parents/check-subscription): a paid
 * subscription that allows access wins; else a running free trial; else what ended (the
 * paid subscription's status, or the trial `expired`); else `none`.
 * @param input.now the instant a trial is compared with
 * @param input.billingConfigured whether Stripe is configured (Checkout instead of the trial)
 */
export function presentSubscription(input: {
  trial: TrialRecord | undefined;
  subscription: SubscriptionRecord | undefined;
  now: Date;
  billingConfigured: boolean;
}): SubscriptionCheck {
  const { trial, subscription, now, billingConfigured } = input;
  const trialRunning = Boolean(trial && trial.endsAt > now);
  const paidActive = isPaidSubscriptionActive(subscription);
  const common = {
    trialEndsAt: trial?.endsAt.toISOString() ?? null,
    currentPeriodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    trialAvailable: !billingConfigured && !trial,
    checkoutAvailable: billingConfigured,
    portalAvailable: billingConfigured && Boolean(subscription),
  };
  if (subscription && paidActive) {
    return {
      ...common,
      active: true,
      plan: 'premium',
      status: contractStatus(subscription.status),
    };
  }
  if (trial && trialRunning) return { ...common, active: true, plan: 'trial', status: 'trialing' };
  if (subscription) {
    return {
      ...common,
      active: false,
      plan: 'premium',
      status: contractStatus(subscription.status),
    };
  }
  if (trial) return { ...common, active: false, plan: 'trial', status: 'expired' };
  return { ...common, active: false, plan: null, status: 'none' };
}
