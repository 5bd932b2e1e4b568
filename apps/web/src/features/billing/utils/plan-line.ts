import type { SubscriptionCheck } from '@nestling/shared';

/** An instant as a day the parent reads, e.g. '7 Dec 2026'. */
function formatDay(instant: string | null): string | undefined {
  if (!instant) return undefined;
  const date = new Date(instant);
  return Number.isNaN(date.getTime())
    ? undefined
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
}

/**
 * One line on the active plan: the trial's end, the renewal, or the end after a cancel (the
 * subscribe screen and the settings screen's subscription card).
 */
export function planLine(check: SubscriptionCheck): string {
  const trialEnd = formatDay(check.trialEndsAt);
  const periodEnd = formatDay(check.currentPeriodEnd);
  if (check.plan === 'trial')
    return trialEnd ? `Your free trial runs until ${trialEnd}.` : 'Your free trial is active.';
  if (check.status === 'trialing' && trialEnd) return `Your trial runs until ${trialEnd}.`;
  if (periodEnd)
    return check.cancelAtPeriodEnd
      ? `Your subscription ends on ${periodEnd}.`
      : `Your subscription renews on ${periodEnd}.`;
  return 'Your subscription is active.';
}
