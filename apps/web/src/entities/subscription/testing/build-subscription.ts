import type { SubscriptionCheck } from '@nestling/shared';

/**
 * A subscription check answer for tests: by default a parent who never subscribed and may start
 * the free trial (no Stripe configured).
 * @param overrides fields to change
 */
export function buildSubscription(overrides: Partial<SubscriptionCheck> = {}): SubscriptionCheck {
  return {
    active: false,
    plan: null,
    status: 'none',
    trialEndsAt: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    trialAvailable: true,
    checkoutAvailable: false,
    portalAvailable: false,
    ...overrides,
  };
}

/** The check of a parent in the free trial, ending in 14 days. */
export function activeTrial(): SubscriptionCheck {
  return buildSubscription({
    active: true,
    plan: 'trial',
    status: 'trialing',
    trialEndsAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    trialAvailable: false,
  });
}

/** The check of a parent paying for Premium through Stripe, renewing on 24 December 2026. */
export function activePremium(): SubscriptionCheck {
  return buildSubscription({
    active: true,
    plan: 'premium',
    status: 'active',
    currentPeriodEnd: '2026-12-24T10:00:00.000Z',
    trialAvailable: false,
    checkoutAvailable: true,
    portalAvailable: true,
  });
}
