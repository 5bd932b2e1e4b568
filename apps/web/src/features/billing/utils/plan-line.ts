import type { SubscriptionCheck, billingCatalogue, MessageKey } from '@nestling/shared';

/** The billing area's `t` (useTranslation(billingCatalogue).t). */
type Say = (key: MessageKey<typeof billingCatalogue>, values?: Record<string, string>) => string;

/** An instant as a day the parent reads, e.g. '7 Dec 2026' or '7 dic 2026'. */
function formatDay(instant: string | null, locale: string): string | undefined {
  if (!instant) return undefined;
  const date = new Date(instant);
  return Number.isNaN(date.getTime())
    ? undefined
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/**
 * One line on the active plan: the trial's end, the renewal, or the end after a cancel (the
 * subscribe screen and the settings screen's subscription card), in the app's language.
 * @param t the billing area's translate function
 * @param locale the BCP 47 tag the day is written in (`useLocale().intlLocale`)
 */
export function planLine(check: SubscriptionCheck, t: Say, locale: string): string {
  const trialEnd = formatDay(check.trialEndsAt, locale);
  const periodEnd = formatDay(check.currentPeriodEnd, locale);
  if (check.plan === 'trial')
    return trialEnd ? t('line.freeTrialUntil', { date: trialEnd }) : t('line.freeTrialActive');
  if (check.status === 'trialing' && trialEnd) return t('line.trialUntil', { date: trialEnd });
  if (periodEnd)
    return check.cancelAtPeriodEnd
      ? t('line.endsOn', { date: periodEnd })
      : t('line.renewsOn', { date: periodEnd });
  return t('line.active');
}
